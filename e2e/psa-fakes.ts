/** The PSA fakes the e2e API server may reach (start-psa-fakes.ts: ConnectWise, Autotask, HaloPSA on three ports). */
export const PSA_FAKES_PORT = Number(process.env.E2E_PSA_FAKES_PORT ?? 3190);
export const CONNECTWISE_FAKE_URL = `http://127.0.0.1:${PSA_FAKES_PORT}`;
export const AUTOTASK_FAKE_URL = `http://127.0.0.1:${PSA_FAKES_PORT + 1}`;
export const HALOPSA_FAKE_URL = `http://127.0.0.1:${PSA_FAKES_PORT + 2}`;

/** API env: outbound calls may reach exactly the fakes (never allowed outside tests and local runs). */
export const PSA_FAKES_ENV = {
  OUTBOUND_ALLOW_LIST: [CONNECTWISE_FAKE_URL, AUTOTASK_FAKE_URL, HALOPSA_FAKE_URL]
    .map((url) => new URL(url).host)
    .join(','),
  AUTOTASK_ZONE_LOOKUP_URL: AUTOTASK_FAKE_URL,
};
