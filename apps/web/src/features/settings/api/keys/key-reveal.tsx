import { API_REFERENCE_URL, API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { CopyButton } from '../copy-button';
import { RevealOncePanel } from '../reveal-once-panel';

export const curlExample = (secret: string, origin: string) =>
  `curl -H "Authorization: Bearer ${secret}" ${origin}/api/v1/quotes`;

/** A new key, shown once, with a first request to try it. */
export function KeyReveal({ secret, onDone }: { secret: string; onDone: () => void }) {
  const command = curlExample(secret, window.location.origin);
  return (
    <RevealOncePanel
      label={COPY.keyLabel}
      secret={secret}
      warning={COPY.shownOnce}
      warningBody={COPY.shownOnceBody}
      onDone={onDone}
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm font-medium">{COPY.tryIt}</span>
          <CopyButton text={command} what="the curl command" size="sm" variant="ghost" />
        </div>
        <pre
          className="rounded-md border bg-muted/50 px-3 py-2 font-mono text-[12px] leading-5 break-all whitespace-pre-wrap"
          data-testid="curl-example"
        >
          {command}
        </pre>
        <p className="text-[13px] text-muted-foreground">
          Every endpoint is in the{' '}
          <a
            href={API_REFERENCE_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-ink underline underline-offset-4"
          >
            {COPY.reference}
          </a>
          .
        </p>
      </div>
    </RevealOncePanel>
  );
}
