import { zodResolver } from '@hookform/resolvers/zod';
import {
  bpsToPercent,
  COMPANY_SETTINGS_COPY as COPY,
  CompanySettingsForm as FormSchema,
  percentToBps,
  SUPPORTED_CURRENCIES,
  type CompanySettings,
  type CompanySettingsFormInput,
  type CompanySettingsFormValues,
  type UpdateCompanySettingsInput,
} from '@scopewright/domain';
import { useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { toastMutationError } from '@/lib/mutation-error-toast';
import { EmailPreferencesCard } from './email-preferences-card';
import { LeavePageDialog } from './leave-page-dialog';
import { SaveBar } from './save-bar';
import { useUpdateCompanySettings } from '@/data/company-settings';
import { useUnsavedChanges } from './use-unsaved-changes';

export function toFormValues(settings: CompanySettings): CompanySettingsFormInput {
  return {
    name: settings.name,
    contactEmail: settings.contactEmail ?? '',
    defaultCurrency: settings.defaultCurrency,
    taxRatePercent: bpsToPercent(settings.defaultTaxRateBps),
    emailPreferences: { ...settings.emailPreferences },
  };
}

type Dirty = Partial<Record<keyof CompanySettingsFormInput, unknown>> & {
  emailPreferences?: Partial<Record<string, boolean>>;
};

/** Only what the user changed: two admins editing different settings keep each other's changes. */
export function changedSettings(values: CompanySettingsFormValues, dirty: Dirty): UpdateCompanySettingsInput {
  const prefs = Object.entries(dirty.emailPreferences ?? {})
    .filter(([, isDirty]) => isDirty)
    .map(([key]) => key as keyof CompanySettingsFormValues['emailPreferences']);
  return {
    ...(dirty.name ? { name: values.name } : {}),
    ...(dirty.contactEmail ? { contactEmail: values.contactEmail } : {}),
    ...(dirty.defaultCurrency ? { defaultCurrency: values.defaultCurrency } : {}),
    ...(dirty.taxRatePercent ? { defaultTaxRateBps: percentToBps(values.taxRatePercent) ?? 0 } : {}),
    ...(prefs.length > 0
      ? { emailPreferences: Object.fromEntries(prefs.map((key) => [key, values.emailPreferences[key]])) }
      : {}),
  };
}

const SERVER_FIELD: Record<string, FieldPath<CompanySettingsFormInput>> = {
  name: 'name',
  contactEmail: 'contactEmail',
  defaultCurrency: 'defaultCurrency',
  defaultTaxRateBps: 'taxRatePercent',
};

/** Settings → Company: workspace identity, quote defaults and email preferences, saved together. */
export function CompanySettingsFormCard({ settings }: { settings: CompanySettings }) {
  const form = useForm<CompanySettingsFormInput, unknown, CompanySettingsFormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: toFormValues(settings),
    mode: 'onTouched',
  });
  const { register, formState, handleSubmit, reset, setError } = form;
  const { errors, isDirty, dirtyFields } = formState;
  const update = useUpdateCompanySettings({ errorToast: false });
  const blocker = useUnsavedChanges(isDirty && !update.isPending);

  // A newer copy from the server (another admin, a refetch) replaces the form only while nothing is being edited.
  useEffect(() => {
    if (!formState.isDirty) reset(toFormValues(settings));
  }, [settings, formState.isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(changedSettings(values, dirtyFields as Dirty));
      reset(toFormValues(saved));
      toast.success(COPY.saved);
    } catch (error) {
      const details = isApiError(error) && Array.isArray(error.details) ? error.details : [];
      let mapped = false;
      for (const issue of details as { path?: string; message?: string }[]) {
        const field = SERVER_FIELD[issue.path ?? ''];
        if (field) {
          setError(field, { message: issue.message }, { shouldFocus: !mapped });
          mapped = true;
        }
      }
      if (!mapped) toastMutationError(error);
    }
  });

  const busy = update.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label={COPY.title}>
      <Card>
        <CardHeader>
          <CardTitle>Company</CardTitle>
          <CardDescription>{COPY.intro}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field label={COPY.nameLabel} hint={COPY.nameHint} error={errors.name?.message}>
            {(control) => <Input {...control} className="h-10" autoComplete="organization" {...register('name')} />}
          </Field>
          <Field label={COPY.contactEmailLabel} hint={COPY.contactEmailHint} error={errors.contactEmail?.message}>
            {(control) => (
              <Input {...control} className="h-10" type="email" autoComplete="email" {...register('contactEmail')} />
            )}
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Quote defaults</CardTitle>
          <CardDescription>New quotes start from these; each quote can still change them.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field label={COPY.currencyLabel} hint={COPY.currencyHint} error={errors.defaultCurrency?.message}>
            {(control) => (
              <NativeSelect {...control} {...register('defaultCurrency')}>
                {SUPPORTED_CURRENCIES.map((currency) => (
                  <option key={currency.code} value={currency.code}>
                    {currency.code} · {currency.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={COPY.taxRateLabel} hint={COPY.taxRateHint} error={errors.taxRatePercent?.message}>
            {(control) => (
              <div className="relative">
                <Input
                  {...control}
                  className="h-10 pr-8 text-right tabular-nums"
                  inputMode="decimal"
                  autoComplete="off"
                  {...register('taxRatePercent')}
                />
                <span
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground"
                >
                  %
                </span>
              </div>
            )}
          </Field>
        </CardContent>
      </Card>

      <EmailPreferencesCard control={form.control} disabled={busy} />

      <SaveBar copy={COPY} isDirty={isDirty} busy={busy} onDiscard={() => reset()} />

      <LeavePageDialog blocker={blocker} />
    </form>
  );
}
