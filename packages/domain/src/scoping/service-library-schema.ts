import { z } from 'zod';
import { ExtractedQuantity, SCOPE_UNITS, SuggestedSection } from './scope-suggestion-api';

/**
 * The MSP service library's shape (docs/decisions/0018-ai-scoping.md). The data ships in `@scopewright/scoping` and is parsed
 * with these schemas when that package loads, so a bad entry fails fast in tests, not in front of a user.
 */
export const SERVICE_AREAS = [
  'productivity',
  'identity',
  'endpoint',
  'security',
  'backup',
  'infrastructure',
  'cloud',
  'network',
  'voice',
  'compliance',
  'onboarding',
  'facilities',
] as const;
export type ServiceArea = (typeof SERVICE_AREAS)[number];

export const SERVICE_AREA_LABELS: Record<ServiceArea, string> = {
  productivity: 'Microsoft 365, Google Workspace & collaboration',
  identity: 'Identity & access',
  endpoint: 'Endpoints & device management',
  security: 'Security operations',
  backup: 'Backup & disaster recovery',
  infrastructure: 'Servers & virtualisation',
  cloud: 'Cloud migration & hosting',
  network: 'Networking',
  voice: 'Voice & Teams Phone',
  compliance: 'Compliance & hardening',
  onboarding: 'Onboarding, documentation & service desk',
  facilities: 'Office moves, printers & peripherals',
};

/** Sections of a suggested scope, in the order they print. */
export const SCOPE_PHASES = [
  'Discovery & Planning',
  'Design',
  'Build & Configuration',
  'Migration',
  'Deployment',
  'Testing & Cutover',
  'Training & Handover',
  'Project Management',
] as const;
export type ScopePhase = (typeof SCOPE_PHASES)[number];

/** Roles the library writes tasks for: the names of the starter rate card (DEFAULT_LABOR_ROLES). */
export const LIBRARY_ROLES = [
  'Project Manager',
  'Solutions Architect',
  'vCIO',
  'Senior Network Engineer',
  'Systems Engineer',
  'Cloud Engineer',
  'Security Engineer',
  'Service Desk Technician',
  'Field Technician',
  'Project Coordinator',
] as const;
export type LibraryRole = (typeof LIBRARY_ROLES)[number];

const Words = z.array(z.string().trim().min(1).max(400));

export const ServiceTask = z.strictObject({
  /** Unique within the service, kebab-case. */
  key: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().trim().min(3).max(120),
  /** Client-facing: what the task does, as printed on the quote. */
  description: z.string().trim().min(10).max(600),
  role: z.enum(LIBRARY_ROLES),
  /** Fixed effort, hours. */
  baseHours: z.number().min(0).max(200),
  /** Added per unit of `unit`, hours; 0 with a null unit. */
  perUnitHours: z.number().min(0).max(40),
  unit: z.enum(SCOPE_UNITS).nullable(),
  /** The task prints in this phase instead of the service's (an assessment in Discovery, say). */
  phase: z.enum(SCOPE_PHASES).optional(),
});
export type ServiceTask = z.infer<typeof ServiceTask>;

/**
 * A catalog line a service usually brings (licences, subscriptions, hardware, managed services). The library
 * cannot know a workspace's SKUs or prices, so it names the item the way catalogs name it; the engine proposes the
 * workspace's own item that matches, priced from it, and nothing when the workspace sells no such thing.
 */
export const ServiceCatalogCue = z.strictObject({
  /**
   * Words a catalog item's name, SKU, manufacturer or category would hold, most specific first ("Business
   * Premium", then "Microsoft 365"): the first that finds an item of the right kind wins.
   */
  match: z.array(z.string().trim().min(2).max(80)).min(1).max(8),
  kind: z.enum(['product', 'recurring_service', 'labor_package']),
  /** The count follows this quantity of the scope (45 users → 45 licences); null: one per quote. */
  unit: z.enum(SCOPE_UNITS).nullable(),
  /**
   * A per-device licence that servers need too (EDR, vulnerability scanning): "28 computers and 2 servers" →
   * 30. Only with unit 'devices', and only servers the description counts.
   */
  countsServers: z.boolean().optional(),
  /**
   * Plans a client can already be on for which this cue is an add-on, not an upgrade: "we have Business
   * Standard, just whatever add-on we need" skips `match[0]` (Business Premium) for the next word (Entra ID P1).
   */
  addOnFor: z.array(z.string().trim().min(2).max(80)).max(6).optional(),
  /**
   * An item the description names itself already answers this cue when its name holds one of these (the
   * client asked for Business Standard: no Business Premium on top). Defaults to `match`.
   */
  coveredBy: z.array(z.string().trim().min(2).max(80)).max(8).optional(),
  /** Why a quote for this service carries it, printed in the line's rationale. */
  reason: z.string().trim().min(5).max(200),
});
export type ServiceCatalogCue = z.infer<typeof ServiceCatalogCue>;

export const ServiceDefinition = z
  .strictObject({
    /** Stable, kebab-case: referenced by runs and quote lines. */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    name: z.string().trim().min(3).max(120),
    area: z.enum(SERVICE_AREAS),
    phase: z.enum(SCOPE_PHASES),
    /** One or two client-facing sentences. */
    summary: z.string().trim().min(10).max(400),
    /** Vendor and product names, abbreviations and phrasings that mean this service (M365, GWS, DC, EDR …). */
    synonyms: z.array(z.string().trim().min(1).max(80)).min(1),
    /**
     * How a client who does not know the service's name asks for it: the pain or symptom in their words ("the
     * wifi keeps dropping in the warehouse", "our server is ancient and slow"). Matched as whole phrases, so they
     * never pull the service in on a single common word.
     */
    clientPhrases: z.array(z.string().trim().min(3).max(160)).max(24).default([]),
    /**
     * The kit this service replaces when it is old, failing or out of support ("laptop", "firewall"): a client
     * who says theirs is ancient, dying or six years old is asking for it.
     */
    replaces: z.array(z.string().trim().min(2).max(40)).max(8).default([]),
    /** The quantity this service scales with and the one assumed when the description names none. */
    primaryUnit: z.enum(SCOPE_UNITS).nullable(),
    defaultQuantity: z.number().int().min(1).max(10_000),
    tasks: z.array(ServiceTask).min(3).max(12),
    deliverables: Words.min(1),
    assumptions: Words.min(1),
    outOfScope: Words.min(1),
    customerResponsibilities: Words.default([]),
    /** Catalog lines a quote for this service usually carries (ServiceCatalogCue). */
    catalogItems: z.array(ServiceCatalogCue).max(6).default([]),
    /** Why the hours are what they are (written for the engineer who reviews the library, never printed). */
    notes: z.string().trim().max(2000).default(''),
  })
  .superRefine((service, ctx) => {
    const keys = new Set<string>();
    service.tasks.forEach((task, index) => {
      if (keys.has(task.key)) ctx.addIssue({ code: 'custom', path: ['tasks', index, 'key'], message: 'Duplicate key' });
      keys.add(task.key);
      if ((task.unit === null) !== (task.perUnitHours === 0)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tasks', index, 'unit'],
          message: 'A task scales with a unit exactly when it has per-unit hours',
        });
      }
    });
  });
export type ServiceDefinition = z.output<typeof ServiceDefinition>;
export type ServiceDefinitionInput = z.input<typeof ServiceDefinition>;

/** `GET /api/service-library`: the library for browsing (Templates → Service library) and the wizard picker. */
export interface ServiceLibraryResponse {
  version: string;
  areas: { id: ServiceArea; label: string; count: number }[];
  services: ServiceDefinition[];
}

/** `POST /api/service-library/estimate`: services added by hand, priced with the tenant's rate card. */
export const ServiceEstimateInput = z.strictObject({
  serviceIds: z.array(z.string().min(1).max(80)).min(1).max(20),
  quantities: z
    .array(ExtractedQuantity.omit({ text: true }))
    .max(20)
    .default([]),
});
export type ServiceEstimateInput = z.input<typeof ServiceEstimateInput>;

export const ServiceEstimateResponse = z.object({
  sections: z.array(SuggestedSection),
  totalHours: z.number().nonnegative(),
  totalPriceCents: z.number().int().nonnegative(),
});
export type ServiceEstimateResponse = z.infer<typeof ServiceEstimateResponse>;
