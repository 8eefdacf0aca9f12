import { findRefs } from './find-refs.mjs';
import { targetOf } from './ref-targets.mjs';

// Whole phrases that read badly after a mechanical rewrite.
const PHRASES = [
  ['Both widths of ui.md:', 'Both widths we design for (docs/product-rules.md#ui-rules):'],
  ["(security #19's rules for images)", '(the image rules of docs/security.md#image-uploads)'],
  [
    'The list decisions.md names explicitly.',
    'The providers the product rules name (docs/product-rules.md#sign-up-and-workspaces).',
  ],
  ['in the voice of §8.', 'in the voice of the fixed texts (docs/product-rules.md#fixed-texts).'],
  ['Security #19 for ', 'The image-upload rules (docs/security.md#image-uploads) for '],
  ['Security #19, shared by', 'The image-upload rules (docs/security.md#image-uploads), shared by'],
  ['Spec §7 send-contact-to-slack:', "The contact form's chat notice (docs/product-rules.md#contact-form):"],
  ['Spec §7 profile read + get_user_roles + access summary', 'The profile, its role records and the access summary'],
  ['(400, security #3: no mass assignment)', '(400: no mass assignment, docs/security.md#no-mass-assignment)'],
  ["whenever §5's rule says", 'whenever the completeness rule says'],
  ['(spec §2.11 shows one unwired;', '(the original design shows one unwired;'],
  ['(MyProfile, spec §3 Profile)', '(MyProfile)'],
  ["Issue 15's budget", 'The budget'],
  ['// issue 7 (was 150, ADR 0008)', '// docs/decisions/0014-public-website.md (was 150, ADR 0008)'],
  ['texts of spec §2, §5 and §8 for', 'texts (docs/product-rules.md#fixed-texts) for'],
  ['§6 matrix. `free`', 'The plan matrix (docs/product-rules.md#tiers-and-limits). `free`'],
  ["Issue 15's core journey", 'The core journey'],
  [', reminders (item 6).', ', reminders.'],
];

const SEPARATOR = /^(?:\s*(?:,|;|\/|and|,\s*and)\s*)$/;
// The first words of a comment, or of a JSDoc line after a full stop or the opener.
const SENTENCE_START = /(?:^|\n)\s*(?:\/\*\*?|\/\/|--|\{\/\*)\s*$|(?:^\s*\/\*\*?\s*|\.\s*)\n\s*\*\s*$/;
const PREPOSITION = /\s(?:of|from|in|by|per|under)\s+$/;

/** Adjacent references joined by commas, slashes or "and" are one group. */
function groupRefs(text, found) {
  const groups = [];
  for (const ref of found) {
    const last = groups.at(-1);
    if (last && SEPARATOR.test(text.slice(last.end, ref.start))) {
      last.end = ref.end;
      last.items.push(ref);
    } else groups.push({ start: ref.start, end: ref.end, items: [ref] });
  }
  return groups;
}

/** Index of the end of the sentence holding `from`: its full stop, or the end of the comment's text. */
function sentenceEnd(text, from) {
  for (let i = from; i < text.length; i++) {
    if (text[i] !== '.' || !/^(\s|\*\/|$)/.test(text.slice(i + 1, i + 3))) continue;
    if (/\b(e\.g|i\.e)$/.test(text.slice(Math.max(0, i - 3), i))) continue;
    return i;
  }
  return text.replace(/\s*(\*\/|\*\/\})?\s*$/, '').length;
}

function sentenceStart(text, before) {
  const cut = text.slice(0, before).search(/\.\s[^.]*$/);
  return cut === -1 ? 0 : cut + 1;
}

/** A parenthetical made only of references, each with at most a three-word tail: "(spec §7 atomic-signup, issue 16)". */
function enclosingRefList(text, group, groups) {
  const open = text.lastIndexOf('(', group.start);
  const close = text.indexOf(')', group.end);
  if (open === -1 || close === -1 || /[()]/.test(text.slice(open + 1, group.start) + text.slice(group.end, close))) {
    return null;
  }
  const inside = [];
  let at = open + 1;
  while (at < close) {
    while (/\s/.test(text[at])) at++;
    const g = groups.find((candidate) => candidate.start === at);
    if (!g) return null;
    inside.push(g);
    const next = text.slice(g.end, close).search(/[,;]/);
    const tail = text.slice(g.end, next === -1 ? close : g.end + next).trim();
    if (tail.startsWith(':') || tail.split(/\s+/).length > 3) return null;
    at = next === -1 ? close : g.end + next + 1;
  }
  return { open, close, inside };
}

function removal(text, start, end) {
  if (/\($/.test(text.slice(0, start)) && /^[,;]?\s/.test(text.slice(end)))
    return [start, end + text.slice(end).match(/^[,;]?\s+/)[0].length];
  if (/,\s$/.test(text.slice(0, start)) && /^[),]/.test(text.slice(end))) return [start - 2, end];
  if (/ $/.test(text.slice(0, start)) && /^[\s,.;:)]/.test(text.slice(end))) return [start - 1, end];
  return [start, end];
}

/** Rewrites one comment; returns the new text and what was seen ({ pattern, targets }). */
export function rewriteComment(original) {
  let text = original;
  for (const [phrase, replacement] of PHRASES) text = text.replaceAll(phrase, replacement);
  const found = findRefs(text);
  const seen = [];
  if (found.length === 0) return { text, seen };
  const lower = text.toLowerCase();
  const targetsOf = (group) => {
    const sentence = lower.slice(sentenceStart(lower, group.start), sentenceEnd(lower, group.end) + 1);
    const targets = group.items.flatMap((f) => {
      const own = f.refs.map((ref) => targetOf(ref, sentence, lower));
      seen.push({ pattern: f.pattern, text: text.slice(f.start, f.end), targets: own });
      return own;
    });
    return [...new Set(targets.filter(Boolean))];
  };
  const groups = groupRefs(text, found);
  const edits = [];
  const appended = new Map();
  const append = (at, targets) => appended.set(at, [...(appended.get(at) ?? []), ...targets]);
  const handled = new Set();
  for (const group of groups) {
    if (handled.has(group)) continue;
    const list = enclosingRefList(text, group, groups);
    if (list) {
      list.inside.forEach((g) => handled.add(g));
      const targets = [...new Set(list.inside.flatMap(targetsOf))];
      if (targets.length > 0) edits.push([list.open + 1, list.close, targets.join(', ')]);
      else edits.push([list.open - (text[list.open - 1] === ' ' ? 1 : 0), list.close + 1, '']);
      continue;
    }
    const targets = targetsOf(group);
    const before = text.slice(0, group.start);
    const after = text.slice(group.end);
    const atStart = SENTENCE_START.test(before);
    if (/^[:;.]\s/.test(after) && (atStart || /\($/.test(before))) {
      edits.push([group.start, group.end + after.match(/^[:;.]\s+/)[0].length, '', atStart]);
    } else if (PREPOSITION.test(before)) {
      edits.push([group.start - before.match(PREPOSITION)[0].length, group.end, '']);
    } else {
      const [start, end] = removal(text, group.start, /^ /.test(after) && atStart ? group.end + 1 : group.end);
      edits.push([start, end, '', atStart]);
    }
    if (targets.length > 0) append(sentenceEnd(text, group.end), targets);
  }
  for (const [at, targets] of appended) {
    const fresh = [...new Set(targets)].filter((t) => !edits.some((e) => e[2].includes(t)));
    if (fresh.length > 0) edits.push([at, at, ` (${fresh.join(', ')})`]);
  }
  edits.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  for (const [start, end, replacement, capitalise] of edits) {
    let tail = text.slice(end);
    if (capitalise && /^[a-z][a-z-]*[\s,:;.]/.test(tail)) tail = tail[0].toUpperCase() + tail.slice(1);
    text = text.slice(0, start) + replacement + tail;
  }
  return { text, seen };
}
