import { z } from 'zod';

/** Subsets of the HaloPSA v2 OpenAPI schemas the integration uses; extra fields pass through. */
const Id = z.number().int().positive();

export const HaloTokenRequest = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  scope: z.string().optional(),
});

export const HaloTokenResponse = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});

export const HaloOAuthError = z.looseObject({ error: z.string(), error_description: z.string().optional() });

export const HaloArea = z.looseObject({
  id: Id.optional(),
  name: z.string().optional(),
  website: z.string().optional(),
  phonenumber: z.string().optional(),
  inactive: z.boolean().optional(),
});

export const HaloMilestone = z.looseObject({
  id: Id.optional(),
  name: z.string().optional(),
  sequence: z.number().int().optional(),
  start_date: z.string().optional(),
  target_date: z.string().optional(),
  milestone_value: z.number().optional(),
});

export const HaloFaultBudget = z.looseObject({
  id: Id.optional(),
  budgettype_id: Id,
  hours: z.number().nonnegative().optional(),
  rate: z.number().optional(),
});

export const HaloFaults = z.looseObject({
  id: Id.optional(),
  summary: z.string().optional(),
  details: z.string().optional(),
  client_id: Id.optional(),
  tickettype_id: Id.optional(),
  status_id: Id.optional(),
  agent_id: z.number().int().nonnegative().optional(),
  parent_id: Id.optional(),
  milestone_id: Id.optional(),
  estimate: z.number().nonnegative().optional(),
  budgettype_id: Id.optional(),
  startdate: z.string().optional(),
  targetdate: z.string().optional(),
  categoryid_1: Id.optional(),
  oppvalue: z.number().optional(),
  oppprofit: z.number().optional(),
  oppconversionprobability: z.number().min(0).max(100).optional(),
  oppclosurecategory: z.number().int().optional(),
  oppconverteddate: z.string().optional(),
  milestones: z.array(HaloMilestone).optional(),
  budgets: z.array(HaloFaultBudget).optional(),
});

export const HaloActions = z.looseObject({
  ticket_id: Id,
  outcome: z.string().optional(),
  note: z.string().optional(),
  hiddenfromuser: z.boolean().optional(),
});

export const HaloAttachment = z.looseObject({
  ticket_id: Id,
  filename: z.string().optional(),
  note: z.string().optional(),
  data_base64: z.string().optional(),
});

export const HaloUsers = z.looseObject({
  id: Id,
  client_id: Id,
  name: z.string(),
  firstname: z.string().optional(),
  surname: z.string().optional(),
  emailaddress: z.string().optional(),
  phonenumber: z.string().optional(),
});

export const HaloNamed = z.looseObject({ id: Id, name: z.string() });

export const HaloClientList = z.looseObject({
  record_count: z.number().int().nonnegative(),
  clients: z.array(HaloArea.extend({ id: Id, name: z.string() })),
});

export const HaloTicketList = z.looseObject({
  record_count: z.number().int().nonnegative(),
  tickets: z.array(HaloFaults.extend({ id: Id })),
});

export const HaloUserList = z.looseObject({ record_count: z.number().int().nonnegative(), users: z.array(HaloUsers) });

export const HaloItemList = z.looseObject({ record_count: z.number().int().nonnegative(), items: z.array(HaloNamed) });
