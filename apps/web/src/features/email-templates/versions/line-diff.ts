import { diffLines } from 'diff';

export type DiffRow =
  | { kind: 'same' | 'added' | 'removed'; text: string; oldNo: number | null; newNo: number | null }
  | { kind: 'skipped'; count: number };

/**
 * The lines of `before` → `after` (Myers, from the `diff` package), with unchanged runs longer than twice
 * `context` folded into one "skipped" row, as a code review shows them. Empty when nothing changed.
 */
export function compareLines(before: string, after: string, context = 3): DiffRow[] {
  if (before === after) return [];
  const rows: Exclude<DiffRow, { kind: 'skipped' }>[] = [];
  let oldNo = 1;
  let newNo = 1;
  // A last line without its newline would differ from the same line with one.
  const withEnd = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);
  for (const part of diffLines(withEnd(before), withEnd(after))) {
    const lines = part.value.replace(/\n$/, '').split('\n');
    for (const text of lines) {
      if (part.added) rows.push({ kind: 'added', text, oldNo: null, newNo: newNo++ });
      else if (part.removed) rows.push({ kind: 'removed', text, oldNo: oldNo++, newNo: null });
      else rows.push({ kind: 'same', text, oldNo: oldNo++, newNo: newNo++ });
    }
  }
  const near = rows.map(() => false);
  rows.forEach((row, i) => {
    if (row.kind === 'same') return;
    for (let j = Math.max(0, i - context); j <= Math.min(rows.length - 1, i + context); j++) near[j] = true;
  });
  const folded: DiffRow[] = [];
  for (let i = 0; i < rows.length;) {
    if (near[i]) {
      folded.push(rows[i]!);
      i++;
      continue;
    }
    let end = i;
    while (end < rows.length && !near[end]) end++;
    folded.push({ kind: 'skipped', count: end - i });
    i = end;
  }
  return folded;
}
