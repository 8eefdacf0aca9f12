/** The client CSV columns, in export order. Import matches headers by label or key, ignoring case and spacing. */
export const CLIENT_CSV_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'type', label: 'Type' },
  { key: 'industry', label: 'Industry' },
  { key: 'website', label: 'Website' },
  { key: 'phone', label: 'Phone' },
  { key: 'email', label: 'Email' },
  { key: 'addressLine1', label: 'Address line 1' },
  { key: 'addressLine2', label: 'Address line 2' },
  { key: 'city', label: 'City' },
  { key: 'region', label: 'Region' },
  { key: 'postalCode', label: 'Postal code' },
  { key: 'country', label: 'Country' },
  { key: 'currency', label: 'Currency' },
  { key: 'notes', label: 'Notes' },
  { key: 'contactFirstName', label: 'Contact first name' },
  { key: 'contactLastName', label: 'Contact last name' },
  { key: 'contactEmail', label: 'Contact email' },
  { key: 'contactPhone', label: 'Contact phone' },
  { key: 'contactJobTitle', label: 'Contact job title' },
] as const;

export type ClientCsvColumnKey = (typeof CLIENT_CSV_COLUMNS)[number]['key'];
export const CLIENT_CSV_KEYS = CLIENT_CSV_COLUMNS.map((c) => c.key) as [ClientCsvColumnKey, ...ClientCsvColumnKey[]];

/** One client as CSV cells (export) or as read from a file (import); absent and blank cells are equivalent. */
export type ClientCsvRecord = Partial<Record<ClientCsvColumnKey, string | null>>;

export const CLIENT_CSV_LIMITS = { maxRows: 2_000, maxBytes: 1024 * 1024 } as const;

const squash = (header: string) => header.toLowerCase().replace(/[\s_\-.]+/g, '');

const HEADER_ALIASES: Record<string, ClientCsvColumnKey> = Object.fromEntries(
  CLIENT_CSV_COLUMNS.flatMap((c) => [
    [squash(c.key), c.key],
    [squash(c.label), c.key],
  ]),
);
Object.assign(HEADER_ALIASES, {
  company: 'name',
  companyname: 'name',
  clientname: 'name',
  address: 'addressLine1',
  address1: 'addressLine1',
  address2: 'addressLine2',
  state: 'region',
  province: 'region',
  zip: 'postalCode',
  zipcode: 'postalCode',
  postcode: 'postalCode',
});

export function columnForHeader(header: string): ClientCsvColumnKey | null {
  return HEADER_ALIASES[squash(header)] ?? null;
}

const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * Spreadsheets run a cell starting with = + - @ as a formula (CSV injection): export prefixes such cells with
 * a quote, and import removes exactly that prefix again, so a value survives the round trip unchanged.
 */
export const guardCsvCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
export const unguardCsvCell = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
