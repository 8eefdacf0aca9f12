import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signUpVerifiedAccount } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';

const SHOTS = '/tmp/shots/ai';
const EXAMPLE = 'Migrate 45 users from Google Workspace to Microsoft 365 and set up Intune for 30 laptops';

/** A new workspace (on its trial, which includes the assistant) whose owner is signed in. */
async function signInToNewWorkspace(page: Page, baseURL: string) {
  const { email } = await signUpVerifiedAccount(page.request, baseURL);
  const userId = await signInWithSession(page.context(), baseURL, email);
  await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));
}

const assistant = (page: Page) => page.getByTestId('ai-scoping');
const reviewPanel = (page: Page, name: string) => page.getByRole('region', { name });
const sectionNames = (page: Page) =>
  page
    .getByRole('textbox', { name: 'Section name' })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
const totalHours = async (page: Page, panel: string) =>
  Number(
    (await reviewPanel(page, panel).getByTestId('ai-review-totals').textContent())
      ?.match(/Total hours([\d,.]+) h/)?.[1]
      ?.replace(/,/g, '') ?? NaN,
  );

/** Full-page shots at desktop and phone widths; the viewport goes back to desktop afterwards. */
async function shootBoth(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface SavedLine {
  kind: string;
  name: string;
  source: string;
  sourceRef: string | null;
  minutes: number;
  unitPriceCents: number;
}

test.describe('AI scoping assistant', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('describe → Ctrl+Enter → accept all → a priced scope in under 5 s; it saves, reloads and refines', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToNewWorkspace(page, baseURL!);

    // Client step: a new client, then on to the scope.
    await page.goto('/dashboard/quotes/wizard');
    await page.getByRole('button', { name: 'New client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New client and contact' });
    await dialog.getByLabel('Client name').fill('Harbor Dental Group');
    await dialog.getByLabel('Contact first name').fill('Maya');
    await dialog.getByLabel('Contact last name').fill('Chen');
    await dialog.getByLabel('Contact email').fill('maya.chen@harbordental.test');
    await dialog.getByRole('button', { name: 'Create client' }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Quote title').fill('Google Workspace to Microsoft 365');
    await page.getByRole('button', { name: 'Continue to scope' }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/wizard\/[0-9a-f-]{36}\?step=scope$/);
    const quoteId = new URL(page.url()).pathname.split('/').pop()!;

    // The empty scope: the describe box first, building by hand second.
    await expect(assistant(page).getByRole('heading', { name: 'Describe the project' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Or build the scope by hand' })).toBeVisible();
    await expect(page.getByTestId('ai-usage')).toHaveText(/^0 of \d+ this month$|^0 this month · unlimited$/);
    const box = page.getByRole('textbox', { name: 'Project description' });
    await box.fill(EXAMPLE);
    await expect(assistant(page)).toContainText(`${EXAMPLE.length} / 5,000 characters`);
    await shootBoth(page, '1-describe');

    // The timed journey: generate, review, accept all, a priced scope of three or more phases with totals.
    await box.focus();
    const started = Date.now();
    await page.keyboard.press('Control+Enter');
    const panel = reviewPanel(page, 'Suggested scope');
    await panel.getByRole('button', { name: 'Accept all' }).click();
    await expect(page.getByTestId('scope-section').nth(2)).toBeVisible();
    await expect(page.getByTestId('summary-one-time-total')).toHaveText(/^\$[1-9][\d,]*\.\d\d$/);
    const elapsed = Date.now() - started;
    console.log(`AI scoping journey (Ctrl+Enter → accepted, priced scope): ${elapsed} ms`);
    expect(elapsed).toBeLessThan(5000);

    const phases = await sectionNames(page);
    expect(phases.length).toBeGreaterThanOrEqual(3);
    await expect(assistant(page)).toContainText(/lines? added to the scope below/);
    await expect(page.getByTestId('ai-usage')).toHaveText(/^1 (of \d+ )?this month/);
    await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
    await shootBoth(page, '3-accepted');

    // Reload: the lines are saved, priced, and marked as the assistant's with the run they came from.
    await page.reload();
    await expect(page.getByTestId('scope-section')).toHaveCount(phases.length);
    expect(await sectionNames(page)).toEqual(phases);
    const detail = (await (await page.request.get(`/api/quotes/${quoteId}`)).json()) as {
      version: { content: { sections: { lines: SavedLine[] }[] } };
    };
    const lines = detail.version.content.sections.flatMap((s) => s.lines);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) {
      expect(line.source).toBe('ai');
      expect(line.sourceRef).toMatch(/^[0-9a-f-]{36}$/);
      // Labour carries hours; the licences and services the work brings from the catalog carry a count.
      if (line.kind === 'labor') expect(line.minutes).toBeGreaterThan(0);
    }
    expect(lines.some((line) => line.unitPriceCents > 0)).toBe(true);
    const firstRun = lines[0]!.sourceRef!;

    // Refinement on the saved scope: more users, more hours; usage counts the second generation.
    await expect(assistant(page).getByRole('heading', { name: 'Refine the suggestion' })).toBeVisible();
    const firstHours = lines.reduce((sum, line) => sum + line.minutes, 0) / 60;
    const refine = page.getByRole('textbox', { name: 'What should change?' });
    await refine.fill('add 10 more users');
    await refine.press('Control+Enter');
    const refined = reviewPanel(page, 'Refined scope');
    await expect(refined.getByRole('button', { name: 'Accept all' })).toBeVisible();
    const refinedHours = await totalHours(page, 'Refined scope');
    console.log(`Refinement: ${firstHours} h → ${refinedHours} h`);
    expect(refinedHours).toBeGreaterThan(firstHours);
    await expect(page.getByTestId('ai-usage')).toHaveText(/^2 (of \d+ )?this month/);
    await expect(
      refined.getByRole('checkbox', { name: /Replace the \d+ lines added from the earlier suggestion/ }),
    ).toBeChecked();
    await shootBoth(page, '2-review');

    await refined.getByRole('button', { name: 'Accept all' }).click();
    await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
    const after = (await (await page.request.get(`/api/quotes/${quoteId}`)).json()) as typeof detail;
    const refinedLines = after.version.content.sections.flatMap((s) => s.lines);
    expect(new Set(refinedLines.map((line) => line.sourceRef)).size).toBe(1);
    expect(refinedLines[0]!.sourceRef).not.toBe(firstRun);
    expect(refinedLines.reduce((sum, line) => sum + line.minutes, 0) / 60).toBeCloseTo(refinedHours, 1);
    await shootBoth(page, '4-refined-accepted');

    expect(consoleErrors).toEqual([]);
  });

  test('an Essentials workspace at its 50 generations this month is told so, with the way to upgrade', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const { email } = await signUpVerifiedAccount(page.request, baseURL!);
    const userId = await signInWithSession(page.context(), baseURL!, email);
    // A paid Essentials plan (limit 50) with 49 generations already used this month.
    await withE2eDatabase(async (db) => {
      await db.query('update profiles set onboarding_completed = true where id = $1', [userId]);
      const { rows } = await db.query<{ tenant_id: string }>('select tenant_id from profiles where id = $1', [userId]);
      const tenantId = rows[0]!.tenant_id;
      await db.query(
        `update tenants set active_tier = 'essentials', selected_tier = 'essentials', trial_end_date = null where id = $1`,
        [tenantId],
      );
      await db.query(
        `insert into ai_runs (tenant_id, id, user_id, description, source, provider, prompt_version, status, output, latency_ms)
         select $1, gen_random_uuid(), $2, 'earlier run', 'builtin', 'builtin', 'builtin-1', 'succeeded', '{}'::jsonb, 1
         from generate_series(1, 49)`,
        [tenantId, userId],
      );
      // The month's usage counter, as the API keeps it beside its runs (docs/decisions/0043-ai-allowance-counter.md).
      await db.query(
        `insert into ai_usage_counters (tenant_id, month, stripe, used)
         values ($1, date_trunc('month', now() at time zone 'UTC')::date, 0, 49)`,
        [tenantId],
      );
    });
    const headers = { Origin: baseURL! };
    const client = await page.request.post('/api/clients', { headers, data: { name: 'Harbor Dental Group' } });
    const { id: clientId } = (await client.json()) as { id: string };
    const quote = await page.request.post('/api/quotes', { headers, data: { clientId, title: 'Office 365' } });
    const { id: quoteId } = (await quote.json()) as { id: string };

    await page.goto(`/dashboard/quotes/wizard/${quoteId}?step=scope`);
    await expect(page.getByTestId('ai-usage')).toHaveText('49 of 50 this month');
    const box = page.getByRole('textbox', { name: 'Project description' });
    await box.fill(EXAMPLE);
    await box.press('Control+Enter');
    await expect(reviewPanel(page, 'Suggested scope').getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(page.getByTestId('ai-usage')).toHaveText('50 of 50 this month');

    // The 51st: refused before any work, nothing counted, and the message says what to do.
    await page.getByRole('button', { name: 'Discard' }).click();
    await box.fill('Deploy SentinelOne EDR to 75 endpoints and remove the old antivirus');
    await box.press('Control+Enter');
    const notice = assistant(page).getByRole('alert');
    await expect(notice).toContainText('Your workspace has used all 50 AI generations included this month.');
    await expect(notice.getByRole('link')).toHaveAttribute('href', '/dashboard/billing');
    await expect(page.getByTestId('ai-usage')).toHaveText('50 of 50 this month');
    await page.screenshot({ path: `${SHOTS}/5-limit-essentials-1280.png`, fullPage: true });
  });
});
