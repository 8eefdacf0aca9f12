import { createAutotaskFake } from './autotask-fake';
import type { AutotaskFakeOptions } from './autotask-fake-state';

export const FAKE_ORIGIN = 'http://autotask.test';

/** The fake driven in-process with app.request(), with the right credential headers unless told otherwise. */
export function driveAutotaskFake(options: AutotaskFakeOptions = {}) {
  const fake = createAutotaskFake(options);
  const { username, secret, integrationCode } = fake.state.credentials;
  const goodHeaders = { UserName: username, Secret: secret, ApiIntegrationCode: integrationCode };
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = goodHeaders) => {
    const url = path.startsWith('http') ? path : `${FAKE_ORIGIN}/atservicesrest/V1.0/${path}`;
    const response = await fake.app.request(url, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: parseJson(text) };
  };
  return { ...fake, call, goodHeaders };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
