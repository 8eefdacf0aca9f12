// Email log budgets (docs/decisions/0054-email-logs-and-metrics.md), with 1,000,000 emails over 1,000 workspaces
// (bench/email-logs-seed.ts): every filtered list p95 ≤ 50 ms with its count (exact up to 10,000, "10,000+"
// beyond), the metrics p95 ≤ 150 ms — a workspace admin's own emails and a super admin's across all. Each URL is
// read 60 times in a row after 5 of warm-up; the workspace's list also under 20 users × 2 req/s. Its own server
// and database (a fresh DATA_DIR), worker off.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectBenchDatabase, percentile, startServer } from './lib';
import { EMAIL_TENANTS, seedEmailLogs } from './email-logs-seed';
import { runUsers, signIn } from './quotes';

const RUNS = 60;
const WARMUP = 5;
const LOAD_USERS = 20;
const LOAD_RATE_PER_USER = 2;
const LOAD_SECONDS = 10;

export interface EmailLogsBench {
  rows: number;
  tenants: number;
  /** Label → p95 ms. */
  lists: Record<string, number>;
  metrics: Record<string, number>;
  workspaceListUnderLoadP95: number;
}

async function timeSequential(url: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + WARMUP; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`email logs bench: ${url} → ${response.status}`);
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  return percentile(times, 95);
}

/** What the URLs filter by: a busy workspace of the log, one of its addresses, a month of last year. */
async function samples(dataDir: string) {
  const db = connectBenchDatabase(dataDir);
  await db.connect();
  try {
    const tenant = (await db.query<{ id: string }>('select id from tenants order by id limit 1 offset 500')).rows[0]!;
    const address = (
      await db.query<{ recipient_email: string }>(
        'select recipient_email from email_logs where tenant_id = $1 order by logged_at desc limit 1',
        [tenant.id],
      )
    ).rows[0]!.recipient_email;
    const month = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 7);
    return { tenantId: tenant.id, address, from: `${month}-01`, to: `${month}-28` };
  } finally {
    await db.end();
  }
}

export async function benchEmailLogs(): Promise<EmailLogsBench> {
  const password = 'Bench-email-logs-1';
  const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-email-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, DEMO_PASSWORD: password, TRUST_PROXY: 'on', WORKER: 'off' });
    try {
      const db = connectBenchDatabase(dataDir);
      await db.connect();
      let rows: number;
      try {
        rows = await seedEmailLogs(db, (line) => console.log(line));
      } finally {
        await db.end();
      }
      const { tenantId, address, from, to } = await samples(dataDir);
      const admin = await signIn(server.url, 'admin@demo-msp.test', password);
      const superAdmin = await signIn(server.url, 'super@scopewright.test', password, '10.88.1.1');
      const domain = address.split('@')[1]!;

      const workspace = {
        'workspace: newest page': '',
        'workspace: failed invitations': '?status=failed&templateName=user_invitation',
        'workspace: a word in 1 of 6 subjects': '?q=northwind',
        'workspace: recipient contains': '?recipient=contact1',
        'workspace: one month': `?from=${from}&to=${to}`,
        'workspace: page 10': '?page=10',
      };
      const platform = {
        'all workspaces: newest page (count "10,000+")': '',
        'all workspaces: failed': '?status=failed',
        'all workspaces: failed invitations': '?status=failed&templateName=user_invitation',
        'all workspaces: one workspace': `?tenantId=${tenantId}`,
        'all workspaces: one template': '?templateName=invoice_ready',
        'all workspaces: system emails': '?emailType=system',
        'all workspaces: one month': `?from=${from}&to=${to}`,
        'all workspaces: page 200 (the deepest)': '?page=200',
        'all workspaces: a word in 1 of 6 subjects': '?q=northwind',
        'all workspaces: a word in 1 of 6, failed only': '?q=northwind&status=failed',
        'all workspaces: one address (3 emails)': `?recipient=${encodeURIComponent(address)}`,
        'all workspaces: one domain (1,000 emails)': `?recipient=${encodeURIComponent(domain)}`,
        'all workspaces: a number in 1,000 subjects': '?q=%23777',
      };
      const lists: Record<string, number> = {};
      for (const [label, query] of Object.entries(workspace))
        lists[label] = await timeSequential(`${server.url}/api/email-logs${query}`, admin);
      for (const [label, query] of Object.entries(platform))
        lists[label] = await timeSequential(`${server.url}/api/platform/email-logs${query}`, superAdmin);

      const metrics: Record<string, number> = {};
      const metricUrls: [string, string, string][] = [
        ['workspace: year', '/api/email-logs/metrics?range=year', admin],
        ['workspace: today (hourly)', '/api/email-logs/metrics?range=today', admin],
        ['all workspaces: year', '/api/platform/email-logs/metrics?range=year', superAdmin],
        [
          'all workspaces: quarter, one template',
          '/api/platform/email-logs/metrics?range=quarter&templateName=quote_sent',
          superAdmin,
        ],
        ['all workspaces: today (hourly)', '/api/platform/email-logs/metrics?range=today', superAdmin],
        [
          'all workspaces: year, one workspace',
          `/api/platform/email-logs/metrics?range=year&tenantId=${tenantId}`,
          superAdmin,
        ],
        [
          'all workspaces: year, one domain',
          `/api/platform/email-logs/metrics?range=year&recipient=${encodeURIComponent(domain)}`,
          superAdmin,
        ],
      ];
      for (const [label, path, cookie] of metricUrls)
        metrics[label] = await timeSequential(`${server.url}${path}`, cookie);

      const url = `${server.url}/api/email-logs`;
      await runUsers(url, () => ({ cookie: admin }), LOAD_USERS, LOAD_RATE_PER_USER, 2);
      const load = await runUsers(url, () => ({ cookie: admin }), LOAD_USERS, LOAD_RATE_PER_USER, LOAD_SECONDS);
      return { rows, tenants: EMAIL_TENANTS, lists, metrics, workspaceListUnderLoadP95: percentile(load.times, 95) };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const EMAIL_LOG_ROWS = (r: EmailLogsBench): [string, number, string, number][] => {
  const size = `${r.rows.toLocaleString('en')} emails, ${r.tenants.toLocaleString('en')} workspaces`;
  return [
    ...Object.entries(r.lists).map(([label, p95]): [string, number, string, number] => [
      `email log list p95, ${label} (${size})`,
      p95,
      'ms',
      50,
    ]),
    [
      `email log list p95, workspace newest page, ${LOAD_USERS} users × ${LOAD_RATE_PER_USER} req/s`,
      r.workspaceListUnderLoadP95,
      'ms',
      50,
    ],
    ...Object.entries(r.metrics).map(([label, p95]): [string, number, string, number] => [
      `email metrics p95, ${label}`,
      p95,
      'ms',
      150,
    ]),
  ];
};
