import { z } from 'zod';
import { QUOTE_STATUSES } from '../quotes/quote-enums';
import { CLIENT_TYPES } from './client-schemas';

const Address = {
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
};

export const ClientContactView = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  isPrimary: z.boolean(),
  isSigner: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClientContactView = z.infer<typeof ClientContactView>;

export const ClientSiteView = z.object({
  id: z.string(),
  name: z.string(),
  ...Address,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClientSiteView = z.infer<typeof ClientSiteView>;

/** One quote on the client page: the list's mirrored totals of its current version. */
export const ClientQuoteSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  status: z.enum(QUOTE_STATUSES),
  currency: z.string(),
  oneTimeTotalCents: z.number().int(),
  mrrCents: z.number().int(),
  tcvCents: z.number().int(),
  updatedAt: z.string(),
});
export type ClientQuoteSummary = z.infer<typeof ClientQuoteSummary>;

const ClientBase = {
  id: z.string(),
  name: z.string(),
  type: z.enum(CLIENT_TYPES),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  ...Address,
  currency: z.string(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const ClientListItem = z.object({
  ...ClientBase,
  quoteCount: z.number().int(),
  primaryContact: z
    .object({ id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
});
export type ClientListItem = z.infer<typeof ClientListItem>;

export const ClientListPage = z.object({
  items: z.array(ClientListItem),
  /** Clients matching the filters, across every page. */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ClientListPage = z.infer<typeof ClientListPage>;

export const ClientDetail = z.object({
  ...ClientBase,
  notes: z.string().nullable(),
  contacts: z.array(ClientContactView),
  sites: z.array(ClientSiteView),
  quotes: z.array(ClientQuoteSummary),
});
export type ClientDetail = z.infer<typeof ClientDetail>;

export const contactName = (contact: { firstName: string; lastName: string }): string =>
  `${contact.firstName} ${contact.lastName}`.trim();

/** One line of address for headers and lists: "12 High St, Leeds, LS1 4AP, UK". */
export function formatAddress(address: Partial<Record<keyof typeof Address, string | null>>): string {
  return [
    address.addressLine1,
    address.addressLine2,
    address.city,
    [address.region, address.postalCode].filter(Boolean).join(' '),
    address.country,
  ]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}
