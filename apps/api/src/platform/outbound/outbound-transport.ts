import type { LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { OutboundError } from './outbound-error';
import { parseOutboundUrl, type OutboundUrl, type OutboundUrlOptions } from './parse-outbound-url';
import { pinnedLookup, resolvePinnedAddress, systemLookup, type LookupAll } from './resolve-pinned-address';

/** Shaped like the PSA transport's request and response, so this transport is one. */
export interface OutboundRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

export interface OutboundResponse {
  status: number;
  headers: Headers;
  text: string;
}

export type OutboundTransport = (request: OutboundRequest) => Promise<OutboundResponse>;

export interface OutboundTransportOptions extends OutboundUrlOptions {
  /** The whole exchange: resolving, connecting, sending and reading the answer. */
  timeoutMs?: number;
  maxResponseBytes?: number;
  lookup?: LookupAll;
}

export const DEFAULT_OUTBOUND_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
// Headers the transport decides: the target, the framing, and no compression (the size cap counts bytes read).
const OWN_HEADERS = new Set(['host', 'content-length', 'transfer-encoding', 'connection', 'accept-encoding']);
const CERTIFICATE_ERROR = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS_CERT_ALTNAME_INVALID/;

/**
 * Calls only public addresses (or allow-listed host:port pairs), connecting to the address checked at resolution
 * so a second DNS answer cannot redirect it; never follows a redirect (a 3xx is returned as is).
 */
export function createOutboundTransport(options: OutboundTransportOptions = {}): OutboundTransport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_OUTBOUND_TIMEOUT_MS;
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const lookupAll = options.lookup ?? systemLookup;
  return async (request) => {
    const target = parseOutboundUrl(request.url, options);
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), timeoutMs);
    try {
      const pinned = await untilAborted(resolvePinnedAddress(target, lookupAll), timer.signal);
      const body = await encodeBody(request.body);
      return await exchange({ target, pinned, request, body, maxBytes, signal: timer.signal });
    } catch (error) {
      if (error instanceof OutboundError) throw error;
      if (timer.signal.aborted) {
        throw new OutboundError('unavailable', `${target.hostname} did not answer within ${seconds(timeoutMs)}`, {
          cause: error,
        });
      }
      const code = String((error as NodeJS.ErrnoException).code ?? '');
      if (CERTIFICATE_ERROR.test(code)) {
        throw new OutboundError('unreachable', `The certificate of ${target.hostname} is not valid (${code})`, {
          cause: error,
        });
      }
      throw new OutboundError('unavailable', `Could not connect to ${target.hostname}`, { cause: error });
    } finally {
      clearTimeout(timeout);
    }
  };
}

interface Exchange {
  target: OutboundUrl;
  pinned: LookupAddress;
  request: OutboundRequest;
  body: { bytes: Buffer; contentType: string | null } | null;
  maxBytes: number;
  signal: AbortSignal;
}

function exchange({ target, pinned, request, body, maxBytes, signal }: Exchange): Promise<OutboundResponse> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!OWN_HEADERS.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
  }
  headers.host = target.url.host;
  headers['accept-encoding'] = 'identity';
  if (body) headers['content-length'] = String(body.bytes.length);
  if (body?.contentType) headers['content-type'] = body.contentType;
  const isHttps = target.url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
    const onResponse = (response: IncomingMessage) => {
      const tooLarge = () => {
        reject(
          new OutboundError('bad_response', `The answer from ${target.hostname} is larger than ${size(maxBytes)}`),
        );
        call.destroy();
      };
      if (Number(response.headers['content-length']) > maxBytes) return tooLarge();
      const chunks: Buffer[] = [];
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBytes) tooLarge();
        else chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () => {
        try {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: toHeaders(response.rawHeaders), text });
        } catch (error) {
          reject(
            new OutboundError('bad_response', `${target.hostname} answered with unreadable headers`, { cause: error }),
          );
        }
      });
    };
    const call = (isHttps ? httpsRequest : httpRequest)(
      {
        protocol: target.url.protocol,
        host: target.hostname,
        port: target.port,
        path: `${target.url.pathname}${target.url.search}`,
        method: request.method,
        headers,
        agent: false,
        signal,
        lookup: pinnedLookup(pinned),
        ...(isHttps && isIP(target.hostname) === 0 ? { servername: target.hostname } : {}),
      },
      onResponse,
    );
    call.on('error', reject);
    call.end(body?.bytes);
  });
}

async function encodeBody(body: OutboundRequest['body']) {
  if (body === undefined) return null;
  if (typeof body === 'string') return { bytes: Buffer.from(body, 'utf8'), contentType: null };
  const multipart = new Response(body);
  return { bytes: Buffer.from(await multipart.arrayBuffer()), contentType: multipart.headers.get('content-type') };
}

function toHeaders(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  return headers;
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const seconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} seconds` : `${ms} ms`);
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
