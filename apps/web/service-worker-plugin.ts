import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

const SOURCE = new URL('./src/service-worker/sw.js', import.meta.url);

/** Emits /sw.js stamped with a fresh build id, so every deploy installs a new (waiting) worker. */
export function serviceWorkerPlugin(): Plugin {
  const render = (buildId: string) => readFileSync(SOURCE, 'utf8').replaceAll('__BUILD_ID__', JSON.stringify(buildId));

  return {
    name: 'scopewright:service-worker',
    configureServer(server) {
      server.middlewares.use('/sw.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(render('dev'));
      });
    },
    generateBundle() {
      const buildId = `${new Date().toISOString()}-${randomUUID().slice(0, 8)}`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: render(buildId) });
    },
  };
}
