import {
  COMPANY_SETTINGS_COPY as COPY,
  EMAIL_PREFERENCE_KEYS,
  type CompanySettingsFormInput,
} from '@scopewright/domain';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';

/** The four email preferences, one switch each (docs/product-rules.md#company-settings). */
export function EmailPreferencesCard({
  control,
  disabled,
}: {
  control: Control<CompanySettingsFormInput, unknown, unknown>;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{COPY.preferencesTitle}</CardTitle>
        <CardDescription>{COPY.preferencesIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby={`${id}-title`} className="divide-y rounded-lg border">
          {EMAIL_PREFERENCE_KEYS.map((key) => {
            const { label, hint } = COPY.preferences[key];
            return (
              <li key={key} className="flex items-center justify-between gap-4 px-4 py-3">
                <div className="min-w-0">
                  <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
                    {label}
                  </label>
                  <p id={`${id}-${key}-hint`} className="text-[13px] leading-5 text-muted-foreground">
                    {hint}
                  </p>
                </div>
                <Controller
                  control={control}
                  name={`emailPreferences.${key}`}
                  render={({ field }) => (
                    <Switch
                      id={`${id}-${key}`}
                      ref={field.ref}
                      name={field.name}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                      disabled={disabled}
                      aria-describedby={`${id}-${key}-hint`}
                    />
                  )}
                />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
