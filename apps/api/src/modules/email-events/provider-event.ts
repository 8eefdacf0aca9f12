import { createHash } from 'node:crypto';
import type { EmailEventProvider, EmailEventType } from '@scopewright/db';
import { AppError } from '../../platform/errors';

/** One provider event in our words: what happened to which message, when, and the details worth keeping. */
export interface ProviderEvent {
  /** The provider's id of the message (Postmark MessageID, SES mail.messageId, SendGrid sg_message_id). */
  providerMessageId: string;
  /** The message's Message-ID header when the provider reports it: our id for mail relayed over SMTP. */
  messageIdHeader: string | null;
  /** Our email log's id when the provider echoes it (Postmark `Metadata`, from the X-PM-Metadata header we send). */
  emailLogId?: string | null;
  /** The provider's id of this event, or a hash of what makes it unique: a repeated delivery is a no-op. */
  providerEventId: string;
  type: EmailEventType;
  occurredAt: Date;
  /** The addresses a bounce or complaint is about (lower-cased); empty means the logged recipient. */
  recipients: string[];
  data: Record<string, unknown>;
}

/** What a provider sent, mapped: the events we record and how many others (sends, deferrals…) we ignore. */
export interface MappedEvents {
  events: ProviderEvent[];
  ignored: number;
}

export interface WebhookField {
  path: string;
  message: string;
}

/** A body that is not the provider's documented shape: 422 with the fields at fault, nothing recorded. */
export const malformed = (provider: string, details: WebhookField[]) =>
  new AppError('VALIDATION', `The ${provider} event body is not in the shape ${provider} sends.`, { details });

export const PROVIDER_NAMES: Record<EmailEventProvider, string> = {
  postmark: 'Postmark',
  ses: 'Amazon SES',
  sendgrid: 'SendGrid',
  smtp: 'SMTP',
};

/** A stable id for an event the provider gives none: the same delivery retried hashes the same. */
export const hashedEventId = (...parts: readonly unknown[]) =>
  `h:${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 32)}`;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export const lowerAddresses = (values: readonly unknown[]): string[] =>
  values.flatMap((value) => (typeof value === 'string' && value.includes('@') ? [value.trim().toLowerCase()] : []));

/** A date the provider wrote (ISO 8601, or Unix seconds); null when it is not one. */
export function parseWhen(value: unknown): Date | null {
  const date = typeof value === 'number' ? new Date(value * 1000) : typeof value === 'string' ? new Date(value) : null;
  return date && Number.isFinite(date.getTime()) ? date : null;
}

const SECRET_LOOKING_SEGMENT = /^[A-Za-z0-9_~.-]{16,}$/;

/**
 * A clicked link as we keep it: scheme, host and path, without query or fragment, and any long token-like path
 * segment replaced, since the links in our emails carry invitation and reset tokens.
 */
export function redactLink(value: unknown): string | null {
  const raw = text(value);
  if (!raw || !URL.canParse(raw)) return null;
  const url = new URL(raw);
  const path = url.pathname
    .split('/')
    .map((segment) => (SECRET_LOOKING_SEGMENT.test(segment) ? '…' : segment))
    .join('/');
  return `${url.protocol}//${url.host}${path}`;
}

/** Short free text from a provider (a bounce diagnostic, a user agent), bounded. */
export const excerpt = (value: unknown, max = 500): string | null => {
  const raw = text(value);
  return raw === null ? null : raw.length > max ? `${raw.slice(0, max)}…` : raw;
};

/** Drops the keys whose value is null, so the stored details stay small. */
export const compact = (data: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null && value !== undefined));
