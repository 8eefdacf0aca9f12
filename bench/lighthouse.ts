import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Simulated (mobile, slow 4G, 4× slower CPU) milliseconds: first and largest paint, time to interactive. */
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  interactiveMs: number;
  totalBlockingTimeMs: number;
  /** Audits below a perfect score, for the report. */
  failing: string[];
}

/** Lighthouse (mobile) on the landing page, the blog, one post, contact and support (docs/decisions/0014-public-website.md). */
export const LIGHTHOUSE_PATHS = ['/', '/blog', '/blog/ai-transforming-msps', '/contact', '/support'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Lighthouse's default mobile run (emulated phone, simulated slow 4G and CPU) on each path, in Debian's Chromium.
 * The cookie notice is left as a first-time visitor sees it.
 */
export async function benchLighthouse(baseUrl: string, paths: readonly string[]): Promise<LighthouseScores[]> {
  const chrome = await launch({
    chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
    chromeFlags: [...(CHROMIUM_LAUNCH_OPTIONS.args ?? [])],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const path of paths) {
      await fetch(`${baseUrl}${path}`); // warm the server's caches, as a returning visitor's server would be
      const run = () =>
        lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
      // Lighthouse sometimes loses its own trace (NO_NAVSTART, "Please run Lighthouse again"): one more try.
      let result = await run();
      if (result?.lhr.runtimeError) result = await run();
      if (!result) throw new Error(`lighthouse: no result for ${path}`);
      if (result.lhr.runtimeError) throw new Error(`lighthouse ${path}: ${result.lhr.runtimeError.message}`);
      const { categories, audits } = result.lhr;
      const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
      const failing = CATEGORIES.flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`),
      );
      results.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        firstContentfulPaintMs: audits['first-contentful-paint']?.numericValue ?? NaN,
        largestContentfulPaintMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        interactiveMs: audits['interactive']?.numericValue ?? NaN,
        totalBlockingTimeMs: audits['total-blocking-time']?.numericValue ?? NaN,
        failing,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
