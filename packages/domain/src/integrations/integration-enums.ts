/** PSA vocabulary; packages/db mirrors these lists in CHECK constraints (schema/integrations.ts). */
export const INTEGRATION_PROVIDERS = ['connectwise', 'autotask', 'halopsa'] as const;
export type IntegrationProviderId = (typeof INTEGRATION_PROVIDERS)[number];

export const INTEGRATION_PROVIDER_NAMES: Record<IntegrationProviderId, string> = {
  connectwise: 'ConnectWise PSA',
  autotask: 'Autotask',
  halopsa: 'HaloPSA',
};

export const PULL_SCHEDULES = ['off', 'daily'] as const;
export type PullSchedule = (typeof PULL_SCHEDULES)[number];

/**
 * The adapter options a connection's settings may carry, per PSA (ids of records in the PSA). Anything else in
 * `settings.options` is refused.
 */
export const INTEGRATION_OPTION_KEYS = {
  connectwise: ['projectBoardId', 'billingMethod', 'salesRepId', 'projectManagerId'],
  autotask: ['ownerResourceId'],
  halopsa: [
    'agentId',
    'opportunityCategoryId',
    'wonStatusId',
    'wonClosureCategoryId',
    'noteOutcome',
    'opportunityTicketTypeId',
    'projectTicketTypeId',
    'taskTicketTypeId',
  ],
} as const satisfies Record<IntegrationProviderId, readonly string[]>;

/** The parts of a mapping: our records → the PSA's ids (phases → the PSA's phase name). */
export const MAPPING_PARTS = ['roles', 'workTypes', 'phases', 'products', 'recurring', 'stages'] as const;
export type MappingPart = (typeof MAPPING_PARTS)[number];

/** At most this many section names are offered for phase mapping, the most used first. */
export const MAPPING_PHASES_MAX = 50;
