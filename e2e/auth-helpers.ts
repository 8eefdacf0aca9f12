import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
