// The shapes of a reference to a text outside this repository, in priority order (an earlier one wins an overlap).
// Each yields refs `{ start, end, pattern, kind, … }`; a quoted section name right after a reference belongs to it.

const QUOTED = String.raw`(?:,?\s+("[^"\n]*"|\{host\}))?`;

export const PATTERNS = [
  {
    pattern: 'issue N',
    regex: new RegExp(
      String.raw`\b[Ii]ssue\s+(\d+)(?:,?\s+(?:items?|deliverables?|deliver)\s+\d+(?:\s*[–-]\s*\d+)?(?:(?:,\s*|\s+and\s+)\d+)*)?` +
        String.raw`(?:\s+"[^"\n]*")?(?:\s+§\s?\d+(?:\.\d+)?)?(?:'s)?`,
      'gi',
    ),
    refs: (m) => [{ kind: 'issue', number: Number(m[1]) }],
  },
  {
    pattern: 'security #N',
    regex: /\b[Ss]ecurity(?:\.md)?\s*#(\d+)((?:(?:,\s*|\s+and\s+|\/)#\d+)*)(?:'s)?/g,
    refs: (m) => [m[1], ...(m[2].match(/\d+/g) ?? [])].map((n) => ({ kind: 'security', number: Number(n) })),
  },
  {
    pattern: 'spec §N',
    regex: new RegExp(String.raw`(?:\b(?:[Tt]he\s+)?[Ss]pec(?:'s)?\s+)?§\s?(\d+(?:\.\d+)?)(?:\s+("[^"\n]*"))?`, 'g'),
    refs: (m) => [{ kind: 'spec', section: m[1] }],
    name: (m) => (/^(the\s+)?spec/i.test(m[0]) ? 'spec §N' : '§N'),
  },
  {
    pattern: 'decisions.md',
    regex: new RegExp(String.raw`\bdecisions\.md(?:,\s+(Sign-up and workspaces)\b)?` + QUOTED, 'g'),
    refs: (m) => [{ kind: 'decisions', name: (m[1] ?? m[2] ?? '').replace(/"/g, '').toLowerCase() }],
  },
  {
    pattern: 'design doc (ui.md, data-model.md …)',
    regex:
      /(?<![\w/.-])(ui|data-model|ai-scoping|architecture|stack-notes|conventions|security)\.md(?![\w-])(?::?\s+("[^"\n]*"))?/g,
    refs: (m) => [{ kind: 'design-doc', doc: m[1], name: (m[2] ?? '').toLowerCase() }],
  },
  {
    pattern: '../shared',
    regex: /\.\.\/shared[\w./-]*/g,
    refs: () => [{ kind: 'shared' }],
  },
  {
    pattern: 'design notes',
    regex: /\b(?:the\s+)?design notes\b/g,
    refs: () => [{ kind: 'design-notes' }],
  },
];

/** References in `text`, sorted, without overlaps. */
export function findRefs(text) {
  const found = [];
  for (const shape of PATTERNS) {
    for (const m of text.matchAll(shape.regex)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ start, end, pattern: shape.name?.(m) ?? shape.pattern, refs: shape.refs(m) });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
