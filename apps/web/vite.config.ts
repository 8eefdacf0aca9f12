import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { markdownPlugin } from './markdown-plugin.ts';
import { serviceWorkerPlugin } from './service-worker-plugin.ts';
import { stylesFirstPlugin } from './styles-first-plugin.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [markdownPlugin(), react(), tailwindcss(), serviceWorkerPlugin(), stylesFirstPlugin()],
  resolve: { alias: { '@': src } },
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
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'prerender/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
  },
});
