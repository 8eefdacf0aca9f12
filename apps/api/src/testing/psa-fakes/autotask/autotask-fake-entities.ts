/** What the fake knows about each Autotask entity it serves: required fields, lengths, references, picklists. */
export interface EntitySpec {
  table: TableName;
  fields: string[];
  required: string[];
  lengths?: Record<string, number>;
  /** field → the table its id must exist in. */
  references?: Record<string, TableName>;
  picklists?: string[];
  /** Child entities are created and updated only under their parent's URL. */
  parent?: { entity: string; field: string };
  writable?: boolean;
}

export type TableName =
  | 'companies'
  | 'contacts'
  | 'opportunities'
  | 'projects'
  | 'phases'
  | 'tasks'
  | 'projectCharges'
  | 'projectNotes'
  | 'companyNotes'
  | 'opportunityAttachments'
  | 'projectAttachments'
  | 'resources'
  | 'roles'
  | 'resourceRoles'
  | 'billingCodes'
  | 'products'
  | 'contracts';

const ATTACHMENT_FIELDS = ['id', 'attachmentType', 'title', 'fullPath', 'data', 'publish', 'contentType'];

export const ENTITIES: Record<string, EntitySpec> = {
  Companies: {
    table: 'companies',
    fields: ['id', 'companyName', 'companyType', 'ownerResourceID', 'phone', 'webAddress', 'isActive'],
    required: ['companyName', 'companyType', 'ownerResourceID', 'phone'],
    lengths: { companyName: 100, phone: 25, webAddress: 255 },
    references: { ownerResourceID: 'resources' },
    picklists: ['companyType'],
    writable: true,
  },
  Contacts: {
    table: 'contacts',
    fields: ['id', 'companyID', 'firstName', 'lastName', 'emailAddress', 'phone', 'mobilePhone', 'isActive'],
    required: ['companyID', 'firstName', 'lastName'],
  },
  Opportunities: {
    table: 'opportunities',
    fields: [
      'id',
      'title',
      'companyID',
      'ownerResourceID',
      'amount',
      'cost',
      'onetimeRevenue',
      'onetimeCost',
      'monthlyRevenue',
      'monthlyCost',
      'totalAmountMonths',
      'probability',
      'projectedCloseDate',
      'createDate',
      'stage',
      'status',
      'useQuoteTotals',
      'closedDate',
      'winReason',
    ],
    required: [
      'title',
      'companyID',
      'amount',
      'cost',
      'createDate',
      'ownerResourceID',
      'probability',
      'projectedCloseDate',
      'stage',
      'status',
      'useQuoteTotals',
    ],
    lengths: { title: 128 },
    references: { companyID: 'companies', ownerResourceID: 'resources' },
    picklists: ['stage', 'status'],
    writable: true,
  },
  Projects: {
    table: 'projects',
    fields: [
      'id',
      'projectName',
      'companyID',
      'projectType',
      'status',
      'startDateTime',
      'endDateTime',
      'description',
      'opportunityID',
      'projectLeadResourceID',
    ],
    required: ['projectName', 'companyID', 'projectType', 'status', 'startDateTime', 'endDateTime'],
    lengths: { projectName: 100, description: 8000 },
    references: { companyID: 'companies', opportunityID: 'opportunities', projectLeadResourceID: 'resources' },
    picklists: ['projectType', 'status'],
    writable: true,
  },
  Phases: {
    table: 'phases',
    fields: ['id', 'projectID', 'title', 'estimatedHours', 'startDate', 'dueDate', 'parentPhaseID'],
    required: ['projectID', 'title'],
    lengths: { title: 255 },
    parent: { entity: 'Projects', field: 'projectID' },
  },
  Tasks: {
    table: 'tasks',
    fields: [
      'id',
      'projectID',
      'phaseID',
      'title',
      'description',
      'status',
      'taskType',
      'estimatedHours',
      'assignedResourceID',
      'assignedResourceRoleID',
      'billingCodeID',
      'departmentID',
    ],
    required: ['projectID', 'title', 'status', 'taskType'],
    lengths: { title: 255, description: 8000 },
    references: {
      phaseID: 'phases',
      assignedResourceID: 'resources',
      assignedResourceRoleID: 'roles',
      billingCodeID: 'billingCodes',
    },
    picklists: ['status', 'taskType'],
    parent: { entity: 'Projects', field: 'projectID' },
  },
  ProjectCharges: {
    table: 'projectCharges',
    fields: [
      'id',
      'projectID',
      'name',
      'description',
      'productID',
      'unitQuantity',
      'unitPrice',
      'unitCost',
      'datePurchased',
      'chargeType',
      'status',
      'isBillableToCompany',
      'billingCodeID',
    ],
    // The swagger marks none required; this is the conservative set, so the client must read isRequired and fill them.
    required: [
      'projectID',
      'name',
      'chargeType',
      'datePurchased',
      'unitQuantity',
      'isBillableToCompany',
      'status',
      'billingCodeID',
    ],
    lengths: { name: 100, description: 2000 },
    references: { productID: 'products', billingCodeID: 'billingCodes' },
    picklists: ['chargeType', 'status'],
    parent: { entity: 'Projects', field: 'projectID' },
  },
  ProjectNotes: {
    table: 'projectNotes',
    fields: ['id', 'projectID', 'title', 'description', 'noteType', 'publish', 'isAnnouncement'],
    required: ['projectID', 'title', 'description', 'noteType', 'publish'],
    lengths: { title: 250, description: 32000 },
    picklists: ['noteType'],
    parent: { entity: 'Projects', field: 'projectID' },
  },
  CompanyNotes: {
    table: 'companyNotes',
    fields: [
      'id',
      'companyID',
      'opportunityID',
      'actionType',
      'assignedResourceID',
      'startDateTime',
      'endDateTime',
      'name',
      'note',
    ],
    required: ['companyID', 'actionType', 'assignedResourceID', 'startDateTime', 'endDateTime'],
    lengths: { name: 250, note: 32000 },
    references: { opportunityID: 'opportunities', assignedResourceID: 'resources' },
    picklists: ['actionType'],
    parent: { entity: 'Companies', field: 'companyID' },
  },
  OpportunityAttachments: {
    table: 'opportunityAttachments',
    fields: ['opportunityID', ...ATTACHMENT_FIELDS],
    required: ['opportunityID', 'attachmentType', 'title'],
    lengths: { title: 255, fullPath: 255 },
    parent: { entity: 'Opportunities', field: 'opportunityID' },
  },
  ProjectAttachments: {
    table: 'projectAttachments',
    fields: ['projectID', ...ATTACHMENT_FIELDS],
    required: ['projectID', 'attachmentType', 'title'],
    lengths: { title: 255, fullPath: 255 },
    parent: { entity: 'Projects', field: 'projectID' },
  },
  Resources: { table: 'resources', fields: ['id', 'firstName', 'lastName', 'userName', 'isActive'], required: [] },
  Roles: { table: 'roles', fields: ['id', 'name', 'isActive'], required: [] },
  ResourceRoles: {
    table: 'resourceRoles',
    fields: ['id', 'resourceID', 'roleID', 'departmentID', 'isActive'],
    required: [],
  },
  BillingCodes: {
    table: 'billingCodes',
    fields: ['id', 'name', 'useType', 'isActive'],
    required: [],
    picklists: ['useType'],
  },
  Products: { table: 'products', fields: ['id', 'name', 'isActive'], required: [] },
  Contracts: {
    table: 'contracts',
    fields: ['id', 'contractName', 'contractCategory'],
    required: [],
    picklists: ['contractCategory'],
  },
};

/** The entity a `/{Parent}/{id}/{Child}` URL writes to. */
export const CHILD_ROUTES: Record<string, string> = {
  'Projects/Phases': 'Phases',
  'Projects/Tasks': 'Tasks',
  'Projects/Charges': 'ProjectCharges',
  'Projects/Notes': 'ProjectNotes',
  'Projects/Attachments': 'ProjectAttachments',
  'Companies/Notes': 'CompanyNotes',
  'Opportunities/Attachments': 'OpportunityAttachments',
};
