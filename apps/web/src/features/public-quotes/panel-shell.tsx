import type { FormEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { BRAND_BUTTON } from './brand-style';
import { PUBLIC_QUOTE_PAGE_COPY as COPY } from '@scopewright/domain';

/**
 * The accept and decline forms' frame: scrolls into view and takes focus when opened (Esc cancels), shows the
 * form-level error in a live region, and the submit/cancel buttons.
 */
export function PanelShell({
  heading,
  intro,
  formError,
  submitLabel,
  submitVariant = 'default',
  pending,
  onSubmit,
  onCancel,
  children,
}: {
  heading: string;
  intro?: string;
  formError?: string;
  submitLabel: string;
  submitVariant?: 'default' | 'destructive';
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const cancelRef = useRef(onCancel);
  useEffect(() => {
    cancelRef.current = pending ? () => undefined : onCancel;
  }, [pending, onCancel]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancelRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <section aria-labelledby="panel-heading" className="scroll-mt-6 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 id="panel-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            {heading}
          </h2>
          {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
        </div>
        {children}
        <p role="alert" className="text-sm text-destructive empty:hidden">
          {formError}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {COPY.cancel}
          </Button>
          <Button
            type="submit"
            variant={submitVariant}
            size="lg"
            disabled={pending}
            style={submitVariant === 'default' ? BRAND_BUTTON : undefined}
          >
            {submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
