import { z } from 'zod';
import { QUOTE_LIMITS } from '../quotes/quote-content';
import { BILLING_FREQUENCIES, type BillingFrequency } from '../quotes/quote-enums';
import { RATE_CARD_ARCHIVE_FILTERS } from './labor-role-schemas';
import { CATALOG_COPY as COPY } from './rate-card-copy';

export const CATALOG_ITEM_KINDS = ['product', 'recurring_service', 'labor_package'] as const;
export type CatalogItemKind = (typeof CATALOG_ITEM_KINDS)[number];

export const CATALOG_ITEM_KIND_LABELS: Record<CatalogItemKind, string> = {
  product: 'Product',
  recurring_service: 'Recurring service',
  labor_package: 'Labour package',
};

/** Units offered in the item form (a catalog item may use any short unit, as quote lines do). */
export const CATALOG_UNITS = ['each', 'user', 'device', 'server', 'site', 'license', 'TB', 'hour', 'month'] as const;

export const CATALOG_LIMITS = {
  name: 200,
  description: 2000,
  sku: 64,
  manufacturer: 100,
  unit: 20,
  category: 60,
  maxAmountCents: QUOTE_LIMITS.maxUnitAmountCents,
  pageSize: 50,
  maxPageSize: 200,
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: COPY.tooLong(max) })
    .nullable()
    .transform((value) => (value ? value : null));

const Amount = z
  .number({ error: COPY.amountInvalid })
  .int({ error: COPY.amountInvalid })
  .min(0, { error: COPY.amountNegative })
  .max(CATALOG_LIMITS.maxAmountCents, { error: COPY.amountTooLarge });

const fields = {
  kind: z.enum(CATALOG_ITEM_KINDS, { error: COPY.kindInvalid }),
  name: z
    .string({ error: COPY.nameRequired })
    .trim()
    .min(1, { error: COPY.nameRequired })
    .max(CATALOG_LIMITS.name, { error: COPY.nameTooLong }),
  description: optionalText(CATALOG_LIMITS.description),
  sku: optionalText(CATALOG_LIMITS.sku),
  manufacturer: optionalText(CATALOG_LIMITS.manufacturer),
  unit: z
    .string({ error: COPY.unitRequired })
    .trim()
    .min(1, { error: COPY.unitRequired })
    .max(CATALOG_LIMITS.unit, { error: COPY.tooLong(CATALOG_LIMITS.unit) }),
  unitPriceCents: Amount,
  unitCostCents: Amount,
  frequency: z.enum(BILLING_FREQUENCIES, { error: COPY.frequencyInvalid }),
  taxable: z.boolean({ error: COPY.taxableInvalid }),
  category: optionalText(CATALOG_LIMITS.category),
};

/** The one cross-field rule: a recurring service recurs. */
export function catalogFrequencyIssue(kind: CatalogItemKind, frequency: BillingFrequency): string | null {
  return kind === 'recurring_service' && frequency === 'one_time' ? COPY.recurringNeedsFrequency : null;
}

/** POST /api/rate-card/catalog (and each row of an import). Amounts are cents per unit. */
export const CreateCatalogItemInput = z
  .strictObject({
    kind: fields.kind,
    name: fields.name,
    description: fields.description.default(null),
    sku: fields.sku.default(null),
    manufacturer: fields.manufacturer.default(null),
    unit: fields.unit.default('each'),
    unitPriceCents: fields.unitPriceCents,
    unitCostCents: fields.unitCostCents.default(0),
    frequency: fields.frequency.default('one_time'),
    taxable: fields.taxable.default(true),
    category: fields.category.default(null),
  })
  .superRefine((item, ctx) => {
    const issue = catalogFrequencyIssue(item.kind, item.frequency);
    if (issue) ctx.addIssue({ code: 'custom', path: ['frequency'], message: issue });
  });
export type CreateCatalogItemInput = z.input<typeof CreateCatalogItemInput>;
export type CatalogItemValues = z.output<typeof CreateCatalogItemInput>;

/** PATCH /api/rate-card/catalog/{id}: any subset; the frequency rule is checked against the merged item. */
export const UpdateCatalogItemInput = z
  .strictObject({
    kind: fields.kind.optional(),
    name: fields.name.optional(),
    description: fields.description.optional(),
    sku: fields.sku.optional(),
    manufacturer: fields.manufacturer.optional(),
    unit: fields.unit.optional(),
    unitPriceCents: fields.unitPriceCents.optional(),
    unitCostCents: fields.unitCostCents.optional(),
    frequency: fields.frequency.optional(),
    taxable: fields.taxable.optional(),
    category: fields.category.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { error: COPY.nothingToUpdate });
export type UpdateCatalogItemInput = z.input<typeof UpdateCatalogItemInput>;

/** GET /api/rate-card/catalog query; `cursor` is opaque (keyset on the lowercase name and id). */
export const CatalogListQuery = z.strictObject({
  q: z.string().trim().max(200).optional(),
  kind: z.enum(CATALOG_ITEM_KINDS).optional(),
  category: z.string().trim().max(CATALOG_LIMITS.category).optional(),
  archived: z.enum(RATE_CARD_ARCHIVE_FILTERS).default('exclude'),
  limit: z.coerce.number().int().min(1).max(CATALOG_LIMITS.maxPageSize).default(CATALOG_LIMITS.pageSize),
  cursor: z.string().max(500).optional(),
});
export type CatalogListQuery = z.input<typeof CatalogListQuery>;

/** A catalog item as the API returns it. */
export interface CatalogItemView {
  id: string;
  kind: CatalogItemKind;
  name: string;
  description: string | null;
  sku: string | null;
  manufacturer: string | null;
  unit: string;
  unitPriceCents: number;
  unitCostCents: number;
  frequency: BillingFrequency;
  taxable: boolean;
  category: string | null;
  archivedAt: string | null;
  updatedAt: string;
}

export interface CatalogItemPage {
  items: CatalogItemView[];
  nextCursor: string | null;
}

/** POST /api/rate-card/catalog/import: the CSV text; a dry run only checks it. */
export const ImportCatalogInput = z.strictObject({
  csv: z.string().min(1, { error: 'Choose a CSV file to import.' }).max(900_000, { error: COPY.importFileTooLarge }),
  dryRun: z.boolean().default(true),
});
export type ImportCatalogInput = z.input<typeof ImportCatalogInput>;
