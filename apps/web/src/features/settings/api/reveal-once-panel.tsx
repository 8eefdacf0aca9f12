import { KeyRound } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { API_SETTINGS_COPY as COPY } from './api-settings-copy';
import { CopyButton } from './copy-button';

/**
 * A secret the API returns once (an API key, a webhook signing secret): readonly, monospace, selected on focus,
 * with Copy, the warning that it will not be shown again, what to do with it, and Done.
 */
export function RevealOncePanel({
  label,
  secret,
  warning,
  warningBody,
  children,
  onDone,
}: {
  label: string;
  secret: string;
  warning: string;
  warningBody: string;
  children?: ReactNode;
  onDone: () => void;
}) {
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  // The secret is what the admin came for: the keyboard lands on it, ready to copy.
  useEffect(() => fieldRef.current?.focus(), []);
  return (
    <div className="grid min-w-0 gap-4" data-testid="reveal-once">
      <div
        role="note"
        className="flex gap-3 rounded-lg border border-amber-500/40 bg-amber-50 px-3.5 py-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div className="grid gap-1">
          <p className="font-medium">{warning}</p>
          <p className="text-[13px] leading-5 opacity-90">{warningBody}</p>
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={fieldRef}
            id={id}
            readOnly
            value={secret}
            spellCheck={false}
            autoComplete="off"
            className="h-10 font-mono text-[13px]"
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={secret} what={label} className="h-10" />
        </div>
      </div>
      {children}
      <div className="flex justify-end">
        <Button onClick={onDone}>{COPY.done}</Button>
      </div>
    </div>
  );
}
