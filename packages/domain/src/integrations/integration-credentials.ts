import { z } from 'zod';
import { SafeText } from '../validation/safe-text';
import { INTEGRATIONS_COPY as COPY } from './integration-copy';
import type { IntegrationProviderId } from './integration-enums';

export const INTEGRATION_LIMITS = {
  url: 2_048,
  id: 100,
  key: 200,
  secret: 1_000,
  option: 200,
  mappingEntries: 2_000,
  phaseName: 200,
} as const;

/** `httpHosts`: host:port pairs where http:// is accepted too (the server's outbound allow-list: local fakes). */
export interface CredentialsRules {
  httpHosts?: readonly string[];
}

export const requiredText = (label: string, max: number) =>
  SafeText.pipe(
    z
      .string({ error: COPY.required(label) })
      .trim()
      .min(1, { error: COPY.required(label) })
      .max(max, { error: COPY.tooLong(label, max) }),
  );

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

function isWebAddress(value: string, rules: CredentialsRules): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hostname === '' || url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && (rules.httpHosts ?? []).includes(url.host));
}

export function connectWiseCredentialsInput(rules: CredentialsRules = {}) {
  return z.strictObject({
    site: requiredText('ConnectWise site', INTEGRATION_LIMITS.url).refine(
      (v) => HOST.test(v) || isWebAddress(v, rules),
      { error: COPY.connectWiseSite },
    ),
    companyId: requiredText('company ID', INTEGRATION_LIMITS.id),
    publicKey: requiredText('public key', INTEGRATION_LIMITS.key),
    privateKey: requiredText('private key', INTEGRATION_LIMITS.key),
    clientId: requiredText('client ID', INTEGRATION_LIMITS.key),
  });
}

export function autotaskCredentialsInput() {
  return z.strictObject({
    username: requiredText('API user name', INTEGRATION_LIMITS.key),
    secret: requiredText('secret', INTEGRATION_LIMITS.secret),
    integrationCode: requiredText('API tracking identifier', INTEGRATION_LIMITS.key),
  });
}

export function haloPsaCredentialsInput(rules: CredentialsRules = {}) {
  return z.strictObject({
    instanceUrl: requiredText('HaloPSA address', INTEGRATION_LIMITS.url).refine((v) => isWebAddress(v, rules), {
      error: COPY.haloInstanceUrl,
    }),
    clientId: requiredText('client ID', INTEGRATION_LIMITS.key),
    clientSecret: requiredText('client secret', INTEGRATION_LIMITS.secret),
    tenant: SafeText.pipe(
      z
        .string()
        .trim()
        .max(INTEGRATION_LIMITS.id, { error: COPY.tooLong('tenant', INTEGRATION_LIMITS.id) }),
    )
      .nullable()
      .optional()
      .transform((v) => (v === '' || v === undefined ? null : v)),
  });
}

export const ConnectWiseCredentialsInput = connectWiseCredentialsInput();
export type ConnectWiseCredentialsInput = z.infer<typeof ConnectWiseCredentialsInput>;
export const AutotaskCredentialsInput = autotaskCredentialsInput();
export type AutotaskCredentialsInput = z.infer<typeof AutotaskCredentialsInput>;
export const HaloPsaCredentialsInput = haloPsaCredentialsInput();
export type HaloPsaCredentialsInput = z.infer<typeof HaloPsaCredentialsInput>;

export interface CredentialsByProvider {
  connectwise: ConnectWiseCredentialsInput;
  autotask: AutotaskCredentialsInput;
  halopsa: HaloPsaCredentialsInput;
}
export type CredentialsInput<P extends IntegrationProviderId = IntegrationProviderId> = CredentialsByProvider[P];

/** The PUT body for a provider: its credentials, nothing else. */
export function credentialsInput(provider: IntegrationProviderId, rules: CredentialsRules = {}) {
  switch (provider) {
    case 'connectwise':
      return connectWiseCredentialsInput(rules);
    case 'autotask':
      return autotaskCredentialsInput();
    case 'halopsa':
      return haloPsaCredentialsInput(rules);
  }
}
