import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

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
  mtimeMs: number;
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
  return { path, size: info.size, mtimeMs: info.mtimeMs, contentType, cacheControl: cacheControlFor(urlPath) };
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Compressed hashed assets kept in memory: the dist's whole assets folder is a few MB. */
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
const compressed = new Map<string, { mtimeMs: number; body: Buffer }>();
let cachedBytes = 0;

/** A q-value above zero for gzip in Accept-Encoding. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * A hashed asset (/assets/…, immutable) compressed once per process and served from memory: compressing on every
 * request made a cold dashboard load, 50 scripts at once, queue the API calls behind gzip work (ADR 0040).
 */
async function compressedAsset(file: StaticFile): Promise<Buffer | null> {
  const hit = compressed.get(file.path);
  if (hit?.mtimeMs === file.mtimeMs) return hit.body;
  const body = await gzipAsync(await readFile(file.path));
  if (cachedBytes + body.length > MAX_CACHED_BYTES) return body;
  compressed.set(file.path, { mtimeMs: file.mtimeMs, body });
  cachedBytes += body.length;
  return body;
}

export async function fileResponse(
  file: StaticFile,
  { head = false, acceptEncoding }: { head?: boolean; acceptEncoding?: string } = {},
): Promise<Response> {
  const headers = {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Cache-Control': file.cacheControl,
  };
  const immutable = file.cacheControl.includes('immutable');
  if (immutable && COMPRESSIBLE.test(file.contentType) && file.size >= 1024) {
    const gzipped = acceptsGzip(acceptEncoding);
    const body = gzipped ? await compressedAsset(file) : null;
    const sent = body
      ? { ...headers, 'Content-Length': String(body.length), 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' }
      : { ...headers, Vary: 'Accept-Encoding' };
    if (head) return new Response(null, { status: 200, headers: sent });
    return new Response(body ?? (await readFile(file.path)), { status: 200, headers: sent });
  }
  if (head) return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}
