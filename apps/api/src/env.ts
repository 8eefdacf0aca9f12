import { createPublicKey, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { DEFAULT_MAIL_FROM, SUPPORT_EMAIL } from '@scopewright/domain';
import { z } from 'zod';
import { DEFAULT_AI_TIMEOUT_MS, LLM_PROVIDERS, type LlmConfig } from './platform/ai/llm-config';
import {
  createKeyring,
  KEY_FORMAT_HINT,
  KeyringError,
  parseEncryptionKey,
  readOrCreateKeyFile,
  type Keyring,
} from './platform/secret-box/encryption-keyring';
import {
  STRIPE_ENV_FIELDS,
  STRIPE_SECRET_VARIABLES,
  stripeConfig,
  type StripeConfig,
} from './platform/billing/stripe-env';

const onOff = (name: string, fallback: 'on' | 'off') =>
  z
    .enum(['on', 'off'], { error: `${name} must be "on" or "off"` })
    .default(fallback)
    .transform((v) => v === 'on');

const int = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .default(String(fallback))
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      error: `${name} must be an integer between ${min} and ${max}`,
    })
    .transform(Number);

const url = (name: string, schemes: readonly string[]) =>
  z.string().refine(
    (v) => {
      try {
        return schemes.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { error: `${name} must be a ${schemes.map((s) => `${s}//`).join(' or ')} URL` },
  );

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' })
    .default('production'),
  PORT: int('PORT', 0, 65535, 3000),
  HOST: z
    .string()
    .refine((v) => isIP(v) !== 0 || HOSTNAME.test(v), {
      error: 'HOST must be an IP address (127.0.0.1, 0.0.0.0, ::) or a host name',
    })
    .optional(),
  APP_URL: url('APP_URL', ['http:', 'https:']).optional(),
  DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:']).optional(),
  DATA_DIR: z.string().min(1, { error: 'DATA_DIR must not be empty' }).default('.data'),
  SESSION_SECRET: z.string().min(32, { error: 'SESSION_SECRET must be at least 32 characters' }).optional(),
  INTEGRATIONS_ENCRYPTION_KEY: z
    .string()
    .refine((v) => parseEncryptionKey(v) !== null, {
      error: `INTEGRATIONS_ENCRYPTION_KEY must be ${KEY_FORMAT_HINT}`,
    })
    .optional(),
  INTEGRATIONS_ENCRYPTION_KEYS_PREVIOUS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((key) => parseEncryptionKey(key) !== null), {
      error: `INTEGRATIONS_ENCRYPTION_KEYS_PREVIOUS must be a comma-separated list of keys, each ${KEY_FORMAT_HINT}`,
    }),
  SMTP_URL: url('SMTP_URL', ['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z
    .string()
    .refine((v) => !/[\r\n]/.test(v) && /@/.test(v), {
      error: 'MAIL_FROM must be an address like "Name <no-reply@example.com>"',
    })
    .default(DEFAULT_MAIL_FROM),
  DEMO_PASSWORD: z.string().min(8, { error: 'DEMO_PASSWORD must be at least 8 characters' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WORKER: onOff('WORKER', 'on'),
  WEB: onOff('WEB', 'on'),
  TRUST_PROXY: onOff('TRUST_PROXY', 'off'),
  SESSION_CACHE: onOff('SESSION_CACHE', 'on'),
  SUPER_ADMIN_EMAIL_DOMAINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((list) => list.every((d) => DOMAIN.test(d)), {
      error: 'SUPER_ADMIN_EMAIL_DOMAINS must be a comma-separated list of domains like "example.com"',
    }),
  SHUTDOWN_TIMEOUT_MS: int('SHUTDOWN_TIMEOUT_MS', 0, 600_000, 10_000),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  // Test-only: sends Google and Microsoft sign-in to a mock provider on this machine (see social-providers.ts).
  OAUTH_MOCK_URL: url('OAUTH_MOCK_URL', ['http:'])
    .refine((v) => URL.canParse(v) && LOOPBACK_HOSTS.has(new URL(v).hostname), {
      error: 'OAUTH_MOCK_URL is for tests only and must point at 127.0.0.1, [::1] or localhost',
    })
    .optional(),
  SUPPORT_EMAIL: z
    .string()
    .refine((v) => /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/.test(v), {
      error: 'SUPPORT_EMAIL must be one email address like "support@example.com"',
    })
    .default(SUPPORT_EMAIL),
  SLACK_WEBHOOK_URL: url('SLACK_WEBHOOK_URL', ['https:']).optional(),
  OUTBOUND_ALLOW_LIST: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((entry) => /^[a-z0-9.-]+:\d{1,5}$/i.test(entry)), {
      error: 'OUTBOUND_ALLOW_LIST must be a comma-separated list of host:port pairs (e.g. 127.0.0.1:4010)',
    }),
  AUTOTASK_ZONE_LOOKUP_URL: url('AUTOTASK_ZONE_LOOKUP_URL', ['https:', 'http:']).optional(),
  // The LLM engine of the AI scoping assistant: on when AI_PROVIDER is set (then the other three are required);
  // the built-in engine answers otherwise and whenever the provider fails or exceeds AI_TIMEOUT_MS.
  AI_PROVIDER: z.enum(LLM_PROVIDERS, { error: `AI_PROVIDER must be one of ${LLM_PROVIDERS.join(', ')}` }).optional(),
  AI_BASE_URL: url('AI_BASE_URL', ['http:', 'https:']).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: int('AI_TIMEOUT_MS', 100, 120_000, DEFAULT_AI_TIMEOUT_MS),
  AI_RATE_LIMIT_PER_MINUTE: int('AI_RATE_LIMIT_PER_MINUTE', 1, 1_000_000, 20),
  RENDER_WORKERS: int('RENDER_WORKERS', 1, 16, 1),
  RENDER_QUEUE_LIMIT: int('RENDER_QUEUE_LIMIT', 0, 1_000, 16),
  RENDER_TIMEOUT_MS: int('RENDER_TIMEOUT_MS', 1_000, 600_000, 60_000),
  // Email provider events (ADR 0055): each provider's webhook is open only when its settings are here.
  POSTMARK_WEBHOOK_USER: z
    .string()
    .refine((v) => /^[\x21-\x39\x3b-\x7e]{1,100}$/.test(v), {
      error: 'POSTMARK_WEBHOOK_USER must be printable ASCII without spaces or ":"',
    })
    .optional(),
  POSTMARK_WEBHOOK_PASSWORD: z
    .string()
    .refine((v) => /^[\x21-\x7e]{16,200}$/.test(v), {
      error: 'POSTMARK_WEBHOOK_PASSWORD must be 16 to 200 printable ASCII characters without spaces',
    })
    .optional(),
  SES_SNS_TOPIC_ARNS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((arn) => arn.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((arn) => SNS_TOPIC_ARN.test(arn)), {
      error:
        'SES_SNS_TOPIC_ARNS must be a comma-separated list of SNS topic ARNs (arn:aws:sns:<region>:<account>:<topic>)',
    }),
  SENDGRID_WEBHOOK_PUBLIC_KEY: z
    .string()
    .refine(isEcP256PublicKey, {
      error: 'SENDGRID_WEBHOOK_PUBLIC_KEY must be the verification key SendGrid shows (an ECDSA P-256 public key)',
    })
    .optional(),
  ...STRIPE_ENV_FIELDS,
});

const SNS_TOPIC_ARN = /^arn:aws(-[a-z]+)*:sns:[a-z0-9-]+:\d{12}:[A-Za-z0-9_-]{1,256}(\.fifo)?$/;

function isEcP256PublicKey(value: string): boolean {
  try {
    const key = value.includes('BEGIN PUBLIC KEY')
      ? createPublicKey(value)
      : createPublicKey({ key: Buffer.from(value.trim(), 'base64'), format: 'der', type: 'spki' });
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}

/** Values never echoed back in an error message. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SESSION_SECRET',
  'INTEGRATIONS_ENCRYPTION_KEY',
  'INTEGRATIONS_ENCRYPTION_KEYS_PREVIOUS',
  'SMTP_URL',
  'DEMO_PASSWORD',
  'GOOGLE_CLIENT_SECRET',
  'MICROSOFT_CLIENT_SECRET',
  'SLACK_WEBHOOK_URL',
  'AI_API_KEY',
  'POSTMARK_WEBHOOK_PASSWORD',
  ...STRIPE_SECRET_VARIABLES,
]);

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** The address to listen on (HOST); undefined = every interface. */
  host: string | undefined;
  appUrl: string;
  appUrlIsDefault: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  /** Encrypts stored PSA credentials (docs/decisions/0049-integration-credentials-encryption.md). */
  integrationsKeyring: Keyring;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoPassword: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  worker: boolean;
  web: boolean;
  trustProxy: boolean;
  /** Session lookups cached in memory, dropped by LISTEN/NOTIFY (docs/decisions/0038-session-cache.md). */
  sessionCache: boolean;
  superAdminEmailDomains: string[];
  shutdownTimeoutMs: number;
  /** OAuth sign-in is offered only for a provider whose id and secret are both set. */
  googleClientId: string | undefined;
  googleClientSecret: string | undefined;
  microsoftClientId: string | undefined;
  microsoftClientSecret: string | undefined;
  /** Test-only mock OAuth provider (loopback); undefined in every real deployment. */
  oauthMockUrl: string | undefined;
  /** Where contact-form messages are emailed. */
  supportEmail: string;
  /** Contact-form messages are also posted here when set (docs/product-rules.md#contact-form). */
  slackWebhookUrl: string | undefined;
  /** host:port pairs outbound calls may reach over http or on a private address: the local PSA fakes, never production. */
  outboundAllowList: string[];
  /** Where Autotask's zone lookup goes instead of https://webservices.autotask.net: the local fake only. */
  autotaskZoneLookupUrl: string | undefined;
  /** The LLM scoping engine; null when AI_PROVIDER is unset (built-in engine only). */
  ai: LlmConfig | null;
  /** Scope suggestions one user may ask for per minute (on top of the plan's monthly limit). */
  aiRateLimitPerMinute: number;
  /** PDF and Word renders: worker threads, renders waiting at most (then 503), time per render (ADR 0041). */
  documentRendering: { size: number; queueLimit: number; timeoutMs: number };
  /** Which email providers may post delivery events, and how each is authenticated (ADR 0055). */
  emailEvents: {
    postmark: { user: string; password: string } | null;
    sesTopicArns: string[];
    sendgridPublicKey: string | null;
  };
  /** The Stripe payment provider; null = the free manual provider (ADR 0013, ADR 0057). */
  stripe: StripeConfig | null;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`PORT=`) means "unset", as in most twelve-factor tools.
  const input = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const raw = input[name];
    const got =
      raw === undefined
        ? ''
        : SECRET_VARIABLES.has(name)
          ? ` (got ${raw.length} characters)`
          : ` (got ${JSON.stringify(raw)})`;
    throw new EnvError(`Invalid environment: ${issue?.message ?? 'invalid value'}${got}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const appUrl = new URL(env.APP_URL ?? `http://localhost:${env.PORT}`).origin;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    // A laptop demo (embedded database) is reachable from this machine only; a deployment, from its network.
    host: env.HOST ?? (env.DATABASE_URL === undefined ? '127.0.0.1' : undefined),
    appUrl,
    appUrlIsDefault: env.APP_URL === undefined,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    sessionSecret: env.SESSION_SECRET ?? embeddedSessionSecret(env.DATABASE_URL, dataDir),
    integrationsKeyring: createKeyring(
      env.INTEGRATIONS_ENCRYPTION_KEY ?? embeddedIntegrationsKey(env.DATABASE_URL, dataDir),
      env.INTEGRATIONS_ENCRYPTION_KEYS_PREVIOUS,
    ),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    demoPassword: env.DEMO_PASSWORD,
    logLevel: env.LOG_LEVEL,
    worker: env.WORKER,
    web: env.WEB,
    trustProxy: env.TRUST_PROXY,
    sessionCache: env.SESSION_CACHE,
    superAdminEmailDomains: env.SUPER_ADMIN_EMAIL_DOMAINS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleClientSecret: env.GOOGLE_CLIENT_SECRET,
    microsoftClientId: env.MICROSOFT_CLIENT_ID,
    microsoftClientSecret: env.MICROSOFT_CLIENT_SECRET,
    oauthMockUrl: env.OAUTH_MOCK_URL === undefined ? undefined : new URL(env.OAUTH_MOCK_URL).origin,
    supportEmail: env.SUPPORT_EMAIL,
    slackWebhookUrl: env.SLACK_WEBHOOK_URL,
    outboundAllowList: env.OUTBOUND_ALLOW_LIST,
    autotaskZoneLookupUrl: env.AUTOTASK_ZONE_LOOKUP_URL?.replace(/\/+$/, ''),
    ai: llmConfig(env),
    aiRateLimitPerMinute: env.AI_RATE_LIMIT_PER_MINUTE,
    documentRendering: {
      size: env.RENDER_WORKERS,
      queueLimit: env.RENDER_QUEUE_LIMIT,
      timeoutMs: env.RENDER_TIMEOUT_MS,
    },
    emailEvents: emailEventsConfig(env),
    stripe: stripeConfig(env, (message) => new EnvError(message)),
  };
}

function emailEventsConfig(env: z.output<typeof EnvSchema>): Config['emailEvents'] {
  const { POSTMARK_WEBHOOK_USER: user, POSTMARK_WEBHOOK_PASSWORD: password } = env;
  if ((user === undefined) !== (password === undefined)) {
    throw new EnvError('Invalid environment: POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD go together');
  }
  return {
    postmark: user !== undefined && password !== undefined ? { user, password } : null,
    sesTopicArns: env.SES_SNS_TOPIC_ARNS,
    sendgridPublicKey: env.SENDGRID_WEBHOOK_PUBLIC_KEY ?? null,
  };
}

function llmConfig(env: z.output<typeof EnvSchema>): LlmConfig | null {
  if (!env.AI_PROVIDER) return null;
  const missing = (['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new EnvError(`Invalid environment: AI_PROVIDER is set, so ${missing.join(', ')} must be set too`);
  }
  return {
    provider: env.AI_PROVIDER,
    baseUrl: String(env.AI_BASE_URL),
    apiKey: String(env.AI_API_KEY),
    model: String(env.AI_MODEL),
    timeoutMs: env.AI_TIMEOUT_MS,
  };
}

function embeddedSessionSecret(databaseUrl: string | undefined, dataDir: string): string {
  if (databaseUrl !== undefined) {
    throw new EnvError(
      'Invalid environment: SESSION_SECRET is required when DATABASE_URL is set (at least 32 characters)',
    );
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function embeddedIntegrationsKey(databaseUrl: string | undefined, dataDir: string): string {
  if (databaseUrl !== undefined) {
    throw new EnvError(
      `Invalid environment: INTEGRATIONS_ENCRYPTION_KEY is required when DATABASE_URL is set: ${KEY_FORMAT_HINT}`,
    );
  }
  try {
    return readOrCreateKeyFile(dataDir);
  } catch (error) {
    if (error instanceof KeyringError) throw new EnvError(`Invalid environment: ${error.message}`);
    throw error;
  }
}
