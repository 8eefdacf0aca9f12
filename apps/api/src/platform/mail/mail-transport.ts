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
}

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  /** Resolves once the message is accepted (SMTP) or stored (outbox); rejects otherwise. */
  send(message: OutgoingEmail): Promise<{ messageId?: string }>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise the outbox: the worker stores the rendered message on its log row. */
export function createMailTransport({ smtpUrl, from }: { smtpUrl: string | undefined; from: string }): MailTransport {
  if (smtpUrl === undefined) return { kind: 'outbox', send: async () => ({}), close: () => undefined };
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transporter.sendMail({
        from: toHeaderValue(from),
        to: toHeaderValue(message.to),
        ...(message.cc?.length ? { cc: message.cc.map(toHeaderValue) } : {}),
        subject: toHeaderValue(message.subject),
        html: message.html,
        text: message.text,
        attachments: message.attachments?.map((a) => ({ ...a, filename: toHeaderValue(a.filename) })),
      });
      if (info.rejected.length > 0) throw new Error(`SMTP server rejected the recipient`);
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
