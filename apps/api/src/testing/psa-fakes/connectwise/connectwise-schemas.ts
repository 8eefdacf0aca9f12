import { z } from 'zod';

/** Subsets of ConnectWise Manage's documented shapes (spec 2022.1, with the 2025.1 required fields). */

export const CwReference = z.object({ id: z.number().int(), name: z.string().optional() });
export type CwReference = z.infer<typeof CwReference>;

export const CwCompanyInfo = z.object({
  CompanyName: z.string(),
  Codebase: z.string().regex(/^[\w.]+\/$/),
  VersionCode: z.string(),
  SiteUrl: z.string(),
});
export type CwCompanyInfo = z.infer<typeof CwCompanyInfo>;

export const CwErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  errors: z
    .array(z.object({ code: z.string(), message: z.string(), resource: z.string(), field: z.string() }))
    .optional(),
});
export type CwErrorBody = z.infer<typeof CwErrorBody>;

export const CwCompanyInput = z.object({
  identifier: z.string().min(1).max(25),
  name: z.string().min(1).max(50),
  website: z.string().optional(),
  phoneNumber: z.string().max(30).optional(),
});
export type CwCompanyInput = z.infer<typeof CwCompanyInput>;

export const CwCompany = CwCompanyInput.extend({
  id: z.number().int(),
  website: z.string().nullable().optional(),
  status: CwReference.optional(),
  deletedFlag: z.boolean().optional(),
});
export type CwCompany = z.infer<typeof CwCompany>;

export const CwOpportunityInput = z.object({
  name: z.string().min(1).max(100),
  company: CwReference,
  expectedCloseDate: z.iso.datetime().optional(),
  stage: CwReference.optional(),
  status: CwReference.optional(),
  probability: CwReference.optional(),
  primarySalesRep: CwReference.optional(),
  contact: CwReference.optional(),
});
export type CwOpportunityInput = z.infer<typeof CwOpportunityInput>;

export const CwOpportunity = CwOpportunityInput.extend({ id: z.number().int(), status: CwReference });
export type CwOpportunity = z.infer<typeof CwOpportunity>;

export const CwOpportunityStatus = z.object({
  id: z.number().int(),
  name: z.string(),
  wonFlag: z.boolean(),
  lostFlag: z.boolean(),
  closedFlag: z.boolean(),
  inactiveFlag: z.boolean(),
  defaultFlag: z.boolean(),
});
export type CwOpportunityStatus = z.infer<typeof CwOpportunityStatus>;

export const CwForecastItemInput = z.object({
  forecastType: z.enum(['Product', 'Service', 'Agreement', 'Other1', 'Other2']),
  status: CwReference,
  forecastDescription: z.string().max(50).optional(),
  revenue: z.number().optional(),
  cost: z.number().optional(),
  quantity: z.number().optional(),
  includeFlag: z.boolean().optional(),
  recurringFlag: z.boolean().optional(),
  recurringRevenue: z.number().optional(),
  recurringCost: z.number().optional(),
  cycles: z.number().int().optional(),
  catalogItem: CwReference.optional(),
});
export type CwForecastItemInput = z.infer<typeof CwForecastItemInput>;

export const CwForecast = z.object({
  id: z.number().int(),
  forecastItems: z.array(CwForecastItemInput.extend({ id: z.number().int() })),
});
export type CwForecast = z.infer<typeof CwForecast>;

export const CwPatchOperations = z.array(
  z.object({ op: z.enum(['add', 'replace', 'remove']), path: z.string().min(1), value: z.unknown() }),
);
export type CwPatchOperations = z.infer<typeof CwPatchOperations>;

export const CwProjectInput = z.object({
  name: z.string().min(1).max(75),
  billingMethod: z.enum(['ActualRates', 'FixedFee', 'NotToExceed', 'OverrideRate']),
  estimatedStart: z.iso.datetime(),
  estimatedEnd: z.iso.datetime(),
  board: CwReference,
  company: CwReference,
  opportunity: CwReference.optional(),
  manager: CwReference.optional(),
  budgetHours: z.number().optional(),
  billingRateType: z.enum(['StaffMember', 'WorkRole']).optional(),
});
export type CwProjectInput = z.infer<typeof CwProjectInput>;

export const CwProject = CwProjectInput.extend({ id: z.number().int() });
export type CwProject = z.infer<typeof CwProject>;

export const CwPhaseInput = z.object({
  description: z.string().min(1).max(100),
  wbsCode: z.string().optional(),
  budgetHours: z.number().optional(),
});
export type CwPhaseInput = z.infer<typeof CwPhaseInput>;

export const CwPhase = CwPhaseInput.extend({ id: z.number().int(), projectId: z.number().int() });
export type CwPhase = z.infer<typeof CwPhase>;

export const CwProjectTicketInput = z.object({
  summary: z.string().min(1).max(100),
  project: CwReference,
  phase: CwReference,
  budgetHours: z.number().nonnegative().optional(),
  workRole: CwReference.optional(),
  workType: CwReference.optional(),
  billTime: z.enum(['Billable', 'DoNotBill', 'NoCharge', 'NoDefault']).optional(),
  initialDescription: z.string().optional(),
});
export type CwProjectTicketInput = z.infer<typeof CwProjectTicketInput>;

export const CwProjectTicket = CwProjectTicketInput.extend({ id: z.number().int() });
export type CwProjectTicket = z.infer<typeof CwProjectTicket>;

export const CwNoteInput = z.object({ text: z.string().min(1) });
export type CwNoteInput = z.infer<typeof CwNoteInput>;

export const CwNote = CwNoteInput.extend({ id: z.number().int() });
export type CwNote = z.infer<typeof CwNote>;

export const CwNamedOption = z.object({ id: z.number().int(), name: z.string() });
export type CwNamedOption = z.infer<typeof CwNamedOption>;

export const CwDocumentInfo = z.object({ id: z.number().int(), title: z.string(), fileName: z.string() });
export type CwDocumentInfo = z.infer<typeof CwDocumentInfo>;

export const CwDocumentFields = z.object({
  recordType: z.string().min(1),
  recordId: z.coerce.number().int(),
  title: z.string().max(100).optional(),
  privateFlag: z.enum(['true', 'false']).optional(),
});
export type CwDocumentFields = z.infer<typeof CwDocumentFields>;
