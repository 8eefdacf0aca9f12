import { describe, expect, it } from 'vitest';
import { compareLines } from './line-diff';

const lines = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `line ${i + from}`).join('\n');

describe('compareLines', () => {
  it('is empty for identical text', () => {
    expect(compareLines('a\nb', 'a\nb')).toEqual([]);
  });

  it('numbers removed and added lines on their own side', () => {
    expect(compareLines('Hi {{name}}\nBye', 'Hello {{name}}\nBye\nPS')).toEqual([
      { kind: 'removed', text: 'Hi {{name}}', oldNo: 1, newNo: null },
      { kind: 'added', text: 'Hello {{name}}', oldNo: null, newNo: 1 },
      { kind: 'same', text: 'Bye', oldNo: 2, newNo: 2 },
      { kind: 'added', text: 'PS', oldNo: null, newNo: 3 },
    ]);
  });

  it('folds long unchanged runs, keeping three lines of context around each change', () => {
    const before = lines(20);
    const after = before.replace('line 10', 'line ten');
    const rows = compareLines(before, after);
    expect(rows[0]).toEqual({ kind: 'skipped', count: 6 });
    expect(rows.filter((row) => row.kind === 'same')).toHaveLength(6);
    expect(rows.at(-1)).toEqual({ kind: 'skipped', count: 7 });
    expect(
      rows.filter((row) => row.kind === 'removed' || row.kind === 'added').map((row) => 'text' in row && row.text),
    ).toEqual(['line 10', 'line ten']);
  });
});
