import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { linkIn, waitForEmail } from './mailbox';

export const DEMO_ADMIN = 'admin@demo-msp.test';

/**
 * The seeded demo users' password: DEMO_PASSWORD when the server was started with it, else the one the server
 * generated on first start in its DATA_DIR (the webServer of playwright.config.ts uses .data/e2e).
 */
export function demoPassword(): string {
  if (process.env.DEMO_PASSWORD) return process.env.DEMO_PASSWORD;
  const file = fileURLToPath(new URL('../.data/e2e/demo-password', import.meta.url));
  if (!existsSync(file)) throw new Error(`No demo password: set DEMO_PASSWORD or start the server once (${file})`);
  return readFileSync(file, 'utf8').trim();
}

/** A unique company address per run: sign-up is atomic per domain, and the e2e database persists. */
export function uniqueCompanyEmail(): string {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `owner@e2e-${id}.test`;
}

/** Cookies of a signed-in demo admin, written once per run by global-setup.ts (.data is not committed). */
export const ADMIN_STORAGE_STATE = fileURLToPath(new URL('../.data/e2e/admin-storage-state.json', import.meta.url));

/** A new company account created through POST /api/signup and verified through the link in its real email. */
export async function signUpVerifiedAccount(
  request: APIRequestContext,
  baseURL: string,
  password = 'scoping2024',
): Promise<{ email: string; password: string }> {
  const email = uniqueCompanyEmail();
  const response = await request.post('/api/signup', {
    headers: { Origin: baseURL },
    data: { email, password, firstName: 'Ada', lastName: 'Lovelace', companyDomain: email.split('@')[1] },
  });
  if (!response.ok()) throw new Error(`sign-up failed with ${response.status()}: ${await response.text()}`);
  const verification = await waitForEmail(email, /Confirm your email/);
  const verified = await request.get(linkIn(verification, `${baseURL}/api/auth/verify-email`), { maxRedirects: 0 });
  if (verified.status() >= 400) throw new Error(`verification failed with ${verified.status()}`);
  return { email, password };
}
