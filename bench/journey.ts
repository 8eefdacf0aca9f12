// The core journey in real Chromium against the running server — dashboard description → client →
// Accept all → Next → Next → Send → the client signs in a second browser context — counted and timed per step.
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium';
import { runCoreJourney, type CoreJourneyResult } from '../e2e/core-journey';
import { median } from './lib';

const RUNS = 3;
const DESCRIPTION = 'Migrate 45 users from Google Workspace to Microsoft 365 and set up Intune for 30 laptops';

export interface JourneyBench {
  actions: number;
  medianTotalMs: number;
  /** The run whose total is the median: its step times are printed. */
  medianRun: CoreJourneyResult;
  totalsMs: number[];
  /** Median over the runs of the Review step's long tasks (to Review, Send, the sent confirmation). */
  medianReviewLongTaskMs: number;
}

/** Needs a server started with DEMO_PASSWORD and TRUST_PROXY=on (each run signs in from an address of its own). */
export async function benchJourney(baseUrl: string, password: string): Promise<JourneyBench> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const runs: CoreJourneyResult[] = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: 1440, height: 900 },
        extraHTTPHeaders: { 'X-Forwarded-For': `10.79.0.${run}` },
      });
      const page = await context.newPage();
      const headers = { Origin: baseUrl };
      const signIn = await page.request.post('/api/auth/sign-in/email', {
        headers,
        data: { email: 'admin@demo-msp.test', password },
      });
      if (!signIn.ok()) throw new Error(`journey bench: sign-in → ${signIn.status()}`);
      const name = `Bench Journey Partners ${run}`;
      const client = await page.request.post('/api/clients', {
        headers,
        data: { name, contact: { firstName: 'Priya', lastName: 'Shah', email: `priya.${run}@bench-journey.test` } },
      });
      if (client.status() !== 201) throw new Error(`journey bench: new client → ${client.status()}`);
      await page.goto('/dashboard');
      runs.push(
        await runCoreJourney(page, browser, {
          description: DESCRIPTION,
          clientSearch: name,
          signer: { name: 'Priya Shah', title: 'Managing partner' },
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const totalsMs = runs.map((r) => r.totalMs);
  const medianTotalMs = median(totalsMs);
  return {
    actions: Math.max(...runs.map((r) => r.actions)),
    medianTotalMs,
    medianRun: runs.find((r) => r.totalMs === medianTotalMs)!,
    totalsMs,
    medianReviewLongTaskMs: median(runs.map((r) => r.reviewLongTaskMs)),
  };
}
