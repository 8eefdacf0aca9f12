import { z } from 'zod';
import { EMAIL_MAX } from '../auth/password-rules';
import { CURRENCY_CODES } from '../settings/company-settings';
import { CLIENT_COPY } from './client-copy';

export const CLIENT_TYPES = ['customer', 'prospect'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
export const CLIENT_TYPE_LABELS: Record<ClientType, string> = { customer: 'Customer', prospect: 'Prospect' };

export const CLIENT_LIMITS = {
  name: 200,
  shortText: 120,
  addressLine: 200,
  website: 200,
  phone: 40,
  notes: 10_000,
  contactsPerClient: 200,
  sitesPerClient: 200,
} as const;

const PHONE = /^[0-9+().\-\s/x]*$/i;
const WEBSITE = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;

/** Trimmed text; blank becomes null (an optional column is cleared by sending '' or null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: CLIENT_COPY.tooLong(max) })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

const Email = optionalText(EMAIL_MAX).refine((value) => value == null || z.email().safeParse(value).success, {
  error: CLIENT_COPY.emailInvalid,
});
const Website = optionalText(CLIENT_LIMITS.website).refine((value) => value == null || WEBSITE.test(value), {
  error: CLIENT_COPY.websiteInvalid,
});
const Phone = optionalText(CLIENT_LIMITS.phone).refine((value) => value == null || PHONE.test(value), {
  error: CLIENT_COPY.phoneInvalid,
});

const Address = {
  addressLine1: optionalText(CLIENT_LIMITS.addressLine),
  addressLine2: optionalText(CLIENT_LIMITS.addressLine),
  city: optionalText(CLIENT_LIMITS.shortText),
  region: optionalText(CLIENT_LIMITS.shortText),
  postalCode: optionalText(CLIENT_LIMITS.shortText),
  country: optionalText(CLIENT_LIMITS.shortText),
};

const ClientName = z
  .string({ error: CLIENT_COPY.nameRequired })
  .trim()
  .min(1, { error: CLIENT_COPY.nameRequired })
  .max(CLIENT_LIMITS.name, { error: CLIENT_COPY.tooLong(CLIENT_LIMITS.name) });

const ClientFields = {
  name: ClientName,
  type: z.enum(CLIENT_TYPES, { error: CLIENT_COPY.typeInvalid }),
  industry: optionalText(CLIENT_LIMITS.shortText),
  website: Website,
  phone: Phone,
  email: Email,
  ...Address,
  currency: z.enum(CURRENCY_CODES, { error: CLIENT_COPY.currencyInvalid }),
  notes: optionalText(CLIENT_LIMITS.notes),
};

const ContactFields = {
  firstName: z
    .string({ error: CLIENT_COPY.firstNameRequired })
    .trim()
    .min(1, { error: CLIENT_COPY.firstNameRequired })
    .max(CLIENT_LIMITS.shortText, { error: CLIENT_COPY.tooLong(CLIENT_LIMITS.shortText) }),
  lastName: z
    .string()
    .trim()
    .max(CLIENT_LIMITS.shortText, { error: CLIENT_COPY.tooLong(CLIENT_LIMITS.shortText) }),
  email: Email,
  phone: Phone,
  jobTitle: optionalText(CLIENT_LIMITS.shortText),
  isPrimary: z.boolean(),
  isSigner: z.boolean(),
};

/** A contact of a client. The first contact of a client is always its primary one. */
export const CreateContactInput = z.strictObject({
  ...ContactFields,
  lastName: ContactFields.lastName.default(''),
  isPrimary: ContactFields.isPrimary.optional(),
  isSigner: ContactFields.isSigner.default(false),
});
export type CreateContactInput = z.input<typeof CreateContactInput>;

export const UpdateContactInput = z.strictObject(ContactFields).partial();
export type UpdateContactInput = z.input<typeof UpdateContactInput>;

/** POST /api/clients. `contact` adds a first (primary) contact in the same transaction (quote wizard inline). */
export const CreateClientInput = z.strictObject({
  ...ClientFields,
  type: ClientFields.type.default('customer'),
  /** Defaults to the workspace's default currency. */
  currency: ClientFields.currency.optional(),
  contact: CreateContactInput.optional(),
});
export type CreateClientInput = z.input<typeof CreateClientInput>;
export type CreateClientValues = z.output<typeof CreateClientInput>;

export const UpdateClientInput = z.strictObject(ClientFields).partial();
export type UpdateClientInput = z.input<typeof UpdateClientInput>;

export const SiteInput = z.strictObject({
  name: z
    .string({ error: CLIENT_COPY.siteNameRequired })
    .trim()
    .min(1, { error: CLIENT_COPY.siteNameRequired })
    .max(CLIENT_LIMITS.name, { error: CLIENT_COPY.tooLong(CLIENT_LIMITS.name) }),
  ...Address,
});
export type SiteInput = z.input<typeof SiteInput>;
export const UpdateSiteInput = SiteInput.partial();
export type UpdateSiteInput = z.input<typeof UpdateSiteInput>;

export const CLIENT_SORTS = ['name', 'updated', 'created', 'quotes'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
export const CLIENT_SORT_LABELS: Record<ClientSort, string> = {
  name: 'Name',
  updated: 'Last updated',
  created: 'Date added',
  quotes: 'Number of quotes',
};
/** The direction each sort starts in: names A→Z, everything else newest or largest first. */
export const CLIENT_SORT_DEFAULT_DIR: Record<ClientSort, 'asc' | 'desc'> = {
  name: 'asc',
  updated: 'desc',
  created: 'desc',
  quotes: 'desc',
};
export const CLIENT_PAGE_SIZE = 25;

/** GET /api/clients query. `cursor` is opaque (keyset on the sort key and id). */
export const ClientListQuery = z.strictObject({
  q: z.string().trim().max(200).optional(),
  type: z.enum(CLIENT_TYPES).optional(),
  archived: z.enum(['exclude', 'include', 'only']).default('exclude'),
  sort: z.enum(CLIENT_SORTS).default('name'),
  dir: z.enum(['asc', 'desc']).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CLIENT_PAGE_SIZE),
});
export type ClientListQuery = z.input<typeof ClientListQuery>;
export type ClientListFilters = z.output<typeof ClientListQuery>;
