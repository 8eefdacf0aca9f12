import { readFileSync } from 'node:fs';

const parentOf = (pid: number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
};

/**
 * A webServer process exits when the Playwright runner that started it is gone (killed by a timeout, say), so
 * no orphan keeps the e2e ports. Playwright starts us through `sh -c`: the runner is our grandparent.
 */
export function exitWithRunner(): void {
  const runner = parentOf(process.ppid);
  if (runner === null) return;
  const timer = setInterval(() => {
    if (parentOf(process.ppid) !== runner) process.exit(0);
  }, 2_000);
  timer.unref();
}
