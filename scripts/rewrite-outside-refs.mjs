#!/usr/bin/env node
// Rewrites code comments that cite texts outside this repository ("§5", "spec §4", "security #7", "issue 15",
// "decisions.md", "ui.md", "../shared") into pointers at docs/security.md, docs/product-rules.md or
// docs/decisions/, or drops the pointer where the comment stands without it. Only comments change; strings and
// code are left alone. Idempotent.
//
//   node scripts/rewrite-outside-refs.mjs             rewrite in place, print counts
//   node scripts/rewrite-outside-refs.mjs --dry-run   print counts and what would change, write nothing
//   node scripts/rewrite-outside-refs.mjs --check     exit 1 while any comment still cites an outside text
// Options: --samples=N (show N rewritten comments), --verbose (list every dropped reference and every one in a
// string, which this script does not touch).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commentSpans } from './outside-refs/comment-spans.mjs';
import { findRefs } from './outside-refs/find-refs.mjs';
import { rewriteComment } from './outside-refs/rewrite-comment.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const EXTENSIONS = /\.(ts|tsx|js|mjs|css|sql)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'test-results', 'playwright-report']);
// This tool names the patterns it looks for.
const SELF = [/^scripts\/rewrite-outside-refs\.mjs$/, /^scripts\/outside-refs\//];
// Applied migrations are history: their text never changes once shipped.
const HISTORY = [/^packages\/db\/migrations\//];

const args = process.argv.slice(2);
const check = args.includes('--check');
const write = !check && !args.includes('--dry-run');
const verbose = args.includes('--verbose');
const samples = Number(args.find((a) => a.startsWith('--samples='))?.split('=')[1] ?? 0);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (EXTENSIONS.test(entry.name)) yield path;
  }
}

/** Anchors the docs define: explicit `id="…"` and GitHub's heading slugs. */
function docAnchors(file) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const ids = [...text.matchAll(/id="([\w-]+)"/g)].map((m) => m[1]);
  const slugs = [...text.matchAll(/^#+\s+(.+)$/gm)].map((m) =>
    m[1]
      .toLowerCase()
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s/g, '-'),
  );
  return new Set([...ids, ...slugs]);
}

function isValidTarget(target, anchors) {
  const [file, anchor] = target.split('#');
  if (!existsSync(join(ROOT, file))) return false;
  if (!anchor) return true;
  anchors[file] ??= docAnchors(file);
  return anchors[file].has(anchor);
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;
const counts = new Map();
const count = (key, field) => {
  const row = counts.get(key) ?? { found: 0, pointed: 0, dropped: 0 };
  row[field] += 1;
  counts.set(key, row);
};
const dropped = [];
const inStrings = [];
const invalid = new Set();
const anchors = {};
const rewrites = [];
let filesChanged = 0;

for (const root of ROOTS) {
  for (const path of sourceFiles(join(ROOT, root))) {
    const file = relative(ROOT, path);
    if ([...SELF, ...HISTORY].some((pattern) => pattern.test(file))) continue;
    const text = readFileSync(path, 'utf8');
    const spans = commentSpans(text, file);
    let code = text;
    for (const { start, end } of spans) code = code.slice(0, start) + ' '.repeat(end - start) + code.slice(end);
    for (const ref of findRefs(code))
      inStrings.push(`${file}:${lineOf(text, ref.start)}: ${text.slice(ref.start, ref.end)}`);
    let output = text;
    for (const { start, end } of [...spans].reverse()) {
      const comment = text.slice(start, end);
      const { text: rewritten, seen } = rewriteComment(comment);
      for (const { pattern, text: refText, targets } of seen) {
        count(pattern, 'found');
        for (const target of targets) {
          count(pattern, target ? 'pointed' : 'dropped');
          if (!target) dropped.push(`${file}:${lineOf(text, start)}: ${refText}`);
          else if (!isValidTarget(target, anchors)) invalid.add(target);
        }
      }
      if (rewritten !== comment) {
        rewrites.push({ at: `${file}:${lineOf(text, start)}`, before: comment, after: rewritten });
        // A comment left empty goes, with the spaces before it.
        const empty = /^(\/\/|--)\s*$|^\/\*+\s*\*\/$/.test(rewritten);
        const from = empty ? start - /[ \t]*$/.exec(text.slice(0, start))[0].length : start;
        output = output.slice(0, from) + (empty ? '' : rewritten) + output.slice(end);
      }
    }
    if (output !== text) {
      filesChanged += 1;
      if (write) writeFileSync(path, output);
    }
  }
}

console.log('outside references in comments, per pattern (a reference may name several targets):');
for (const [pattern, row] of [...counts].sort((a, b) => b[1].found - a[1].found)) {
  console.log(
    `  ${pattern.padEnd(38)} ${String(row.found).padStart(4)} found, ${row.pointed} pointed, ${row.dropped} dropped`,
  );
}
console.log(`${rewrites.length} comments in ${filesChanged} files ${write ? 'rewritten' : 'would change'}.`);
console.log(`${inStrings.length} outside references in strings or code (not touched; fix by hand).`);
if (verbose) {
  console.log('\ndropped (the comment stands without a pointer):\n  ' + dropped.join('\n  '));
  console.log('\nin strings or code:\n  ' + inStrings.join('\n  '));
}
for (const { at, before, after } of rewrites.slice(0, samples)) console.log(`\n--- ${at}\n${before}\n+++\n${after}`);
if (invalid.size > 0) {
  console.error(`\ntargets that do not exist in docs/: ${[...invalid].join(', ')}`);
  process.exit(2);
}
if (check && rewrites.length > 0) {
  console.error('\nComments still cite texts outside this repository: run node scripts/rewrite-outside-refs.mjs');
  process.exit(1);
}
