import { z } from 'zod';
import { IsoDate } from '../validation/iso-date';
import { SafeText } from '../validation/safe-text';
import { OPPORTUNITY_COPY as COPY } from './opportunity-copy';
import {
  OPPORTUNITY_BULK_MAX,
  OPPORTUNITY_PAGE_MAX,
  OPPORTUNITY_PAGE_SIZE,
  OPPORTUNITY_SORTS,
  OPPORTUNITY_SOURCES,
  OPPORTUNITY_STATUSES,
} from './opportunity-enums';
import { isDateTooOld, isoDay } from './opportunity-values';

export const OPPORTUNITY_LIMITS = {
  name: 200,
  nextStep: 500,
  lossNote: 2_000,
  /** A billion in cents' units: 1,000,000,000.00. */
  maxValueCents: 100_000_000_000,
} as const;

const text = (max: number) =>
  SafeText.pipe(
    z
      .string()
      .trim()
      .max(max, { error: COPY.tooLong(max) }),
  );

const Name = SafeText.pipe(
  z
    .string({ error: COPY.nameRequired })
    .trim()
    .min(1, { error: COPY.nameRequired })
    .max(OPPORTUNITY_LIMITS.name, { error: COPY.tooLong(OPPORTUNITY_LIMITS.name) }),
);

/** A whole percent 0–100; the domain stores basis points (percentToBps). */
export const ProbabilityPercent = z
  .number({ error: COPY.probabilityRange })
  .int({ error: COPY.probabilityRange })
  .min(0, { error: COPY.probabilityRange })
  .max(100, { error: COPY.probabilityRange });

/** A date no more than a year back (checked against today, UTC). */
const RecentDate = (message: string) => IsoDate.refine((d) => !isDateTooOld(d, isoDay(new Date())), { error: message });

const Cents = z
  .number({ error: COPY.valueRange })
  .int({ error: COPY.valueRange })
  .min(0, { error: COPY.valueRange })
  .max(OPPORTUNITY_LIMITS.maxValueCents, { error: COPY.valueRange });

const LockVersion = z.number().int().min(1);

/** The fields a person types on a deal; values are hand-typed only when `valuesOverridden`. */
const EditableFields = {
  name: Name,
  contactId: z.uuid().nullable().optional(),
  ownerId: z.uuid().nullable().optional(),
  expectedCloseDate: RecentDate(COPY.closeDateTooOld).nullable().optional(),
  probabilityOverride: ProbabilityPercent.nullable().optional(),
  source: z.enum(OPPORTUNITY_SOURCES).nullable().optional(),
  nextStep: text(OPPORTUNITY_LIMITS.nextStep).optional(),
  nextStepDate: RecentDate(COPY.nextStepDateTooOld).nullable().optional(),
  oneTimeCents: Cents.optional(),
  mrrCents: Cents.optional(),
  tcvCents: Cents.optional(),
  /** true: the values above are kept as typed; false: they follow the primary quote again. */
  valuesOverridden: z.boolean().optional(),
};

export const CreateOpportunityInput = z.strictObject({
  ...EditableFields,
  clientId: z.uuid(),
  /** The first stage (an open one) when omitted. */
  stageId: z.uuid().optional(),
});
export type CreateOpportunityInput = z.input<typeof CreateOpportunityInput>;

export const UpdateOpportunityInput = z.strictObject({
  ...EditableFields,
  name: Name.optional(),
  lockVersion: LockVersion,
});
export type UpdateOpportunityInput = z.input<typeof UpdateOpportunityInput>;

/** Moving to a won or lost stage closes the deal; a lost one carries its reason (required when the admin says so). */
export const MoveOpportunityInput = z.strictObject({
  stageId: z.uuid(),
  lockVersion: LockVersion,
  lossReasonId: z.uuid().nullable().optional(),
  lossNote: text(OPPORTUNITY_LIMITS.lossNote).optional(),
});
export type MoveOpportunityInput = z.input<typeof MoveOpportunityInput>;

export const ReopenOpportunityInput = z.strictObject({
  lockVersion: LockVersion,
  /** The open stage to reopen in; the deal's last open stage when omitted. */
  stageId: z.uuid().optional(),
});
export type ReopenOpportunityInput = z.input<typeof ReopenOpportunityInput>;

export const BulkOpportunitiesInput = z
  .strictObject({
    ids: z
      .array(z.uuid())
      .min(1)
      .max(OPPORTUNITY_BULK_MAX, { error: COPY.bulkTooMany })
      .refine((ids) => new Set(ids).size === ids.length, { error: COPY.bulkDuplicate }),
    stageId: z.uuid().optional(),
    ownerId: z.uuid().nullable().optional(),
    lossReasonId: z.uuid().nullable().optional(),
  })
  .refine((input) => input.stageId !== undefined || input.ownerId !== undefined, {
    error: COPY.bulkStaleNone,
    path: ['stageId'],
  });
export type BulkOpportunitiesInput = z.input<typeof BulkOpportunitiesInput>;

const QueryUuid = z.uuid();
const QueryCents = z.coerce.number().int().min(0).max(OPPORTUNITY_LIMITS.maxValueCents);

export const ListOpportunitiesQuery = z.strictObject({
  ownerId: QueryUuid.optional(),
  clientId: QueryUuid.optional(),
  stageId: QueryUuid.optional(),
  status: z.enum(OPPORTUNITY_STATUSES).optional(),
  closeFrom: IsoDate.optional(),
  closeTo: IsoDate.optional(),
  minValueCents: QueryCents.optional(),
  maxValueCents: QueryCents.optional(),
  /** Deals with no activity for at least this many days. */
  staleDays: z.coerce.number().int().min(1).max(3650).optional(),
  sort: z.enum(OPPORTUNITY_SORTS).default('updated'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(OPPORTUNITY_PAGE_MAX).default(OPPORTUNITY_PAGE_SIZE),
});
export type ListOpportunitiesQuery = z.input<typeof ListOpportunitiesQuery>;
export type OpportunityListFilters = z.output<typeof ListOpportunitiesQuery>;

export const OpportunityBoardQuery = ListOpportunitiesQuery.pick({
  ownerId: true,
  clientId: true,
  closeFrom: true,
  closeTo: true,
  minValueCents: true,
  maxValueCents: true,
  staleDays: true,
});
export type OpportunityBoardQuery = z.input<typeof OpportunityBoardQuery>;
export type OpportunityBoardFilters = z.output<typeof OpportunityBoardQuery>;
