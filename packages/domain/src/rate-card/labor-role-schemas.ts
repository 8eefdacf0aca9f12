import { tooLongMessage } from '../validation/length-copy';
import { z } from 'zod';
import { RATE_CARD_COPY as COPY } from './rate-card-copy';

/** $100,000.00 per hour: far above any real rate, far below the integer column's limit. */
export const ROLE_RATE_MAX_CENTS = 10_000_000;
export const ROLE_NAME_MAX = 100;
export const ROLE_DESCRIPTION_MAX = 1000;
/** A rate card is a short list; this bounds a reorder request. */
export const ROLES_MAX = 200;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(max) })
    .nullable()
    .transform((value) => (value ? value : null));

export const RoleName = z
  .string({ error: COPY.nameRequired })
  .trim()
  .min(1, { error: COPY.nameRequired })
  .max(ROLE_NAME_MAX, { error: COPY.nameTooLong });

export const RoleRateCents = z
  .number({ error: COPY.rateInvalid })
  .int({ error: COPY.rateInvalid })
  .min(0, { error: COPY.rateNegative })
  .max(ROLE_RATE_MAX_CENTS, { error: COPY.rateTooLarge });

/** POST /api/rate-card/roles. Rates are cents per hour. */
export const CreateLaborRoleInput = z.strictObject({
  name: RoleName,
  clientFacingName: optionalText(ROLE_NAME_MAX).default(null),
  description: optionalText(ROLE_DESCRIPTION_MAX).default(null),
  billRateCents: RoleRateCents,
  costRateCents: RoleRateCents.default(0),
});
export type CreateLaborRoleInput = z.input<typeof CreateLaborRoleInput>;

/** PATCH /api/rate-card/roles/{id}: any subset, at least one field. */
export const UpdateLaborRoleInput = z
  .strictObject({
    name: RoleName.optional(),
    clientFacingName: optionalText(ROLE_NAME_MAX).optional(),
    description: optionalText(ROLE_DESCRIPTION_MAX).optional(),
    billRateCents: RoleRateCents.optional(),
    costRateCents: RoleRateCents.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { error: COPY.nothingToUpdate });
export type UpdateLaborRoleInput = z.input<typeof UpdateLaborRoleInput>;

/** PUT /api/rate-card/roles/order: every active role's id, in the new order. */
export const ReorderLaborRolesInput = z.strictObject({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(ROLES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each role can appear only once.' }),
});
export type ReorderLaborRolesInput = z.input<typeof ReorderLaborRolesInput>;

export const RATE_CARD_ARCHIVE_FILTERS = ['exclude', 'include', 'only'] as const;
export type RateCardArchiveFilter = (typeof RATE_CARD_ARCHIVE_FILTERS)[number];

/** GET /api/rate-card/roles query. */
export const LaborRoleListQuery = z.strictObject({
  archived: z.enum(RATE_CARD_ARCHIVE_FILTERS).default('exclude'),
});
export type LaborRoleListQuery = z.input<typeof LaborRoleListQuery>;

/** A role as the API returns it. */
export interface LaborRoleView {
  id: string;
  name: string;
  clientFacingName: string | null;
  description: string | null;
  billRateCents: number;
  costRateCents: number;
  position: number;
  archivedAt: string | null;
  updatedAt: string;
}

export interface LaborRoleList {
  roles: LaborRoleView[];
}
