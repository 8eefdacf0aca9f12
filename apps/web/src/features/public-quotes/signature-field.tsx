import { PUBLIC_QUOTE_PAGE_COPY as COPY } from '@scopewright/domain';
import { useId } from 'react';
import { TypedSignature } from '@/components/quote-document/signature-text';
import { cn } from '@/lib/utils';
import { DrawnSignaturePad } from './drawn-signature-pad';

export type SignatureMode = 'typed' | 'drawn';

const MODES: [SignatureMode, string][] = [
  ['typed', COPY.signatureType],
  ['drawn', COPY.signatureDraw],
];

/** Type (the full name in a signature style) or Draw (a canvas); radio buttons, so keyboard users choose Type. */
export function SignatureField({
  mode,
  onModeChange,
  typedName,
  onDrawn,
  error,
}: {
  mode: SignatureMode;
  onModeChange: (mode: SignatureMode) => void;
  typedName: string;
  onDrawn: (png: string | null) => void;
  error?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hintId].filter(Boolean).join(' ');
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium">{COPY.signature}</legend>
      <div className="inline-flex w-fit rounded-md border bg-muted p-0.5">
        {MODES.map(([value, label]) => (
          <label
            key={value}
            className={cn(
              'cursor-pointer rounded px-4 py-1.5 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-ring',
              mode === value ? 'bg-card shadow-sm' : 'text-muted-foreground',
            )}
          >
            <input
              type="radio"
              name={`${id}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => onModeChange(value)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
      {mode === 'typed' ? (
        <div
          aria-label={COPY.signatureTypedPreview}
          role="img"
          className={cn(
            'flex min-h-20 items-end rounded-md border border-dashed bg-white px-4 pb-2',
            error && 'border-destructive',
          )}
        >
          {typedName.trim() && <TypedSignature text={typedName.trim()} />}
        </div>
      ) : (
        <DrawnSignaturePad onChange={onDrawn} describedBy={describedBy} invalid={Boolean(error)} />
      )}
      {error && (
        <p id={errorId} className="text-[13px] text-destructive">
          {error}
        </p>
      )}
      <p id={hintId} className="text-[13px] text-muted-foreground">
        {mode === 'typed' ? COPY.signatureTypedHint : COPY.signatureDrawHint}
      </p>
    </fieldset>
  );
}
