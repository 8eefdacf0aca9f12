import { z } from 'zod';

/**
 * The subset of the Autotask REST shapes Scopewright uses, as documented (Swagger v1.json models, live JSON in
 * camelCase). The fake's answers must parse with these and the client's bodies must satisfy the create models.
 */
export const ZoneInformationAnswer = z.object({
  ZoneName: z.string(),
  Url: z.url(),
  WebUrl: z.url(),
  CI: z.number().int(),
});

const FilterCondition: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.object({ op: z.enum(['and', 'or']), items: z.array(FilterCondition).min(1) }),
    z.object({
      op: z.enum([
        'eq',
        'noteq',
        'gt',
        'gte',
        'lt',
        'lte',
        'beginsWith',
        'endsWith',
        'contains',
        'exist',
        'notExist',
        'in',
        'notIn',
      ]),
      field: z.string().min(1),
      value: z.unknown().optional(),
      udf: z.boolean().optional(),
    }),
  ]),
);

export const QueryRequest = z.object({
  filter: z.array(FilterCondition).min(1).max(500),
  IncludeFields: z.array(z.string()).optional(),
  MaxRecords: z.number().int().min(1).max(500).optional(),
});

export const QueryAnswer = z.object({
  items: z.array(z.object({ id: z.number().int() }).passthrough()),
  pageDetails: z.object({
    count: z.number().int(),
    requestCount: z.number().int(),
    prevPageUrl: z.string().nullable(),
    nextPageUrl: z.string().nullable(),
  }),
});

export const ItemAnswer = z.object({ item: z.object({ id: z.number().int() }).passthrough().nullable() });
export const CreateAnswer = z.object({ itemId: z.number().int() });
export const ErrorAnswer = z.object({ errors: z.array(z.string()).min(1) });

export const PicklistValue = z.object({
  value: z.string(),
  label: z.string(),
  isDefaultValue: z.boolean(),
  sortOrder: z.number().int(),
  parentValue: z.string(),
  isActive: z.boolean(),
  isSystem: z.boolean(),
});

export const FieldsAnswer = z.object({
  fields: z.array(
    z.object({
      name: z.string(),
      dataType: z.string(),
      length: z.number().int(),
      isRequired: z.boolean(),
      isReadOnly: z.boolean(),
      isQueryable: z.boolean(),
      isReference: z.boolean(),
      referenceEntityType: z.string(),
      isPickList: z.boolean(),
      picklistValues: z.array(PicklistValue).nullable(),
      picklistParentValueField: z.string(),
      isSupportedWebhookField: z.boolean(),
    }),
  ),
});

const id = z.number().int();
const dateTime = z.iso.datetime({ offset: true });

export const CompanyCreate = z.object({
  companyName: z.string().min(1).max(100),
  companyType: id,
  ownerResourceID: id,
  phone: z.string().min(1).max(25),
  webAddress: z.string().max(255).optional(),
});

export const OpportunityCreate = z.object({
  title: z.string().min(1).max(128),
  companyID: id,
  ownerResourceID: id,
  amount: z.number(),
  cost: z.number(),
  onetimeRevenue: z.number().optional(),
  onetimeCost: z.number().optional(),
  monthlyRevenue: z.number().optional(),
  monthlyCost: z.number().optional(),
  totalAmountMonths: z.number().int().optional(),
  probability: z.number().int().min(0).max(100),
  projectedCloseDate: dateTime,
  createDate: dateTime,
  stage: id,
  status: id,
  useQuoteTotals: z.boolean(),
});

export const OpportunityUpdate = OpportunityCreate.partial().extend({ id, closedDate: dateTime.optional() });

export const ProjectCreate = z.object({
  projectName: z.string().min(1).max(100),
  companyID: id,
  projectType: id,
  status: id,
  startDateTime: dateTime,
  endDateTime: dateTime,
  description: z.string().max(8000).optional(),
  opportunityID: id.optional(),
  projectLeadResourceID: id.optional(),
});

export const PhaseCreate = z.object({
  projectID: id,
  title: z.string().min(1).max(255),
  estimatedHours: z.number().min(0).optional(),
  startDate: dateTime.optional(),
  dueDate: dateTime.optional(),
});

export const TaskCreate = z.object({
  projectID: id,
  phaseID: id.optional(),
  title: z.string().min(1).max(255),
  description: z.string().max(8000).optional(),
  status: id,
  taskType: z.union([z.literal(1), z.literal(2)]),
  estimatedHours: z.number().min(0).optional(),
  assignedResourceID: id.optional(),
  assignedResourceRoleID: id.optional(),
  billingCodeID: id.optional(),
  departmentID: id.optional(),
});

/** ProjectChargeModel (POST /Projects/{parentId}/Charges). Which fields an instance requires is read at run time. */
export const ProjectChargeCreate = z.object({
  projectID: id,
  name: z.string().min(1).max(100),
  description: z.string().max(2000).optional(),
  productID: id.optional(),
  unitQuantity: z.number().min(0),
  unitPrice: z.number().min(0),
  unitCost: z.number().min(0),
  datePurchased: dateTime,
  chargeType: id.optional(),
  status: id.optional(),
  isBillableToCompany: z.boolean(),
  billingCodeID: id.optional(),
});

/** PATCH /Projects/{parentId}/Charges: the id and the values that changed. */
export const ProjectChargeUpdate = ProjectChargeCreate.omit({ projectID: true }).partial().extend({ id });

export const ProjectNoteCreate = z.object({
  projectID: id,
  title: z.string().min(1).max(250),
  description: z.string().min(1).max(32000),
  noteType: id,
  publish: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  isAnnouncement: z.boolean().optional(),
});

export const CompanyNoteCreate = z.object({
  companyID: id,
  opportunityID: id.optional(),
  actionType: id,
  assignedResourceID: id,
  startDateTime: dateTime,
  endDateTime: dateTime,
  name: z.string().max(250).optional(),
  note: z.string().max(32000).optional(),
});

export const AttachmentCreate = z.object({
  attachmentType: z.enum(['FILE_ATTACHMENT', 'URL', 'FILE_LINK', 'FOLDER_LINK']),
  title: z.string().min(1).max(255),
  fullPath: z.string().max(255),
  data: z.string().min(1),
  publish: z.union([z.literal(1), z.literal(2)]),
  opportunityID: id.optional(),
  projectID: id.optional(),
});
