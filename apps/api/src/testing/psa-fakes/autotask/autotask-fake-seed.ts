import type { AutotaskFakeState, Row } from './autotask-fake-state';

export const API_USER_RESOURCE_ID = 29682885;

/** A small MSP: its own company (id 0), two clients, four resources and the roles they hold. */
export function seedTables(username: string): Record<string, Row[]> {
  return {
    companies: [
      { id: 0, companyName: 'Northwind IT Services', companyType: 7, phone: '555-0100', isActive: true },
      {
        id: 174,
        companyName: 'Contoso Dental',
        companyType: 1,
        phone: '555-0174',
        webAddress: 'https://www.contosodental.com/',
        isActive: true,
        ownerResourceID: 29682886,
      },
      {
        id: 175,
        companyName: 'Fabrikam Logistics',
        companyType: 1,
        phone: '555-0175',
        webAddress: 'fabrikam.io',
        isActive: true,
        ownerResourceID: 29682886,
      },
    ],
    contacts: [
      {
        id: 301,
        companyID: 174,
        firstName: 'Dana',
        lastName: 'Whitfield',
        emailAddress: 'dana@contosodental.com',
        phone: '555-0180',
        isActive: 1,
      },
      {
        id: 302,
        companyID: 174,
        firstName: 'Omar',
        lastName: 'Haddad',
        emailAddress: 'omar@contosodental.com',
        phone: null,
        mobilePhone: '555-0181',
        isActive: 1,
      },
      { id: 303, companyID: 174, firstName: 'Former', lastName: 'Manager', emailAddress: null, isActive: 0 },
    ],
    resources: [
      { id: API_USER_RESOURCE_ID, firstName: 'API', lastName: 'Scopewright', userName: username, isActive: true },
      { id: 29682886, firstName: 'Alex', lastName: 'Morgan', userName: 'alex@northwind-it.com', isActive: true },
      { id: 29682887, firstName: 'Sam', lastName: 'Patel', userName: 'sam@northwind-it.com', isActive: true },
      { id: 29682888, firstName: 'Jordan', lastName: 'Lee', userName: 'jordan@northwind-it.com', isActive: true },
    ],
    roles: [
      { id: 29683400, name: 'Project Manager', isActive: true },
      { id: 29683401, name: 'Senior Engineer', isActive: true },
      { id: 29683402, name: 'Engineer', isActive: true },
      { id: 29683403, name: 'Help Desk', isActive: true },
      { id: 29683404, name: 'Network Architect', isActive: true },
      { id: 29683405, name: 'Retired Role', isActive: false },
    ],
    resourceRoles: [
      { id: 1, resourceID: 29682886, roleID: 29683400, departmentID: 3, isActive: true },
      { id: 2, resourceID: 29682887, roleID: 29683401, departmentID: 3, isActive: true },
      { id: 3, resourceID: 29682888, roleID: 29683402, departmentID: 3, isActive: true },
      { id: 4, resourceID: 29682887, roleID: 29683402, departmentID: 3, isActive: true },
      { id: 5, resourceID: 29682888, roleID: 29683403, departmentID: 4, isActive: true },
    ],
    billingCodes: [
      { id: 29682801, name: 'Remote Labour', useType: 1, isActive: true },
      { id: 29682802, name: 'Onsite Labour', useType: 1, isActive: true },
      { id: 29682803, name: 'Travel Expense', useType: 2, isActive: true },
      { id: 29682804, name: 'Hardware and Software', useType: 3, isActive: true },
    ],
    products: [
      { id: 501, name: 'Meraki MX68 Firewall', isActive: true },
      { id: 502, name: 'Microsoft 365 Business Premium', isActive: true },
    ],
    contracts: [],
  };
}

export function seedPicklists(): AutotaskFakeState['picklists'] {
  const list = (entries: [number, string][], defaultValue?: number) =>
    entries.map(([value, label], index) => ({
      value: String(value),
      label,
      isDefaultValue: value === defaultValue,
      sortOrder: index + 1,
      isActive: true,
    }));
  return {
    Companies: {
      companyType: list(
        [
          [1, 'Customer'],
          [2, 'Lead'],
          [3, 'Prospect'],
          [7, 'Vendor'],
          [8, 'Partner'],
        ],
        1,
      ),
    },
    Opportunities: {
      stage: list(
        [
          [10, 'Lead'],
          [11, 'Qualified'],
          [12, 'Proposal Sent'],
          [13, 'Negotiation'],
          [14, 'Closing'],
        ],
        10,
      ),
      status: list(
        [
          [0, 'Inactive'],
          [1, 'Active'],
          [2, 'Lost'],
          [3, 'Closed'],
          [4, 'Implemented'],
        ],
        1,
      ),
    },
    Projects: {
      status: list(
        [
          [1, 'New'],
          [2, 'In Progress'],
          [5, 'Complete'],
        ],
        1,
      ),
      projectType: list(
        [
          [2, 'Proposal'],
          [3, 'Template'],
          [4, 'Internal'],
          [5, 'Client'],
          [8, 'Baseline'],
        ],
        5,
      ),
    },
    Tasks: {
      status: list(
        [
          [1, 'New'],
          [4, 'In Progress'],
          [5, 'Complete'],
        ],
        1,
      ),
      taskType: list(
        [
          [1, 'Fixed Work'],
          [2, 'Fixed Duration'],
        ],
        1,
      ),
    },
    ProjectCharges: {
      chargeType: list(
        [
          [1, 'Operational'],
          [2, 'Capitalized'],
        ],
        1,
      ),
      status: list(
        [
          [1, 'Need to Order/Fulfill'],
          [2, 'Fulfilled'],
        ],
        1,
      ),
    },
    BillingCodes: {
      useType: list([
        [1, 'Work Type'],
        [2, 'Expense'],
        [3, 'Material Cost Code'],
      ]),
    },
    ProjectNotes: {
      noteType: list(
        [
          [1, 'General'],
          [2, 'Project Summary'],
        ],
        1,
      ),
    },
    CompanyNotes: {
      actionType: list(
        [
          [3, 'General'],
          [4, 'Opportunity Update'],
          [5, 'Phone Call'],
        ],
        3,
      ),
    },
    Contracts: {
      contractCategory: list([
        [1, 'Managed Services'],
        [2, 'Block Hours'],
        [3, 'Project Work'],
      ]),
    },
  };
}
