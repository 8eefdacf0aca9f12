import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { MOCK_OAUTH_ENV, MOCK_OAUTH_URL } from './mock-oauth';
import { CONNECTWISE_FAKE_URL, PSA_FAKES_ENV, PSA_FAKES_PORT } from './psa-fakes';
import { STRIPE_E2E_PORT, STRIPE_FAKE_PORT, STRIPE_MAILBOX_PORT } from './stripe-billing';

// Runs against the real API server (which serves the built web app). Set E2E_BASE_URL to test a
// server you started yourself, e.g. `npx vite preview --port 4173` in apps/web.
const externalBaseUrl = process.env.E2E_BASE_URL;
// E2E_PORT, E2E_MOCK_OAUTH_PORT and E2E_MAILBOX_PORT let two checkouts run their journeys side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Playwright's default on a 2-core machine is one worker; the journeys spend most of their time waiting on the
  // server and the browser's frames, so two halve the wall time of the CI's longest step.
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${port}`,
    // Recording a trace costs every action a DOM snapshot: only a retried (failed once) test records one.
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: externalBaseUrl
    ? undefined
    : [
        {
          command: 'node scripts/build-api-if-stale.mjs && node --import tsx e2e/start-e2e-server.ts',
          cwd: '..',
          url: `http://localhost:${port}/`,
          env: {
            PORT: String(port),
            DATA_DIR: '.data/e2e',
            LOG_LEVEL: 'warn',
            TRUST_PROXY: 'on',
            ...MOCK_OAUTH_ENV,
            ...PSA_FAKES_ENV,
          },
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'pipe',
          stderr: 'pipe',
        },
        {
          // Billing through the Stripe fake (stripe-billing.spec.ts): its own database, mailbox and fake.
          command: 'node --import tsx e2e/start-e2e-server.ts',
          cwd: '..',
          url: `http://localhost:${STRIPE_E2E_PORT}/`,
          env: {
            PORT: String(STRIPE_E2E_PORT),
            DATA_DIR: '.data/e2e-stripe',
            TRUST_PROXY: 'on',
            LOG_LEVEL: 'warn',
            E2E_MAILBOX_PORT: String(STRIPE_MAILBOX_PORT),
            STRIPE_FAKE_PORT: String(STRIPE_FAKE_PORT),
          },
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'pipe',
          stderr: 'pipe',
        },
        {
          // Google and Microsoft sign-in go to this mock provider (auth-oauth.spec.ts).
          command: 'node --import tsx e2e/start-mock-oauth.ts',
          cwd: '..',
          url: `${MOCK_OAUTH_URL}/health`,
          reuseExistingServer: false,
          timeout: 30_000,
        },
        {
          // The PSA integrations push to these (psa-integrations.spec.ts); each keeps what it received in memory.
          command: 'node --import tsx apps/api/src/testing/psa-fakes/start-psa-fakes.ts',
          cwd: '..',
          url: `${CONNECTWISE_FAKE_URL}/login/companyinfo/scopewright`,
          env: { PSA_FAKES_PORT: String(PSA_FAKES_PORT) },
          reuseExistingServer: false,
          timeout: 30_000,
        },
      ],
});
