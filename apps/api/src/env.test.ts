import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const dataDir = () => mkdtempSync(join(tmpdir(), 'sw-env-'));
const KEY = 'a'.repeat(64);
const external = {
  DATABASE_URL: 'postgres://app:pw@db:5432/app',
  SESSION_SECRET: 'x'.repeat(32),
  INTEGRATIONS_ENCRYPTION_KEY: KEY,
};

describe('loadEnv', () => {
  it('applies the defaults in embedded mode', () => {
    const config = loadEnv({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Scopewright <no-reply@scopewright.app>',
      logLevel: 'info',
      worker: true,
      web: true,
      trustProxy: false,
      superAdminEmailDomains: [],
      shutdownTimeoutMs: 10_000,
    });
  });

  it('listens on 127.0.0.1 in embedded mode and on every interface with DATABASE_URL, unless HOST says', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(loadEnv(external).host).toBeUndefined();
    expect(loadEnv({ ...external, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadEnv({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadEnv({ DATA_DIR: dataDir(), HOST: '::' }).host).toBe('::');
    expect(loadEnv({ DATA_DIR: dataDir(), HOST: 'localhost' }).host).toBe('localhost');
  });

  it('generates the session secret once, stored with mode 600', () => {
    const dir = dataDir();
    const first = loadEnv({ DATA_DIR: dir }).sessionSecret;
    expect(Buffer.from(first, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadEnv({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('generates the integrations key once in embedded mode, stored with mode 600', () => {
    const dir = dataDir();
    const first = loadEnv({ DATA_DIR: dir }).integrationsKeyring.current.id;
    expect(statSync(join(dir, 'integrations-key')).mode & 0o777).toBe(0o600);
    expect(loadEnv({ DATA_DIR: dir }).integrationsKeyring.current.id).toBe(first);
  });

  it('takes the integrations key and the previous keys from the environment', () => {
    const previous = 'b'.repeat(64);
    const ring = loadEnv({ ...external, INTEGRATIONS_ENCRYPTION_KEYS_PREVIOUS: ` ${previous} ,` }).integrationsKeyring;
    expect(ring.byId.size).toBe(2);
    expect(ring.current.id).toBe(loadEnv({ ...external, DATA_DIR: dataDir() }).integrationsKeyring.current.id);
    expect(ring.current.id).not.toBe(loadEnv({ DATA_DIR: dataDir() }).integrationsKeyring.current.id);
  });

  it('parses lists, switches and the APP_URL default from PORT', () => {
    const config = loadEnv({
      ...external,
      PORT: '8080',
      WORKER: 'off',
      TRUST_PROXY: 'on',
      SUPER_ADMIN_EMAIL_DOMAINS: ' Example.com, ops.example.org ',
    });
    expect(config).toMatchObject({
      port: 8080,
      appUrl: 'http://localhost:8080',
      worker: false,
      trustProxy: true,
      superAdminEmailDomains: ['example.com', 'ops.example.org'],
    });
    expect(loadEnv({ ...external, APP_URL: 'https://app.example.com/' }).appUrl).toBe('https://app.example.com');
  });

  it('reads the outbound allow-list and the Autotask zone lookup override (the local PSA fakes)', () => {
    expect(loadEnv(external)).toMatchObject({ outboundAllowList: [], autotaskZoneLookupUrl: undefined });
    const config = loadEnv({
      ...external,
      OUTBOUND_ALLOW_LIST: ' 127.0.0.1:4010, 127.0.0.1:4011 ',
      AUTOTASK_ZONE_LOOKUP_URL: 'http://127.0.0.1:4011/',
    });
    expect(config.outboundAllowList).toEqual(['127.0.0.1:4010', '127.0.0.1:4011']);
    expect(config.autotaskZoneLookupUrl).toBe('http://127.0.0.1:4011');
  });

  const invalid: [string, Record<string, string>, string][] = [
    [
      'PORT not a number',
      { PORT: 'abc' },
      'Invalid environment: PORT must be an integer between 0 and 65535 (got "abc")',
    ],
    [
      'PORT too big',
      { PORT: '70000' },
      'Invalid environment: PORT must be an integer between 0 and 65535 (got "70000")',
    ],
    [
      'APP_URL not a URL',
      { APP_URL: 'localhost:3000' },
      'Invalid environment: APP_URL must be a http:// or https:// URL (got "localhost:3000")',
    ],
    [
      'DATABASE_URL wrong scheme',
      { DATABASE_URL: 'mysql://u:secretpw@h/db' },
      'Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL (got 23 characters)',
    ],
    [
      'SESSION_SECRET missing with DATABASE_URL',
      { DATABASE_URL: external.DATABASE_URL },
      'Invalid environment: SESSION_SECRET is required when DATABASE_URL is set (at least 32 characters)',
    ],
    [
      'SESSION_SECRET short',
      { ...external, SESSION_SECRET: 'short' },
      'Invalid environment: SESSION_SECRET must be at least 32 characters (got 5 characters)',
    ],
    [
      'INTEGRATIONS_ENCRYPTION_KEY missing with DATABASE_URL',
      { DATABASE_URL: external.DATABASE_URL, SESSION_SECRET: external.SESSION_SECRET },
      'Invalid environment: INTEGRATIONS_ENCRYPTION_KEY is required when DATABASE_URL is set: 32 random bytes written as 64 hex or 44 base64 characters; generate one with "openssl rand -base64 32"',
    ],
    [
      'INTEGRATIONS_ENCRYPTION_KEY not 32 bytes',
      { INTEGRATIONS_ENCRYPTION_KEY: 'secretpw-but-not-a-key' },
      'Invalid environment: INTEGRATIONS_ENCRYPTION_KEY must be 32 random bytes written as 64 hex or 44 base64 characters; generate one with "openssl rand -base64 32" (got 22 characters)',
    ],
    [
      'INTEGRATIONS_ENCRYPTION_KEYS_PREVIOUS with a bad key',
      { INTEGRATIONS_ENCRYPTION_KEYS_PREVIOUS: `${'c'.repeat(64)},secretpw` },
      'Invalid environment: INTEGRATIONS_ENCRYPTION_KEYS_PREVIOUS must be a comma-separated list of keys, each 32 random bytes written as 64 hex or 44 base64 characters; generate one with "openssl rand -base64 32" (got 73 characters)',
    ],
    [
      'AUTOTASK_ZONE_LOOKUP_URL not a URL',
      { AUTOTASK_ZONE_LOOKUP_URL: 'webservices.autotask.net' },
      'Invalid environment: AUTOTASK_ZONE_LOOKUP_URL must be a https:// or http:// URL (got "webservices.autotask.net")',
    ],
    [
      'SMTP_URL wrong scheme',
      { SMTP_URL: 'http://mail' },
      'Invalid environment: SMTP_URL must be a smtp:// or smtps:// URL (got 11 characters)',
    ],
    [
      'LOG_LEVEL unknown',
      { LOG_LEVEL: 'loud' },
      'Invalid environment: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    ['WORKER not on/off', { WORKER: 'yes' }, 'Invalid environment: WORKER must be "on" or "off" (got "yes")'],
    [
      'MAIL_FROM with a newline',
      { MAIL_FROM: 'a@b.c\nBcc: x@y.z' },
      'Invalid environment: MAIL_FROM must be an address like "Name <no-reply@example.com>" (got "a@b.c\\nBcc: x@y.z")',
    ],
    [
      'bad admin domain',
      { SUPER_ADMIN_EMAIL_DOMAINS: 'example.com,not a domain' },
      'Invalid environment: SUPER_ADMIN_EMAIL_DOMAINS must be a comma-separated list of domains like "example.com" (got "example.com,not a domain")',
    ],
    [
      'NODE_ENV unknown',
      { NODE_ENV: 'staging' },
      'Invalid environment: NODE_ENV must be development, production or test (got "staging")',
    ],
    [
      'SHUTDOWN_TIMEOUT_MS negative',
      { SHUTDOWN_TIMEOUT_MS: '-1' },
      'Invalid environment: SHUTDOWN_TIMEOUT_MS must be an integer between 0 and 600000 (got "-1")',
    ],
    [
      'HOST not an address',
      { HOST: 'http://0.0.0.0' },
      'Invalid environment: HOST must be an IP address (127.0.0.1, 0.0.0.0, ::) or a host name (got "http://0.0.0.0")',
    ],
    [
      'DEMO_PASSWORD short',
      { DEMO_PASSWORD: 'abc' },
      'Invalid environment: DEMO_PASSWORD must be at least 8 characters (got 3 characters)',
    ],
  ];

  it.each(invalid)('%s → one clear line naming the variable', (_name, env, message) => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), ...env })).toThrow(message);
    try {
      loadEnv({ DATA_DIR: dataDir(), ...env });
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
      expect((error as Error).message).not.toMatch(/secretpw/);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadEnv({ DATA_DIR: dataDir(), PORT: '', SMTP_URL: '' })).toMatchObject({ port: 3000, smtpUrl: undefined });
  });
});
