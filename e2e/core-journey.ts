import type { Browser, Page } from '@playwright/test';
import {
  AI_SCOPING_COPY,
  HOME_COPY,
  PUBLIC_QUOTE_PAGE_COPY as CLIENT,
  SENDING_COPY,
  WIZARD_COPY,
} from '@scopewright/domain';

export interface CoreJourneyInput {
  description: string;
  /** What the engineer types to find the client; the client must have a primary contact. */
  clientSearch: string;
  signer: { name: string; title: string };
}

export interface JourneyStep {
  name: string;
  /** Milliseconds since the first action when this step was done. */
  atMs: number;
  actions: number;
}

export interface CoreJourneyResult {
  actions: number;
  totalMs: number;
  steps: JourneyStep[];
  quoteUrl: string;
  /** The description the scope was generated from. */
  carriedDescription: string;
  /** The composer's To list as it opened. */
  preselectedTo: string;
  /** Milliseconds of main-thread long tasks from the click to Review until the sent confirmation settled. */
  reviewLongTaskMs: number;
  clientLink: string;
}

/**
 * The core journey, as a user does it, counting each click, typed field and key press: the dashboard's
 * description → client → Accept all → Next → Next → Send → the client opens the link in a browser of their own,
 * signs and accepts. No waits of its own: each step waits only for what the user waits to see. Shared by the
 * e2e test (which asserts) and `npm run bench` (which times it).
 */
export async function runCoreJourney(
  firm: Page,
  browser: Browser,
  input: CoreJourneyInput,
): Promise<CoreJourneyResult> {
  let actions = 0;
  let started = 0;
  const steps: JourneyStep[] = [];
  const act = async (action: () => Promise<unknown>) => {
    if (actions === 0) started = performance.now();
    actions += 1;
    await action();
  };
  const done = (name: string) => steps.push({ name, atMs: performance.now() - started, actions });

  const describe = firm.getByRole('textbox', { name: HOME_COPY.describeLabel });
  await describe.waitFor();
  await act(() => describe.fill(input.description));
  await act(() => firm.getByRole('button', { name: HOME_COPY.describeSubmit }).click());
  const search = firm.getByRole('combobox', { name: 'Search clients' });
  await search.waitFor();
  done('description carried to a new quote');

  await act(() => search.fill(input.clientSearch));
  const generation = firm.waitForRequest((r) => new URL(r.url()).pathname === '/api/ai/scope-suggestions');
  await act(() => search.press('Enter'));
  const carriedDescription = ((await generation).postDataJSON() as { description: string }).description;
  const acceptAll = firm.getByRole('button', { name: AI_SCOPING_COPY.acceptAll }).first();
  await acceptAll.waitFor();
  done('client chosen, quote created, scope generated');

  await act(() => acceptAll.click());
  await acceptAll.waitFor({ state: 'detached' });
  done('suggestions accepted');
  const bar = firm.getByRole('group', { name: WIZARD_COPY.stepBarLabel });
  await act(() => bar.getByRole('button', { name: new RegExp(`^${WIZARD_COPY.next}`) }).click());
  await firm.waitForURL(/step=pricing/);

  done('Pricing');
  await startLongTaskCount(firm);
  await act(() => bar.getByRole('button', { name: new RegExp(`^${WIZARD_COPY.next}`) }).click());
  await firm.waitForURL(/step=review/);
  await bar.getByRole('button', { name: SENDING_COPY.send }).waitFor();
  done('Review');

  await act(() => bar.getByRole('button', { name: SENDING_COPY.send }).click());
  const composer = firm.getByRole('dialog', { name: SENDING_COPY.composerTitle });
  const to = composer.getByRole('list', { name: 'To' });
  await to.getByRole('listitem').first().waitFor();
  const preselectedTo = (await to.textContent()) ?? '';
  const sent = firm.waitForResponse((r) => /\/api\/quotes\/[^/]+\/send$/.test(new URL(r.url()).pathname));
  await act(() => composer.getByRole('button', { name: SENDING_COPY.send }).click());
  const share = ((await (await sent).json()) as { share: { url: string } }).share;
  await firm.getByRole('dialog', { name: SENDING_COPY.sentTitle }).waitFor();
  done('sent');
  const reviewLongTaskMs = await readLongTaskCount(firm);

  const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const client = await clientContext.newPage();
    await act(() => client.goto(share.url));
    await act(() => client.getByRole('button', { name: CLIENT.accept }).click());
    await act(() => client.getByLabel(CLIENT.fullName).fill(input.signer.name));
    await act(() => client.getByLabel(CLIENT.title).fill(input.signer.title));
    await act(() => client.locator('[data-field="agreed"]').getByRole('checkbox').check());
    await act(() => client.getByRole('button', { name: CLIENT.submitAccept }).click());
    await client.getByText(/^Accepted — /).waitFor({ timeout: 20_000 });
    done('client signed and accepted');
  } finally {
    await clientContext.close();
  }
  return {
    actions,
    totalMs: steps.at(-1)!.atMs,
    steps,
    quoteUrl: firm.url(),
    carriedDescription,
    preselectedTo,
    reviewLongTaskMs,
    clientLink: share.url,
  };
}

// In-page code as source text: the e2e project is typed for Node, not the DOM.
const START_LONG_TASK_COUNT = `(() => {
  window.__longTaskMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTaskMs += entry.duration;
  }).observe({ type: 'longtask' });
})()`;
const READ_LONG_TASK_COUNT = `new Promise((resolve) => {
  const read = () => resolve(Math.round(window.__longTaskMs ?? 0));
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(read, 500)));
})`;

/** Sums the page's long tasks (main-thread work over 50 ms, as Chromium reports them) from now on. */
async function startLongTaskCount(page: Page): Promise<void> {
  await page.evaluate(START_LONG_TASK_COUNT);
}

/** The sum so far, once the page has been idle for two animation frames and a short settle. */
async function readLongTaskCount(page: Page): Promise<number> {
  return page.evaluate<number>(READ_LONG_TASK_COUNT);
}
