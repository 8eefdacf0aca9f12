// Builds the API server ahead of time into apps/api/dist/ (docs/decisions/0042-prebuilt-api-server.md): the
// workspace packages are bundled, node_modules stay external, source maps on. `npm start` runs the result.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { digestFiles, repoRoot } from './build-stamp.mjs';

export const API_OUT_DIR = join(repoRoot, 'apps/api/dist');
export const API_STAMP_FILE = join(API_OUT_DIR, '.build-stamp.json');

/** Every entry point of the built server: add a worker thread's entry file here (it is emitted as <out>.js). */
export const API_ENTRY_POINTS = [{ in: 'apps/api/src/main.ts', out: 'main' }];

/** Besides the bundled sources (esbuild lists those): how they are built and resolved. */
const BUILD_INPUTS = [
  'scripts/build-api.mjs',
  'package-lock.json',
  'tsconfig.base.json',
  'apps/api/tsconfig.json',
  'apps/api/package.json',
  'packages/db/package.json',
  'packages/domain/package.json',
  'packages/scoping/package.json',
];

/** Bare imports other than our workspace packages load from node_modules at run time. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@scopewright/') || args.kind === 'entry-point' ? undefined : { external: true },
    );
  },
};

/**
 * A bundled module's `import.meta.url` would be the bundle's; code that finds files next to its source (the
 * migrations, the email templates, the web build) gets its own source file's URL, relative to the bundle.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromOutDir = relative(API_OUT_DIR, args.path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(fromOutDir)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Builds the bundle, then stamps it with a digest of every file it was made from (build-api-if-stale.mjs). */
export async function buildApi() {
  // Imported here, not at the top: the stale check imports this file and should not pay for loading esbuild.
  const { build } = await import('esbuild');
  const { metafile } = await build({
    absWorkingDir: repoRoot,
    entryPoints: API_ENTRY_POINTS,
    outdir: API_OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    sourcesContent: false,
    plugins: [externalDependencies, sourceFileUrls],
    logLevel: 'warning',
    // findPostgresBinary imports a platform package by a computed name: it resolves from node_modules at run time.
    logOverride: { 'unsupported-dynamic-import': 'silent' },
    metafile: true,
  });
  const files = [...new Set([...BUILD_INPUTS, ...Object.keys(metafile.inputs)])].sort();
  mkdirSync(API_OUT_DIR, { recursive: true });
  writeFileSync(API_STAMP_FILE, JSON.stringify({ digest: digestFiles(files), files }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildApi();
  console.log(`Built the API server into ${relative(repoRoot, API_OUT_DIR)}/`);
}
