import { existsSync } from 'node:fs';
import { request, type FullConfig } from '@playwright/test';
import { ADMIN_STORAGE_STATE, DEMO_ADMIN, demoPassword } from './auth-helpers';

/**
 * Signs the demo admin in once for every spec that opens the dashboard (the sign-in endpoint allows 10 tries per
 * 5 minutes per address), reusing the previous run's session while the server still accepts it.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('global-setup: no baseURL');
  if (existsSync(ADMIN_STORAGE_STATE)) {
    const saved = await request.newContext({ baseURL, storageState: ADMIN_STORAGE_STATE });
    const me = await saved.get('/api/me');
    await saved.dispose();
    if (me.ok()) return;
  }
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const response = await context.post('/api/auth/sign-in/email', {
    data: { email: DEMO_ADMIN, password: demoPassword() },
  });
  if (!response.ok()) throw new Error(`global-setup: sign-in failed with ${response.status()}`);
  await context.storageState({ path: ADMIN_STORAGE_STATE });
  await context.dispose();
}
