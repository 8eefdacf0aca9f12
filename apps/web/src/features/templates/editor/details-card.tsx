import { TEMPLATE_CATEGORY_MAX, TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { errorAt, type FieldErrors, type TemplateHeader } from './editor-model';

const TEXTAREA =
  'flex min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring read-only:bg-muted/40';

/** The DOM id of a field, for the error summary's links (`name` → `template-field-name`). */
export const fieldId = (path: string) => `template-field-${path.replace(/\./g, '-')}`;

/** Name, category, description and tags (what lists, search and the picker show), and the default terms. */
export function DetailsCard({
  header,
  errors,
  categories,
  readOnly,
  onChange,
  terms,
  onTermsChange,
}: {
  header: TemplateHeader;
  errors: FieldErrors;
  categories: readonly string[];
  readOnly: boolean;
  onChange: (patch: Partial<TemplateHeader>) => void;
  /** The terms a quote started from the template takes (the workspace's when empty). */
  terms: string;
  onTermsChange: (terms: string) => void;
}) {
  const listId = useId();
  return (
    <section aria-labelledby="template-details" className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-5">
      <h2 id="template-details" className="text-sm font-semibold">
        {COPY.detailsHeading}
      </h2>
      <TextField
        path="name"
        label={COPY.nameLabel}
        error={errorAt(errors, 'name')}
        value={header.name}
        readOnly={readOnly}
        maxLength={120}
        required
        onChange={(name) => onChange({ name })}
      />
      <TextField
        path="category"
        label={COPY.categoryInputLabel}
        hint={COPY.categoryHint}
        error={errorAt(errors, 'category')}
        value={header.category}
        readOnly={readOnly}
        maxLength={TEMPLATE_CATEGORY_MAX}
        list={listId}
        onChange={(category) => onChange({ category })}
      />
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <Labelled
        path="description"
        label={COPY.descriptionLabel}
        hint={COPY.descriptionHint}
        error={errorAt(errors, 'description')}
      >
        {(props) => (
          <textarea
            {...props}
            className={TEXTAREA}
            rows={3}
            maxLength={2000}
            value={header.description}
            readOnly={readOnly}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </Labelled>
      <TextField
        path="tags"
        label={COPY.tagsLabel}
        hint={COPY.tagsHint}
        error={errorAt(errors, 'tags')}
        value={header.tags}
        readOnly={readOnly}
        onChange={(tags) => onChange({ tags })}
      />
      <Labelled path="brandingOverride" label={COPY.coverPageLabel} hint={COPY.coverPageHint}>
        {(props) => (
          <NativeSelect
            {...props}
            value={coverChoice(header.brandingOverride?.coverPage)}
            disabled={readOnly}
            onChange={(event) => onChange({ brandingOverride: withCover(header.brandingOverride, event.target.value) })}
          >
            <option value="default">{COPY.coverPageDefault}</option>
            <option value="on">{COPY.coverPageOn}</option>
            <option value="off">{COPY.coverPageOff}</option>
          </NativeSelect>
        )}
      </Labelled>
      <Labelled
        path="document.content.terms"
        label={COPY.termsLabel}
        hint={COPY.termsHint}
        error={errorAt(errors, 'document.content.terms')}
      >
        {(props) => (
          <textarea
            {...props}
            className={TEXTAREA}
            rows={4}
            maxLength={50_000}
            value={terms}
            readOnly={readOnly}
            onChange={(event) => onTermsChange(event.target.value)}
          />
        )}
      </Labelled>
    </section>
  );
}

const coverChoice = (coverPage: boolean | undefined) =>
  coverPage === undefined ? 'default' : coverPage ? 'on' : 'off';

function withCover(current: TemplateHeader['brandingOverride'], choice: string): TemplateHeader['brandingOverride'] {
  const { coverPage: _previous, ...rest } = current ?? {};
  return choice === 'default' ? rest : { ...rest, coverPage: choice === 'on' };
}

interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

function Labelled({
  path,
  label,
  hint,
  error,
  children,
}: {
  path: string;
  label: string;
  hint?: string;
  error?: string;
  children: (props: ControlProps) => React.ReactNode;
}) {
  const id = fieldId(path);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={`${id}-error`} className="text-[13px] text-destructive">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

function TextField({
  path,
  label,
  hint,
  error,
  value,
  readOnly,
  maxLength,
  required,
  list,
  onChange,
}: {
  path: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  readOnly: boolean;
  maxLength?: number;
  required?: boolean;
  list?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Labelled path={path} label={label} hint={hint} error={error}>
      {(props) => (
        <Input
          {...props}
          value={value}
          readOnly={readOnly}
          maxLength={maxLength}
          aria-required={required}
          list={list}
          autoComplete="off"
          className={cn('h-9 read-only:bg-muted/40', error && 'border-destructive')}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Labelled>
  );
}
