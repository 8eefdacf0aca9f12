// `node --import tsx bench/dashboard-load-only.ts`: the dashboard's first load and the bundle sizes alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchBundles } from './bundles';
import { benchDashboardLoad } from './dashboard-load';
import { startServer } from './lib';
import { createSharedQuotePath } from './public-quote';

const password = 'Bench-dashboard-pass-1';
const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-dashboard-'));
const server = await startServer({ DATA_DIR: dataDir, DEMO_PASSWORD: password });
try {
  const quotePath = await createSharedQuotePath(server.url, password);
  console.log(await benchBundles(server.url, quotePath));
  const load = await benchDashboardLoad(server.url, password, quotePath);
  console.log({ ratio: load.ratio, dashboard: load.dashboard, quotePage: load.quotePage });
  console.log('dashboard runs', load.dashboardRuns, 'quote page runs', load.quotePageRuns);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
