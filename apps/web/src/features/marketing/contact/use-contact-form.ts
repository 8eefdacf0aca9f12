import { ContactInput } from '@scopewright/domain';
import { useMemo, useState } from 'react';

export const CONTACT_FIELDS = ['name', 'email', 'company', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
type Values = Record<ContactField, string>;
type Errors = Partial<Record<ContactField, string>>;

const EMPTY: Values = { name: '', email: '', company: '', message: '' };

/**
 * The contact form's state: spec §5 messages from the domain schema, shown for a field once it was blurred or the
 * form submitted; server-side field errors (422) are shown until the field changes.
 */
export function useContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Errors>({});

  const parsed = useMemo(() => ContactInput.safeParse(values), [values]);
  const clientErrors = useMemo<Errors>(() => {
    const out: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as ContactField;
        out[key] ??= issue.message;
      }
    }
    return out;
  }, [parsed]);

  const errors: Errors = {};
  for (const key of CONTACT_FIELDS) {
    const error = (touched[key] && clientErrors[key]) || serverErrors[key];
    if (error) errors[key] = error;
  }

  return {
    values,
    errors,
    change(field: ContactField, value: string) {
      setValues((prev) => ({ ...prev, [field]: value }));
      setServerErrors((prev) => ({ ...prev, [field]: undefined }));
    },
    blur(field: ContactField) {
      setTouched((prev) => ({ ...prev, [field]: true }));
    },
    /** Marks every field touched; returns the parsed input, or the first invalid field's name. */
    submit(): { data: ContactInput } | { invalid: ContactField } {
      setTouched({ name: true, email: true, company: true, message: true });
      if (parsed.success) return { data: parsed.data };
      return { invalid: CONTACT_FIELDS.find((f) => clientErrors[f]) ?? 'name' };
    },
    setServerErrors,
    reset() {
      setValues(EMPTY);
      setTouched({});
      setServerErrors({});
    },
  };
}
