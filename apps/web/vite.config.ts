import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
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

export default defineConfig(({ mode }) => ({
  plugins: [
    markdownPlugin(),
    react(),
    tailwindcss(),
    serviceWorkerPlugin(),
    stylesFirstPlugin(),
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
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs)|lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon|createLucideIcon|context|defaultAttributes))[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'prerender/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // Component tests drive whole screens with user-event; on a busy 2-core machine one can take several seconds.
    testTimeout: 15_000,
  },
}));
