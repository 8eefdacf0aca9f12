import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { build, type Plugin, type Rolldown } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { planFirstScreenChunks, type PlanningOutput } from './first-screen-chunks.ts';
import { fontPreloadPlugin } from './font-preload-plugin.ts';
import { markdownPlugin } from './markdown-plugin.ts';
import { serviceWorkerPlugin } from './service-worker-plugin.ts';
import { stylesFirstPlugin } from './styles-first-plugin.ts';

export const src = fileURLToPath(new URL('./src', import.meta.url));
const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The client's quote page is its own entry (q.html, features/public-quotes): the dev server serves it at /q/*.
 * The production build makes it separately (vite.quote-page.config.ts), after this one.
 */
const publicQuoteEntryPlugin = (): Plugin => ({
  name: 'scopewright:public-quote-entry',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url?.startsWith('/q/')) req.url = '/q.html';
      next();
    });
  },
});

// react-router's package exports only its development build (with dev warnings); the production build is the
// same code with ENABLE_DEV_WARNINGS off.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** The screens whose code the chunk plan groups (first-screen-chunks.ts). */
const FIRST_SCREENS = {
  entry: entry('./src/app/main.tsx'),
  dashboard: entry('./src/app/routes/dashboard-routes.tsx'),
  publicPages: [
    entry('./src/features/marketing/landing-page.tsx'),
    entry('./src/features/marketing/public-page.tsx'),
    entry('./src/app/routes/not-found-route.tsx'),
  ],
};

const FRAMEWORK_GROUP: Rolldown.CodeSplittingGroup = {
  name: 'framework',
  priority: 2,
  test: /node_modules[\\/](react|react-dom|scheduler|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs)|lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon|createLucideIcon|context|defaultAttributes))[\\/]/,
};

/**
 * The client build's chunks: the framework, then (`firstScreens`) the plan that groups each first screen's
 * modules (first-screen-chunks.ts), made from a planning build of this same config without it.
 */
async function chunkGroups(mode: string, firstScreens: boolean): Promise<Rolldown.CodeSplittingGroup[]> {
  if (!firstScreens) return [FRAMEWORK_GROUP];
  const planningBuild = async () => {
    const config = await appConfig(mode, false);
    return (await build({
      ...config,
      root: fileURLToPath(new URL('.', import.meta.url)),
      mode,
      configFile: false,
      logLevel: 'silent',
      build: { ...config.build, write: false, manifest: false },
    })) as PlanningOutput;
  };
  const owner = await planFirstScreenChunks(planningBuild, FIRST_SCREENS);
  return [FRAMEWORK_GROUP, { name: (id: string) => owner.get(id) ?? null, debugName: 'first-screens', priority: 1 }];
}

const appConfig = async (mode: string, firstScreens: boolean): Promise<ViteUserConfig> => ({
  plugins: [
    markdownPlugin(),
    react(),
    tailwindcss(),
    serviceWorkerPlugin(),
    stylesFirstPlugin(),
    fontPreloadPlugin(/^assets\/inter-latin-wght-normal-/),
    publicQuoteEntryPlugin(),
  ],
  resolve: {
    alias: { '@': src, ...(mode === 'production' ? { 'react-router': reactRouterProduction } : {}) },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      input: { index: entry('./index.html') },
      output: {
        codeSplitting: { groups: await chunkGroups(mode, firstScreens) },
      },
    },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'prerender/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // Component tests drive whole screens with user-event; on a busy 2-core machine one can take several seconds.
    testTimeout: 15_000,
  },
});

// The chunk plan is for the client build only: not for the dev server, the tests or the prerender's SSR build.
export default defineConfig(({ mode, command, isSsrBuild }) =>
  appConfig(mode, command === 'build' && isSsrBuild !== true),
);
