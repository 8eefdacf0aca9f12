import { verify, X509Certificate, type KeyObject } from 'node:crypto';
import { AppError } from '../../platform/errors';
import type { OutboundTransport } from '../../platform/outbound/outbound-transport';
import { snsStringToSign, type SnsMessage } from './sns-message';

/** Where SNS serves its signing certificates and subscription confirmations: https://sns.<region>.amazonaws.com. */
const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;
const SNS_CERTIFICATE_NAME = /CN=sns\.([a-z0-9-]+\.)?amazonaws\.com(\.cn)?(\n|$)/;
/** SNS retries a delivery for at most an hour; older messages are refused (a replay inside it is deduplicated). */
export const SNS_MAX_AGE_MS = 2 * 60 * 60 * 1000;
const CACHE_LIMIT = 50;
const CACHE_MS = 24 * 60 * 60 * 1000;
/** Certificate fetches in flight at once per process: a stream of made-up certificate URLs cannot pile them up. */
const MAX_FETCHES = 4;

export interface SnsVerifierOptions {
  transport: OutboundTransport;
  /** host:port pairs trusted besides SNS over http too: local fakes in tests and benches, never production. */
  allowList?: readonly string[];
  now?: () => number;
}

export interface SnsVerifier {
  /**
   * The key of the message's signing certificate, fetched once a day (outside any transaction: it may take a
   * network round trip); 401 for an unsupported signature version, a certificate URL that is not SNS's or a stale
   * message.
   */
  signingKey(message: SnsMessage): Promise<KeyObject>;
  /** Throws 401 unless the message's signature verifies with the key. */
  verify(message: SnsMessage, key: KeyObject): void;
  /** Whether a URL is an SNS endpoint (or allow-listed): the only kind a SubscribeURL may be. */
  isSnsUrl(raw: string): boolean;
}

const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
const ALGORITHMS: Record<string, string | undefined> = { '1': 'sha1', '2': 'sha256' };

export function createSnsVerifier(options: SnsVerifierOptions): SnsVerifier {
  const now = options.now ?? Date.now;
  const allowList = new Set(options.allowList ?? []);
  const certificates = new Map<string, { key: Promise<KeyObject>; until: number }>();
  let fetching = 0;

  const isSnsUrl = (raw: string) => {
    if (!URL.canParse(raw)) return false;
    const url = new URL(raw);
    if (url.username || url.password) return false;
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    if (allowList.has(`${url.hostname}:${port}`)) return url.protocol === 'http:' || url.protocol === 'https:';
    return url.protocol === 'https:' && url.port === '' && SNS_HOST.test(url.hostname);
  };

  async function fetchKey(url: string): Promise<KeyObject> {
    const response = await options.transport({ method: 'GET', url, headers: { accept: 'application/x-pem-file' } });
    if (response.status !== 200) throw new Error(`the certificate URL answered ${response.status}`);
    const certificate = new X509Certificate(response.text);
    const at = now();
    if (Date.parse(certificate.validFrom) > at || Date.parse(certificate.validTo) < at) {
      throw new Error('the certificate is not valid today');
    }
    if (!SNS_CERTIFICATE_NAME.test(certificate.subject)) throw new Error('the certificate is not issued to Amazon SNS');
    return certificate.publicKey;
  }

  /** One fetch per certificate URL for a day, shared by concurrent requests; a failure is not kept. */
  function keyFor(url: string): Promise<KeyObject> {
    const cached = certificates.get(url);
    if (cached && cached.until > now()) return cached.key;
    if (fetching >= MAX_FETCHES) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Busy fetching SNS signing certificates: try again shortly.');
    }
    if (certificates.size >= CACHE_LIMIT) certificates.delete(certificates.keys().next().value as string);
    fetching += 1;
    const key = fetchKey(url).finally(() => (fetching -= 1));
    certificates.set(url, { key, until: now() + CACHE_MS });
    key.catch(() => certificates.delete(url));
    return key;
  }

  return {
    isSnsUrl,
    async signingKey(message) {
      if (!ALGORITHMS[message.SignatureVersion]) {
        throw unauthorized(`SNS SignatureVersion ${message.SignatureVersion} is not supported (1 or 2 only).`);
      }
      const url = message.SigningCertURL;
      if (!isSnsUrl(url) || !new URL(url).pathname.endsWith('.pem')) {
        throw unauthorized('The SNS signing certificate must come from https://sns.<region>.amazonaws.com/….pem.');
      }
      const sentAt = Date.parse(message.Timestamp);
      if (!Number.isFinite(sentAt) || now() - sentAt > SNS_MAX_AGE_MS || sentAt - now() > 5 * 60 * 1000) {
        throw unauthorized('The SNS message Timestamp is missing or more than two hours away from now.');
      }
      try {
        return await keyFor(url);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw unauthorized(`The SNS signing certificate could not be used: ${(error as Error).message}.`);
      }
    },
    verify(message, key) {
      const algorithm = ALGORITHMS[message.SignatureVersion] as string;
      let valid = false;
      try {
        const signed = Buffer.from(snsStringToSign(message), 'utf8');
        valid = verify(algorithm, signed, key, Buffer.from(message.Signature, 'base64'));
      } catch {
        valid = false;
      }
      if (!valid) throw unauthorized('The SNS message signature does not verify with the signing certificate.');
    },
  };
}
