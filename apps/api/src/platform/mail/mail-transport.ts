import nodemailer from 'nodemailer';
import { toHeaderValue } from './render-email-template';

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingEmail {
  to: string;
  cc?: readonly string[];
  subject: string;
  html: string;
  text: string;
  attachments?: readonly EmailAttachment[];
  /** Extra headers (List-Unsubscribe…); names and values are written without CR/LF. */
  headers?: Readonly<Record<string, string>>;
}

/** A copy recipient the server refused while it accepted the message for the others. */
export interface RefusedRecipient {
  address: string;
  answer: string;
}

export interface SentEmail {
  /** The id the transport gave the message (SMTP: its Message-ID header); absent in outbox mode. */
  messageId?: string;
  refused?: readonly RefusedRecipient[];
}

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  /** Resolves once the message is accepted (SMTP) or stored (outbox); rejects otherwise. */
  send(message: OutgoingEmail): Promise<SentEmail>;
  close(): void;
}

/**
 * The SMTP server answered the message with a refusal: `answer` is its reply ("550 5.1.1 … User unknown").
 * A permanent (5xx) refusal is final; a temporary (4xx) one may succeed on a later try.
 */
export class MailRefusedError extends Error {
  override name = 'MailRefusedError';
  constructor(
    readonly answer: string,
    readonly permanent: boolean,
  ) {
    super(answer);
  }
}

interface SmtpFailure {
  response?: unknown;
  responseCode?: unknown;
}

const HEADER_NAME = /^[A-Za-z0-9-]+$/;

function cleanHeaders(headers: OutgoingEmail['headers']): Record<string, string> | undefined {
  if (!headers) return undefined;
  const entries = Object.entries(headers).filter(([name]) => HEADER_NAME.test(name));
  return entries.length > 0
    ? Object.fromEntries(entries.map(([name, value]) => [name, toHeaderValue(value)]))
    : undefined;
}

function refusalOf(error: unknown): MailRefusedError | null {
  const { response, responseCode } = (error ?? {}) as SmtpFailure;
  if (typeof response !== 'string' || typeof responseCode !== 'number') return null;
  return new MailRefusedError(toHeaderValue(response), responseCode >= 500);
}

const addressOf = (entry: string | { address: string }) => (typeof entry === 'string' ? entry : entry.address);

/** SMTP when SMTP_URL is set; otherwise the outbox: the worker stores the rendered message on its log row. */
export function createMailTransport({ smtpUrl, from }: { smtpUrl: string | undefined; from: string }): MailTransport {
  if (smtpUrl === undefined) return { kind: 'outbox', send: async () => ({}), close: () => undefined };
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      let info;
      try {
        info = await transporter.sendMail({
          from: toHeaderValue(from),
          to: toHeaderValue(message.to),
          ...(message.cc?.length ? { cc: message.cc.map(toHeaderValue) } : {}),
          subject: toHeaderValue(message.subject),
          html: message.html,
          text: message.text,
          attachments: message.attachments?.map((a) => ({ ...a, filename: toHeaderValue(a.filename) })),
          headers: cleanHeaders(message.headers),
        });
      } catch (error) {
        throw refusalOf(error) ?? error;
      }
      // nodemailer fails only when every recipient is refused; a refused copy recipient is reported, not retried.
      const answers = new Map(
        ((info as { rejectedErrors?: (SmtpFailure & { recipient?: string })[] }).rejectedErrors ?? []).map((e) => [
          String(e.recipient ?? ''),
          typeof e.response === 'string' ? toHeaderValue(e.response) : 'refused',
        ]),
      );
      const refused = info.rejected.map(addressOf).map((address) => ({
        address,
        answer: answers.get(address) ?? 'refused',
      }));
      if (refused.some((r) => r.address.toLowerCase() === message.to.toLowerCase())) {
        throw new MailRefusedError(refused.find((r) => r.address === message.to)?.answer ?? 'refused', true);
      }
      return { messageId: info.messageId, ...(refused.length > 0 ? { refused } : {}) };
    },
    close: () => transporter.close(),
  };
}
