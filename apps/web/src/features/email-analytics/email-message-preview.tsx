import type { EmailLogDetail } from '@/data/email-logs';
import { EMAIL_ANALYTICS_COPY as COPY } from './email-analytics-copy';

/**
 * The HTML part in a sandboxed frame (no scripts, no same origin, no navigation: `sandbox=""`), so a message can
 * neither run nor reach the app; its links are already masked by the API.
 */
export function EmailHtmlPreview({ message }: { message: EmailLogDetail['message'] }) {
  if (!message.html) return <p className="text-sm text-muted-foreground">{message.note ?? COPY.noHtml}</p>;
  return (
    <iframe
      title={COPY.previewTitle(message.subject)}
      sandbox=""
      srcDoc={message.html}
      className="h-[60vh] min-h-80 w-full rounded-md border bg-white"
      data-testid="email-html-preview"
    />
  );
}

/** The text part; its tab panel scrolls (and takes the keyboard focus). */
export function EmailTextPreview({ message }: { message: EmailLogDetail['message'] }) {
  if (!message.text) return <p className="text-sm text-muted-foreground">{message.note ?? COPY.noText}</p>;
  return (
    <pre
      className="rounded-md border bg-muted/40 p-3 font-mono text-xs leading-5 whitespace-pre-wrap"
      data-testid="email-text-preview"
    >
      {message.text}
    </pre>
  );
}
