import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { inlineStylesPlugin } from './inline-styles-plugin.ts';
import { src } from './vite.config.ts';

/**
 * The client's quote page (q.html) as a build of its own, run after the app's (`npm run build`), into the same
 * dist/. Nothing is shared with the app's chunks, so the page loads its HTML (the stylesheet inside it) and one
 * script (the accept and decline forms stay lazy), and React is Preact's compatibility layer: the same components in a third of the bytes, which a
 * client opening the link on a phone over a slow network feels (ADR 0023).
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), inlineStylesPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx(-dev)?-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: { input: { q: fileURLToPath(new URL('./q.html', import.meta.url)) } },
  },
});
