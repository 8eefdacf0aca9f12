import { expect, type Page } from '@playwright/test';
import { MOCK_OAUTH_CLIENTS } from '../apps/api/src/testing/mock-oauth-provider';
import type { RecordedAuthorization, RecordedTokenRequest } from '../apps/api/src/testing/mock-oauth-provider';

/** The mock Google/Microsoft provider the e2e API server signs in against (start-mock-oauth.ts). */
export const MOCK_OAUTH_PORT = Number(process.env.E2E_MOCK_OAUTH_PORT ?? 3198);
export const MOCK_OAUTH_URL = `http://127.0.0.1:${MOCK_OAUTH_PORT}`;

/** API env: both providers configured, pointed at the mock (OAUTH_MOCK_URL is test-only, loopback-only). */
export const MOCK_OAUTH_ENV = {
  OAUTH_MOCK_URL: MOCK_OAUTH_URL,
  GOOGLE_CLIENT_ID: MOCK_OAUTH_CLIENTS.google.clientId,
  GOOGLE_CLIENT_SECRET: MOCK_OAUTH_CLIENTS.google.clientSecret,
  MICROSOFT_CLIENT_ID: MOCK_OAUTH_CLIENTS.microsoft.clientId,
  MICROSOFT_CLIENT_SECRET: MOCK_OAUTH_CLIENTS.microsoft.clientSecret,
};

/** On the mock provider's sign-in page: who signs in, or Cancel. */
export async function answerMockProvider(
  page: Page,
  provider: 'Google' | 'Microsoft',
  answer: { email: string; name?: string } | 'cancel',
): Promise<string | null> {
  await expect(page.getByRole('heading', { name: `Mock ${provider} sign-in` })).toBeVisible();
  // The state this sign-in carries: it names this test's authorization among every parallel test's.
  const state = new URL(page.url()).searchParams.get('state');
  if (answer === 'cancel') {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return state;
  }
  await page.getByLabel('Email', { exact: true }).fill(answer.email);
  if (answer.name) await page.getByLabel('Name').fill(answer.name);
  await page.getByRole('button', { name: 'Continue' }).click();
  return state;
}

/** What the mock provider received, to check state and PKCE. */
export async function mockProviderRequests(): Promise<{
  authorizations: RecordedAuthorization[];
  tokenRequests: RecordedTokenRequest[];
}> {
  const response = await fetch(`${MOCK_OAUTH_URL}/__mock/requests`);
  return (await response.json()) as { authorizations: RecordedAuthorization[]; tokenRequests: RecordedTokenRequest[] };
}
