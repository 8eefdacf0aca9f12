import { twMerge } from 'tailwind-merge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn, setClassMerger } from './utils';

describe('cn', () => {
  beforeAll(() => setClassMerger(twMerge));
  afterAll(() => setClassMerger((className) => className));

  it('lets a later list override an earlier one', () => {
    expect(cn('px-4 py-2 text-sm', 'px-2')).toBe('py-2 text-sm px-2');
    expect(cn('text-muted-foreground', false, 'text-red-600')).toBe('text-red-600');
  });

  it('joins a single list as written', () => {
    expect(cn('flex gap-2', undefined, false, null)).toBe('flex gap-2');
    expect(cn({ hidden: true, flex: false })).toBe('hidden');
  });
});
