import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { Readable } from 'node:stream';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

export interface StaticFile {
  path: string;
  size: number;
  contentType: string;
  cacheControl: string;
}

/** Dotfiles, source maps and anything outside the root are never served (docs/security.md#errors-fail-closed). */
export function safeFilePath(root: string, urlPath: string): string | null {
  const segments = urlPath.split('/').slice(1);
  const isUnsafe = (s: string) => s === '' || s.startsWith('.') || s.includes('\\') || s.includes('\0');
  if (segments.length === 0 || segments.some(isUnsafe)) return null;
  if (urlPath.toLowerCase().endsWith('.map')) return null;
  const full = join(root, ...segments);
  return full.startsWith(root.endsWith(sep) ? root : root + sep) ? full : null;
}

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath === '/sw.js' || urlPath.endsWith('.html') || urlPath.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=3600';
}

export async function findStaticFile(root: string, urlPath: string): Promise<StaticFile | null> {
  const path = safeFilePath(root, urlPath);
  if (path === null) return null;
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  const contentType = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  return { path, size: info.size, contentType, cacheControl: cacheControlFor(urlPath) };
}

export function fileResponse(file: StaticFile, isHead: boolean): Response {
  const headers = {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Cache-Control': file.cacheControl,
  };
  if (isHead) return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}
