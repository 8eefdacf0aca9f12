import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';
import { linkIn, waitForEmail, MAILBOX_PORT } from './mailbox';
import { signInFreshWorkspaceAdmin } from './workspace-helpers';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const dataFile = (name: string) => readFileSync(`${repoRoot}.data/e2e/${name}`, 'utf8').trim();
const e2eDatabaseUrl = () =>
  `postgres://postgres:${encodeURIComponent(dataFile('postgres.password'))}@127.0.0.1:${dataFile('postgres.port')}/scopewright`;

interface RunnerSummary {
  jobs: number;
  completed: number;
  ownSent: number;
}

/** A second process running the lifecycle pass beside the e2e server's worker (lifecycle-runner.ts); its summary. */
function runSecondProcess(baseURL: string): Promise<RunnerSummary> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/lifecycle-runner.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: e2eDatabaseUrl(),
      SESSION_SECRET: dataFile('session-secret'),
      APP_URL: baseURL,
      LIFECYCLE_JOBS: '4',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      const line = output.split('\n').find((l) => l.startsWith('{"jobs"'));
      if (code === 0 && line) resolve(JSON.parse(line) as RunnerSummary);
      else reject(new Error(`lifecycle-runner exited with ${code}:\n${output}`));
    }),
  );
}

const messagesTo = async (address: string) =>
  ((await (await fetch(`http://127.0.0.1:${MAILBOX_PORT}/messages`)).json()) as { to: string[] }[]).filter((m) =>
    m.to.includes(address),
  );

test.describe('lifecycle emails', () => {
  test('a trial workspace advanced to day 10 gets exactly one "medium" reminder with two worker processes; its one-click link unsubscribes', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const origin = baseURL ?? '';
    const { email } = await signInFreshWorkspaceAdmin(context, origin, {
      domainPrefix: 'e2e-lifecycle',
      company: 'Reminder Works',
      firstName: 'Rita',
      lastName: 'Reminder',
    });
    const tenantId = await withE2eDatabase(async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `update tenants set trial_start_date = now() - interval '10 days 1 hour',
           trial_end_date = now() - interval '10 days 1 hour' + interval '14 days'
         where contact_email = $1 returning id`,
        [email],
      );
      return rows[0]!.id;
    });

    // The e2e server's worker runs four queued passes while a second process runs its own pass at the same time.
    const second = await runSecondProcess(origin);
    expect(second.jobs).toBe(4);
    expect(second.completed).toBe(4);
    expect(second.ownSent).toBeLessThanOrEqual(1);

    const reminder = await waitForEmail(email, /^Your Scopewright trial ends in 4 days$/);
    expect(reminder.decoded).toContain('data-urgency="medium"');
    expect(reminder.decoded).toMatch(
      /List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/email-preferences\/unsubscribe\?token=/,
    );
    expect(reminder.decoded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    await page.waitForTimeout(1_500); // a duplicate, were there one, would have arrived by now
    expect(await messagesTo(email)).toHaveLength(1);
    const steps = await withE2eDatabase(
      async (client) =>
        (
          await client.query<{ step: string; urgency: string }>(
            `select s.step, l.metadata -> 'template_data' ->> 'urgency' as urgency
           from lifecycle_email_sends s join email_logs l on l.id = s.email_log_id where s.tenant_id = $1`,
            [tenantId],
          )
        ).rows,
    );
    expect(steps).toEqual([{ step: 'trial_reminder:10', urgency: 'medium' }]);

    // The footer link opens a page that changes nothing until its button is pressed.
    await page.goto(linkIn(reminder, `${origin}/api/email-preferences/unsubscribe`));
    await expect(page.getByRole('heading', { name: 'Unsubscribe from trial reminders?' })).toBeVisible();
    await expect(page.getByText('Reminder Works will stop receiving trial reminders')).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Reminder Works will no longer receive trial reminders');

    await page.getByRole('link', { name: 'Open email preferences' }).click();
    await expect(page.getByRole('switch', { name: 'Trial reminders' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'Usage alerts' })).toHaveAttribute('aria-checked', 'true');
  });

  test('a tampered unsubscribe link says so and changes nothing', async ({ page }) => {
    await page.goto('/api/email-preferences/unsubscribe?token=1.00000000-0000-4000-8000-000000000000.usageAlerts.x');
    await expect(page.getByRole('heading', { name: 'This unsubscribe link does not work' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This unsubscribe link is malformed');
    await expect(page.getByRole('button')).toHaveCount(0);
  });
});
