import { clsx, type ClassValue } from 'clsx';

type ClassMerger = (className: string) => string;

let mergeClasses: ClassMerger = (className) => className;

/**
 * Joins class names. Conflicting Tailwind classes are resolved by tailwind-merge once `lib/tailwind-merge.ts` has
 * run: the dashboard and the sign-in screens load it; the public pages render the same HTML without it (checked by
 * `prerender/class-merge.test.tsx`), so their first load leaves it out (ADR 0014).
 */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

export function setClassMerger(merger: ClassMerger) {
  mergeClasses = merger;
}
