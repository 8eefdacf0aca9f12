/**
 * What the push and pull code needs from a PSA, whichever one it is. Each PSA's client implements it over a
 * PsaTransport, so the same client runs against the local fakes, a sandbox or a customer's instance.
 */

export type PsaProvider = 'connectwise' | 'autotask' | 'halopsa';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface PsaRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  /** JSON or form text; FormData for multipart uploads. */
  body?: string | FormData;
}

export interface PsaResponse {
  status: number;
  headers: Headers;
  /** The body as text, capped by the transport. */
  text: string;
}

/**
 * One HTTP exchange. The production transport refuses private addresses, pins the resolved IP, follows no
 * redirects and caps time and size; it throws PsaError('unreachable' | 'timeout') itself and returns every
 * answered status (the client maps 4xx/5xx).
 */
export type PsaTransport = (request: PsaRequest) => Promise<PsaResponse>;

export type PsaErrorKind =
  /** Credentials refused (401/403 or the PSA's own equivalent). */
  | 'auth'
  /** The PSA refused the data (a required field, a reference that does not exist there, a duplicate). */
  | 'invalid'
  /** A record we linked to was deleted or closed on the PSA side. */
  | 'gone'
  /** 429 or the PSA's thread limit: retry after `retryAfterSeconds`. */
  | 'rate_limited'
  /** 5xx, a timeout or a refused connection: retry with backoff. */
  | 'unavailable'
  /** HTML or non-JSON where JSON was expected, or a shape we cannot read. */
  | 'bad_response'
  /** The URL is not allowed (private address, bad scheme) or does not resolve. */
  | 'unreachable';

export const TRANSIENT_PSA_ERRORS: ReadonlySet<PsaErrorKind> = new Set(['rate_limited', 'unavailable']);

export class PsaError extends Error {
  override name = 'PsaError';
  constructor(
    readonly kind: PsaErrorKind,
    /** What the user should fix, in our words, naming the PSA and the record ("ConnectWise refused …"). */
    message: string,
    readonly extra: {
      /** The PSA's own message, verbatim (shown in the sync log beside ours). */
      psaMessage?: string;
      status?: number;
      retryAfterSeconds?: number;
      /**
       * Which of our records the refusal is about: 'company', 'opportunity', 'project', 'phase:<key>', 'task:<key>',
       * 'charge:<key>'.
       */
      record?: string;
      cause?: unknown;
    } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
  }
  get isTransient() {
    return TRANSIENT_PSA_ERRORS.has(this.kind);
  }
}

/** A record in the PSA and the link that opens it in the PSA's own UI. */
export interface PsaRecordRef {
  id: string;
  url: string;
}

export interface PsaOption {
  id: string;
  name: string;
}

/** Lists the mapping screen offers. A PSA without one of these returns []. */
export interface PsaLookups {
  /** CW work roles, Autotask roles, Halo budget types. */
  roles: PsaOption[];
  /** CW work types, Autotask billing codes; Halo: []. */
  workTypes: PsaOption[];
  /** CW opportunity stages, Autotask opportunity stages, Halo opportunity statuses. */
  opportunityStages: PsaOption[];
  /** Products / items in the PSA's catalog. */
  products: PsaOption[];
  /** CW agreement types, Autotask contract categories, Halo contract types (recurring lines). */
  agreementTypes: PsaOption[];
}

export interface PsaCompany {
  id: string;
  name: string;
  /** The company's web domain when the PSA holds one ("acme.com"), lower case, no scheme. */
  domain: string | null;
  url: string;
}

export interface PsaContact {
  id: string;
  companyId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
}

export interface PsaPage<T> {
  items: T[];
  /** Opaque; null on the last page. */
  next: string | null;
}

export interface PsaOpportunityInput {
  name: string;
  companyId: string;
  expectedCloseDate: string;
  /** Whole percent 0–100. */
  probability: number;
  stageId: string | null;
  oneTimeRevenueCents: number;
  oneTimeCostCents: number;
  monthlyRevenueCents: number;
  monthlyCostCents: number;
  /** Months of recurring revenue in the total contract value. */
  termMonths: number;
  /** Product and service lines where the PSA keeps them on the opportunity (CW forecast items). */
  lines: PsaOpportunityLine[];
}

export interface PsaOpportunityLine {
  kind: 'service' | 'product' | 'recurring';
  description: string;
  quantity: number;
  revenueCents: number;
  costCents: number;
  productId: string | null;
}

/** The project a quote becomes: one phase per section, one task per labour line, one charge per product line. */
export interface PsaProjectPlan {
  name: string;
  companyId: string;
  opportunityId: string | null;
  /** ISO dates. */
  start: string;
  end: string;
  /** Scope language: the overview, assumptions and exclusions, as plain text. */
  notes: string;
  phases: PsaPhasePlan[];
  /**
   * The included one-time product lines (hardware, licences), in quote order. Autotask makes each a project charge
   * (ref key 'charge:<key>'); ConnectWise ignores them here (they reach it as opportunity forecast lines) and so
   * does HaloPSA (its equivalent is not researched). See PSAS_WITH_PROJECT_PRODUCTS.
   */
  products: PsaProductPlan[];
}

export interface PsaPhasePlan {
  /** Our stable key for the phase (the quote section's id): external refs are stored against it. */
  key: string;
  name: string;
  /** 1-based position. */
  sequence: number;
  tasks: PsaTaskPlan[];
}

export interface PsaTaskPlan {
  /** Our stable key (the quote line's id). */
  key: string;
  summary: string;
  notes: string;
  hours: number;
  roleId: string | null;
  workTypeId: string | null;
}

/** A product line the project carries (an Autotask project charge). */
export interface PsaProductPlan {
  /** Our stable key (the quote line's id). */
  key: string;
  name: string;
  /** The line's client description, plain text ('' when it has none). */
  description: string;
  /** Whole units, at least 1. */
  quantity: number;
  /** Net per unit after the line's discount: the line's net total ÷ quantity, rounded to the cent. */
  unitPriceCents: number;
  unitCostCents: number;
  /** The mapped PSA product (by our catalog item), or null: the PSA record then carries the name alone. */
  productId: string | null;
}

/** The PSAs whose project takes `PsaProjectPlan.products` (so a push preview lists them). */
export const PSAS_WITH_PROJECT_PRODUCTS: ReadonlySet<PsaProvider> = new Set(['autotask']);

/** Keys of what a push made: 'project', 'phase:<key>', 'task:<key>', 'charge:<key>' → the PSA's record. */
export type PsaRefs = ReadonlyMap<string, PsaRecordRef>;

export interface PsaAdapter {
  readonly provider: PsaProvider;
  /** A harmless authenticated call; the account or site it reached, for "Connected to …". */
  testConnection(): Promise<{ accountLabel: string }>;
  lookups(): Promise<PsaLookups>;
  /** null when the company was deleted (or made inactive) in the PSA. */
  getCompany(id: string): Promise<PsaCompany | null>;
  findCompanies(query: { name?: string; domain?: string }): Promise<PsaCompany[]>;
  createCompany(input: { name: string; domain: string | null; phone: string | null }): Promise<PsaCompany>;
  listCompanies(cursor: string | null): Promise<PsaPage<PsaCompany>>;
  listContacts(companyId: string): Promise<PsaContact[]>;
  /** Creates the opportunity, or updates `existingId` (PsaError 'gone' when it was deleted there). */
  upsertOpportunity(existingId: string | null, input: PsaOpportunityInput): Promise<PsaRecordRef>;
  markOpportunityWon(id: string, wonAt: string): Promise<void>;
  /**
   * Creates or updates the project tree. `existing` holds what earlier pushes made; `record` is awaited for each
   * record as soon as it is made, so a push that fails half-way is resumed, never duplicated. Batches where the
   * PSA allows (Halo takes arrays).
   */
  pushProject(
    plan: PsaProjectPlan,
    existing: PsaRefs,
    record: (key: string, ref: PsaRecordRef) => Promise<void>,
  ): Promise<PsaRefs>;
  attachDocument(
    target: { kind: 'opportunity' | 'project'; id: string },
    file: { name: string; title: string; bytes: Uint8Array },
  ): Promise<void>;
  addNote(target: { kind: 'opportunity' | 'project'; id: string }, text: string): Promise<void>;
}
