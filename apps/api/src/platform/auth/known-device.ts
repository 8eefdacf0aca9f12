import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { COOKIE_PREFIX } from './auth';

/**
 * "This browser has signed in to this account before" (ADR 0028): an HttpOnly cookie holding a random device id
 * and, per account signed in from it, an HMAC of (account email, device id) under the session secret. Nobody can
 * mint one for an account without its password, so a flood of wrong passwords elsewhere never locks it out here.
 */
export const KNOWN_DEVICE_COOKIE = `${COOKIE_PREFIX}.known_device`;
const COOKIE_PATH = '/api/auth/sign-in';
const MAX_AGE_S = 400 * 24 * 60 * 60;
const MAX_ACCOUNTS = 5;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export interface DeviceKeys {
  /** The session secret. */
  secret: string;
  /** Secure cookie (an https APP_URL). */
  secure: boolean;
}

interface KnownDevice {
  deviceId: string;
  tags: string[];
}

const tagFor = (secret: string, email: string, deviceId: string) =>
  createHmac('sha256', secret).update(`known-device|${email}|${deviceId}`).digest('base64url').slice(0, 22);

function readDevice(c: Context): KnownDevice | null {
  const [deviceId, ...tags] = (getCookie(c, KNOWN_DEVICE_COOKIE) ?? '').split('.');
  if (!deviceId || !DEVICE_ID.test(deviceId)) return null;
  return { deviceId, tags: tags.slice(0, MAX_ACCOUNTS) };
}

/** The device id when this browser proved `email`'s password before, otherwise null. */
export function knownDeviceFor(c: Context, { secret }: DeviceKeys, email: string): string | null {
  const device = readDevice(c);
  if (!device) return null;
  const expected = Buffer.from(tagFor(secret, email, device.deviceId));
  const known = device.tags.some(
    (tag) => tag.length === expected.length && timingSafeEqual(Buffer.from(tag), expected),
  );
  return known ? device.deviceId : null;
}

/** After a correct password: remembers `email` on this browser (the newest few accounts). */
export function rememberDevice(c: Context, { secret, secure }: DeviceKeys, email: string): void {
  const device = readDevice(c) ?? { deviceId: randomBytes(16).toString('base64url'), tags: [] };
  const tag = tagFor(secret, email, device.deviceId);
  const tags = [tag, ...device.tags.filter((t) => t !== tag)].slice(0, MAX_ACCOUNTS);
  setCookie(c, KNOWN_DEVICE_COOKIE, [device.deviceId, ...tags].join('.'), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    maxAge: MAX_AGE_S,
  });
}
