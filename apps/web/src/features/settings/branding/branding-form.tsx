import {
  BRANDING_COPY as COPY,
  BRANDING_FOOTER_MAX,
  BRANDING_TERMS_MAX,
  DOCUMENT_FONTS,
  PRIMARY_MIN_CONTRAST,
  UpdateBrandingInput,
  type BrandingSettings,
} from '@scopewright/domain';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api-client';
import { toastMutationError } from '@/lib/mutation-error-toast';
import { useAuthState } from '@/lib/auth-state';
import { LeavePageDialog } from '../leave-page-dialog';
import { SaveBar } from '../save-bar';
import { useUnsavedChanges } from '../use-unsaved-changes';
import { useUpdateBranding } from '@/data/branding';
import { BrandingPreview } from './branding-preview';
import { ColourField } from './colour-field';
import { LogoField } from './logo-field';
import { SectionOrderField } from './section-order-field';
import { TextAreaField } from './text-area-field';

type Draft = UpdateBrandingInput;
type Errors = Partial<Record<keyof Draft, string>>;

const draftOf = (settings: BrandingSettings): Draft => ({
  primaryColor: settings.primaryColor,
  accentColor: settings.accentColor,
  font: settings.font,
  coverPage: settings.coverPage,
  sections: settings.sections.map((s) => ({ ...s })),
  defaultTerms: settings.defaultTerms,
  footerText: settings.footerText,
});

function errorsOf(error: unknown): Errors {
  const details = isApiError(error) && Array.isArray(error.details) ? error.details : [];
  return Object.fromEntries(
    (details as { path?: string; message?: string }[]).map((d) => [d.path ?? '', d.message ?? '']),
  ) as Errors;
}

/** Settings → Branding: logo, colours, font, cover and sections, terms and footer, with a live preview. */
export function BrandingForm({ settings }: { settings: BrandingSettings }) {
  const auth = useAuthState();
  const workspaceName = (auth.status === 'signed-in' && auth.tenant?.name) || COPY.previewWorkspace;
  const [base, setBase] = useState(settings);
  const saved = useMemo(() => draftOf(base), [base]);
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateBranding({ errorToast: false });
  const isDirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);
  const blocker = useUnsavedChanges(isDirty && !update.isPending);
  const termsId = useId();
  const footerId = useId();
  const coverId = useId();

  // A newer copy from the server (a save, a logo change, a refetch) replaces the form only while it is unedited.
  if (settings !== base) {
    setBase(settings);
    if (!isDirty) setDraft(draftOf(settings));
  }

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = UpdateBrandingInput.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) as Errors);
      return;
    }
    try {
      const result = await update.mutateAsync(parsed.data);
      setBase(result);
      setDraft(draftOf(result));
      setErrors({});
      toast.success(COPY.saved);
    } catch (error) {
      const fieldErrors = errorsOf(error);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) toastMutationError(error);
    }
  };

  const busy = update.isPending;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={COPY.title} className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{COPY.logoTitle}</CardTitle>
              <CardDescription>{COPY.intro}</CardDescription>
            </CardHeader>
            <CardContent>
              <LogoField logoUrl={settings.logoUrl} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{COPY.coloursTitle}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-5 sm:grid-cols-2">
              <ColourField
                label={COPY.primaryLabel}
                hint={COPY.primaryHint}
                value={draft.primaryColor}
                error={errors.primaryColor}
                minContrast={PRIMARY_MIN_CONTRAST}
                onChange={(v) => set('primaryColor', v)}
              />
              <ColourField
                label={COPY.accentLabel}
                hint={COPY.accentHint}
                value={draft.accentColor}
                error={errors.accentColor}
                onChange={(v) => set('accentColor', v)}
              />
              <Field label={COPY.fontLabel} error={errors.font}>
                {(control) => (
                  <NativeSelect
                    {...control}
                    value={draft.font}
                    onChange={(e) => set('font', e.target.value as Draft['font'])}
                  >
                    {DOCUMENT_FONTS.map((font) => (
                      <option key={font} value={font}>
                        {COPY.fontNames[font] ?? font}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{COPY.layoutTitle}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-5">
              <div className="flex items-start justify-between gap-4">
                <div className="grid gap-1">
                  <label htmlFor={coverId} className="text-sm font-medium">
                    {COPY.coverLabel}
                  </label>
                  <p id={`${coverId}-hint`} className="text-[13px] text-muted-foreground">
                    {COPY.coverHint}
                  </p>
                </div>
                <Switch
                  id={coverId}
                  aria-describedby={`${coverId}-hint`}
                  checked={draft.coverPage}
                  onCheckedChange={(v) => set('coverPage', v)}
                />
              </div>
              <SectionOrderField sections={draft.sections} onChange={(v) => set('sections', v)} />
              {errors.sections && <p className="text-[13px] text-destructive">{errors.sections}</p>}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{COPY.textTitle}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-5">
              <TextAreaField
                id={termsId}
                label={COPY.termsLabel}
                hint={COPY.termsHint}
                value={draft.defaultTerms}
                max={BRANDING_TERMS_MAX}
                error={errors.defaultTerms}
                onChange={(v) => set('defaultTerms', v)}
              />
              <TextAreaField
                id={footerId}
                label={COPY.footerLabel}
                hint={COPY.footerHint}
                value={draft.footerText}
                max={BRANDING_FOOTER_MAX}
                error={errors.footerText}
                onChange={(v) => set('footerText', v)}
                rows={2}
              />
            </CardContent>
          </Card>
        </div>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <BrandingPreview {...draft} logoUrl={settings.logoUrl} workspaceName={workspaceName} />
        </div>
      </div>

      <SaveBar copy={COPY} isDirty={isDirty} busy={busy} onDiscard={() => (setDraft(saved), setErrors({}))} />
      <LeavePageDialog blocker={blocker} />
    </form>
  );
}
