import { z } from 'zod';
import { CLIENT_COPY } from './client-copy';
import {
  CLIENT_CSV_KEYS,
  CLIENT_CSV_LIMITS,
  type ClientCsvColumnKey,
  type ClientCsvRecord,
} from './client-csv-columns';
import { CreateClientInput, type CreateClientValues } from './client-schemas';

export interface ImportRowError {
  field: ClientCsvColumnKey | 'row';
  message: string;
}

const Cell = z.string().max(20_000).nullable().optional();

/** One row as sent to POST /api/clients/import: the CSV cells by column key. */
export const ImportClientRow = z.strictObject(
  Object.fromEntries(CLIENT_CSV_KEYS.map((key) => [key, Cell])) as Record<ClientCsvColumnKey, typeof Cell>,
);
export type ImportClientRow = z.infer<typeof ImportClientRow>;

/** POST /api/clients/import. All rows are validated again on the server; nothing is written unless all pass. */
export const ClientImportInput = z.strictObject({
  rows: z.array(ImportClientRow).min(1, { error: CLIENT_COPY.csvEmpty }).max(CLIENT_CSV_LIMITS.maxRows, {
    error: CLIENT_COPY.csvTooManyRows,
  }),
  dryRun: z.boolean().default(false),
});
export type ClientImportInput = z.input<typeof ClientImportInput>;

export const ClientImportResult = z.object({
  dryRun: z.boolean(),
  /** Clients created (0 on a dry run). */
  created: z.number().int(),
  /** Rows that passed validation. */
  valid: z.number().int(),
});
export type ClientImportResult = z.infer<typeof ClientImportResult>;

const CONTACT_KEYS = {
  contactFirstName: 'firstName',
  contactLastName: 'lastName',
  contactEmail: 'email',
  contactPhone: 'phone',
  contactJobTitle: 'jobTitle',
} as const satisfies Partial<Record<ClientCsvColumnKey, string>>;

const blank = (value: string | null | undefined) => value == null || value.trim() === '';
const present = (value: string | null | undefined) => (blank(value) ? undefined : value!.trim());

/** The create body a CSV row stands for (blank cells are left out, so defaults apply). */
export function importRowToCreateInput(row: ClientCsvRecord): CreateClientInput {
  const contactEntries = Object.entries(CONTACT_KEYS)
    .map(([column, field]) => [field, present(row[column as ClientCsvColumnKey])] as const)
    .filter(([, value]) => value !== undefined);
  return {
    name: row.name?.trim() ?? '',
    type: present(row.type)?.toLowerCase() as CreateClientInput['type'],
    industry: present(row.industry),
    website: present(row.website),
    phone: present(row.phone),
    email: present(row.email),
    addressLine1: present(row.addressLine1),
    addressLine2: present(row.addressLine2),
    city: present(row.city),
    region: present(row.region),
    postalCode: present(row.postalCode),
    country: present(row.country),
    currency: present(row.currency)?.toUpperCase() as CreateClientInput['currency'],
    notes: present(row.notes),
    ...(contactEntries.length > 0
      ? { contact: { firstName: '', ...Object.fromEntries(contactEntries), isPrimary: true } }
      : {}),
  };
}

const CONTACT_FIELD_COLUMN = Object.fromEntries(Object.entries(CONTACT_KEYS).map(([column, field]) => [field, column]));

function columnOf(path: readonly PropertyKey[]): ImportRowError['field'] {
  const [first, second] = path.map(String);
  if (first === 'contact') return (CONTACT_FIELD_COLUMN[second ?? ''] as ClientCsvColumnKey) ?? 'contactFirstName';
  return (CLIENT_CSV_KEYS as readonly string[]).includes(first ?? '') ? (first as ClientCsvColumnKey) : 'row';
}

export interface ValidatedImportRow {
  input: CreateClientValues | null;
  errors: ImportRowError[];
}

/**
 * Validates rows as the web preview and the server both do: each against the create schema, plus one name per
 * file (case-insensitive). `lines` are the rows' spreadsheet numbers for the duplicate message.
 */
export function validateImportRows(rows: readonly ClientCsvRecord[], lines: readonly number[]): ValidatedImportRow[] {
  const firstLineByName = new Map<string, number>();
  return rows.map((row, index) => {
    const parsed = CreateClientInput.safeParse(importRowToCreateInput(row));
    const errors: ImportRowError[] = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ field: columnOf(issue.path), message: issue.message }));
    const name = row.name?.trim().toLowerCase();
    if (name) {
      const first = firstLineByName.get(name);
      if (first !== undefined) errors.push({ field: 'name', message: CLIENT_COPY.csvDuplicateRow(first) });
      else firstLineByName.set(name, lines[index] ?? index + 2);
    }
    return { input: parsed.success ? parsed.data : null, errors };
  });
}
