import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './auth-helpers';
import { expect, test } from './fixtures';

// The demo admin (msp_admin of Demo MSP, on its Enterprise trial): the pipeline needs Essentials or above.
test.use({ storageState: ADMIN_STORAGE_STATE });

const column = (page: Page, stage: string) => page.getByRole('region', { name: stage, exact: true });

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('pipeline: quick add on the board, a keyboard-only move, a pointer drag, the drawer, and a loss with its reason', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const name = `E2E firewall refresh ${Date.now().toString(36)}`;
  await page.goto('/dashboard/opportunities');
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
  await expect(column(page, 'Lead')).toBeVisible();

  // Quick add at the top of the Lead column: name, client, value.
  await column(page, 'Lead').getByRole('button', { name: 'Add an opportunity to Lead' }).click();
  const form = page.getByRole('form', { name: 'New opportunity' });
  await form.getByLabel('Name').fill(name);
  // On a cold server the first click can land while the form still renders: open the picker until it shows.
  const search = page.getByPlaceholder('Search clients');
  await expect(async () => {
    if (!(await search.isVisible())) await form.getByRole('button', { name: /^Client:/ }).click();
    await expect(search).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await search.fill('Harlow');
  await page.getByRole('option', { name: /Harlow & Finch/ }).click();
  await form.getByLabel('One-time value').fill('4,500');
  await form.getByRole('button', { name: 'Add' }).click();
  const card = page.getByTestId('deal-card').filter({ hasText: name });
  await expect(column(page, 'Lead').getByTestId('deal-card').filter({ hasText: name })).toBeVisible();
  await expect(card).toContainText('$4,500.00');

  // Keyboard only: focus the handle, Space picks up, Right moves a stage over, Space drops; the move is announced.
  const handle = card.getByRole('button', { name: `Move ${name}` });
  await handle.focus();
  await page.keyboard.press('Space');
  // Picking up is announced, then where the card is (over its own column until it moves).
  await expect(page.getByRole('status').filter({ hasText: `${name} is over Lead` })).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: `${name} is over Qualified` })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `${name} was moved from Lead to Qualified` })).toBeAttached();
  await expect(column(page, 'Qualified').getByTestId('deal-card').filter({ hasText: name })).toBeVisible();
  // The board moves the card before the server answers; other journeys add deals to this workspace meanwhile.
  const stageOnServer = async () => {
    const page100 = await (await page.request.get('/api/opportunities?sort=updated&limit=100')).json();
    return (page100 as { items: { name: string; stageName: string }[] }).items.find((d) => d.name === name)?.stageName;
  };
  await expect.poll(stageOnServer).toBe('Qualified');

  // The pointer: the grip carried onto the next column, which lights up as the drop target.
  const grip = (await handle.boundingBox())!;
  const scoping = (await column(page, 'Scoping').boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(scoping.x + scoping.width / 2, scoping.y + 120, { steps: 12 });
  await expect(page.getByTestId('dragged-card')).toBeVisible();
  await page.mouse.up();
  await expect(column(page, 'Scoping').getByTestId('deal-card').filter({ hasText: name })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The drawer: details, quotes, the stage history; then lost with a reason from the admin's list.
  await card.getByRole('button', { name, exact: true }).click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/[?&]deal=/);
  await expect(drawer.getByTestId('deal-timeline')).toContainText('Moved from Lead to Qualified');
  await expect(drawer.getByRole('link', { name: 'New quote' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Mark as lost' }).click();
  const lost = page.getByRole('dialog', { name: `Mark “${name}” as lost` });
  await lost.getByLabel(/Loss reason/).selectOption({ label: 'Price' });
  await lost.getByLabel('Note (optional)').fill('Went with a cheaper box.');
  await lost.getByRole('button', { name: 'Mark as lost' }).click();
  await expect(drawer.getByTestId('deal-outcome')).toContainText('Lost — Price');
  await expect(drawer.getByTestId('deal-timeline')).toContainText('Moved from Scoping to Lost');

  // Back closes the drawer; the card now sits in Lost with its reason.
  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(column(page, 'Lost').getByTestId('deal-card').filter({ hasText: name })).toContainText('Lost: Price');
  expect(consoleErrors).toEqual([]);
});

test('pipeline: the filters and the view live in the URL, and Back undoes them', async ({ page }) => {
  await page.goto('/dashboard/opportunities');
  await expect(column(page, 'Lead')).toBeVisible();
  await page.getByRole('radio', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByLabel('Activity').selectOption({ label: 'No activity for 7 days' });
  await expect(page).toHaveURL(/stale=7/);
  await page.getByLabel('Min value').fill('1000');
  await page.getByLabel('Min value').press('Enter');
  await expect(page).toHaveURL(/min=1000/);
  await page.goBack();
  await expect(page).not.toHaveURL(/min=1000/);
  await expect(page).toHaveURL(/stale=7/);
  await page.getByRole('button', { name: 'Clear all filters' }).first().click();
  await expect(page).not.toHaveURL(/stale=/);
  await expect(page).toHaveURL(/view=list/);
});
