import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { API_SETTINGS_COPY as COPY } from './api-settings-copy';

/** Copies `text`; the button reads "Copied" for a moment and a live region says so to screen readers. */
export function CopyButton({
  text,
  what,
  variant = 'outline',
  ...button
}: { text: string; /** What is copied, for screen readers ("Copy API key"). */ what: string } & Pick<
  ButtonProps,
  'variant' | 'size' | 'className'
>) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), 2_000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button
        type="button"
        variant={variant}
        {...button}
        aria-label={state === 'copied' ? COPY.copied : `${COPY.copy} ${what}`}
        onClick={() => void copy()}
      >
        {state === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
        {state === 'copied' ? COPY.copied : COPY.copy}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? COPY.copied : state === 'failed' ? COPY.copyFailed : ''}
      </span>
    </>
  );
}
