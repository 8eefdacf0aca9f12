import { BRANDING_COPY as COPY, contrastRatio, formatContrastRatio } from '@scopewright/domain';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

const HEX = /^#[0-9a-f]{6}$/i;

interface ColourFieldProps {
  label: string;
  hint: string;
  value: string;
  error?: string;
  /** The contrast with white this colour needs; it is shown as a pass/fail badge. */
  minContrast?: number;
  onChange: (value: string) => void;
}

/** A colour as #rrggbb: a swatch picker and a text box kept in step, with its contrast against white. */
export function ColourField({ label, hint, value, error, minContrast, onChange }: ColourFieldProps) {
  const isValid = HEX.test(value.trim());
  const ratio = isValid ? contrastRatio(value.trim().toLowerCase(), '#ffffff') : null;
  const passes = ratio !== null && (minContrast === undefined || ratio >= minContrast);
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div className="grid gap-2">
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label={`${label} swatch`}
              value={isValid ? value.trim().toLowerCase() : '#000000'}
              onChange={(event) => onChange(event.target.value)}
              className="h-10 w-12 shrink-0 cursor-pointer rounded-md border bg-background p-1"
            />
            <Input
              {...control}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              placeholder={COPY.hexPlaceholder}
              spellCheck={false}
              autoComplete="off"
              maxLength={7}
              className="h-10 font-mono"
            />
          </div>
          {ratio !== null && (
            <p className="flex items-center gap-2 text-[13px] text-muted-foreground">
              <span className="tabular-nums">{COPY.contrastLabel(formatContrastRatio(ratio))}</span>
              {minContrast !== undefined && (
                <span
                  className={cn(
                    'rounded px-1.5 py-0.5 text-xs font-medium',
                    passes ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800',
                  )}
                >
                  {passes ? COPY.contrastPass : COPY.contrastFail}
                </span>
              )}
            </p>
          )}
        </div>
      )}
    </Field>
  );
}
