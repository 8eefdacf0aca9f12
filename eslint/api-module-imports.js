import path from 'node:path';

const API_SRC = `${path.sep}apps${path.sep}api${path.sep}src${path.sep}`;
const TEST_ONLY = /\.(test|test-helpers|matrix|v1-matrix)$/;
const COMPOSITION_ROOT = new Set(['app.ts']);

/** Where a file sits in apps/api/src: its path there, its module (null outside modules/) and whether it is test code. */
export function placeOf(file) {
  const at = file.lastIndexOf(API_SRC);
  if (at < 0) return null;
  const inSrc = file
    .slice(at + API_SRC.length)
    .split(path.sep)
    .join('/');
  const moduleName = /^modules\/([^/]+)(\/|$)/.exec(inSrc)?.[1] ?? null;
  const stem = inSrc.replace(/\.tsx?$/, '');
  const isTest = TEST_ONLY.test(stem) || /(^|\/)testing\//.test(inSrc);
  return { inSrc, stem, moduleName, isTest };
}

/** The problem with one import from one file, or null: the API's module rule (docs/decisions/0030). */
export function importProblem(importer, target) {
  if (!target) return null;
  const sameModule = importer.moduleName !== null && importer.moduleName === target.moduleName;
  if (TEST_ONLY.test(target.stem) && !importer.isTest) return 'testOnly';
  if (target.moduleName === null || sameModule) return null;
  if (importer.inSrc.startsWith('platform/') && !importer.isTest) return 'platformUp';
  const inModule = target.stem.slice(`modules/${target.moduleName}`.length);
  if (inModule === '' || inModule === '/index') return null;
  if (/\.router$/.test(inModule) && COMPOSITION_ROOT.has(importer.inSrc)) return null;
  if (/\.(test-helpers|matrix|v1-matrix)$/.test(inModule) && importer.isTest) return null;
  return /\.router$/.test(inModule) ? 'router' : 'internal';
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleImportsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'API modules use each other only through their public files (docs/decisions/0030).' },
    messages: {
      internal: "Import module '{{module}}' through its index.ts, not '{{spec}}' (docs/decisions/0030).",
      router: 'Only app.ts mounts a router; use the module index.ts (docs/decisions/0030).',
      testOnly: "'{{spec}}' is test-only code: production files never import it (docs/decisions/0030).",
      platformUp: 'platform/ is below the modules: it never imports one (docs/decisions/0030).',
    },
    schema: [],
  },
  create(context) {
    const importer = placeOf(context.filename);
    if (!importer) return {};
    const check = (node, source) => {
      const spec = source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(context.filename), spec));
      const problem = importProblem(importer, target);
      if (problem) context.report({ node, messageId: problem, data: { spec, module: target.moduleName } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
