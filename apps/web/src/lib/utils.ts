import { clsx, type ClassValue } from 'clsx';

type ClassMerger = (className: string) => string;

let mergeClasses: ClassMerger = (className) => className;

/**
 * Joins class names. Where a second list meets the first (a caller's `className`, a conditional list),
 * conflicting Tailwind classes are resolved by tailwind-merge once `lib/tailwind-merge.ts` has run: the dashboard and the sign-in screens load it; the public pages render the same HTML without it (checked by
 * `prerender/class-merge.test.tsx`), so their first load leaves it out (ADR 0014).
 */
export function cn(...inputs: ClassValue[]) {
  const joined = clsx(inputs);
  // One class list on its own (a component's base classes with no override) has no conflicts to resolve, and
  // resolving them is the costliest part of a first render: merge only where two lists meet.
  return inputs.filter(Boolean).length > 1 ? mergeClasses(joined) : joined;
}

export function setClassMerger(merger: ClassMerger) {
  mergeClasses = merger;
}
