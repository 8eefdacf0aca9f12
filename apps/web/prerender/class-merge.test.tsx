// @vitest-environment node
import { twMerge } from 'tailwind-merge';
import { afterAll, describe, expect, it } from 'vitest';
import { setClassMerger } from '@/lib/utils';
import { PRERENDER_PATHS, renderPage } from './entry-server';

const joinOnly = (className: string) => className;

// The public pages load without tailwind-merge (lib/utils.ts): they must not pass conflicting classes.
describe('public pages without tailwind-merge', () => {
  afterAll(() => setClassMerger(joinOnly));

  it.each(PRERENDER_PATHS)('%s renders the same HTML as with it', async (path) => {
    setClassMerger(joinOnly);
    const joined = await renderPage(path);
    setClassMerger(twMerge);
    const merged = await renderPage(path);
    expect(joined).toContain('<h1');
    expect(joined).toBe(merged);
  });
});
