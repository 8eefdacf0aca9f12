// The own-scopes run of `npm run bench:ai` (docs/decisions/0045-ai-learns-own-scopes.md): the demo workspace gets
// 200 templates of its own (a house version of every library service, with its own wording, hours and scaling, and
// line-of-business work the library does not know) and 2,000 accepted quotes; the benchmark descriptions and a few
// line-of-business ones then run through the API for it and for the other demo workspace. Checks that the demo
// workspace's answers carry its own hours and wording (each such line found in the template or accepted quote its
// rationale names, with those hours) and that the other workspace's answers carry none of it; measures the
// built-in engine's p95 (ai_runs.latency_ms) with that index against its 50 ms budget. BENCH_DEBUG=1 prints the
// cases no own scope answered and any own line that failed the check.
import {
  SCOPE_UNIT_DEFAULTS,
  TemplateDocumentInput,
  templateFigures,
  type TemplateDocument,
} from '@scopewright/domain';
import { BENCHMARK_CASES, SERVICE_LIBRARY } from '@scopewright/scoping';
import type pg from 'pg';

export const OWN_TEMPLATES = 200;
export const OWN_QUOTES = 2_000;
const QUOTE_NUMBER_BASE = 60_000;
const HOUSE = ' — house method';
/** Line-of-business work the firm sells and the library does not know: templates use the first, quotes the second. */
const TEMPLATE_VENDORS =
  'Soylent Wonka Gringotts Oscorp Massive Nakatomi Cyberdyne Monarch Virtucon Duff Krusty Prestige Sirius Tessier Weyland Yoyodyne Zorg Abstergo Aperture Blackmesa Buynlarge Dinoco Ecorp'.split(
    ' ',
  );
const QUOTE_VENDORS = 'Acme Globex Initech Umbrella Hooli Vandelay Stark Wayne Tyrell Pied'.split(' ');
const TEMPLATE_WORK = ['upgrade', 'cloud migration', 'new site rollout', 'health check', 'user training'];

/** A small deterministic generator, so every run seeds the same workspace. */
function generator(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}
const quarter = (minutes: number) => Math.max(15, Math.round(minutes / 15) * 15);

interface SeededTemplate {
  name: string;
  description: string;
  category: string;
  document: TemplateDocument;
}

/** The library service done the firm's way: same tasks, its own wording, 20% more time, its own per-unit rates. */
function houseTemplate(service: (typeof SERVICE_LIBRARY)[number]): SeededTemplate {
  const sections = new Map<string, Record<string, unknown>[]>();
  const rules: Record<string, unknown>[] = [];
  service.tasks.forEach((task, index) => {
    const id = crypto.randomUUID();
    const scales = task.unit !== null && task.unit === service.primaryUnit;
    const fixed = task.baseHours + (task.unit && !scales ? task.perUnitHours * SCOPE_UNIT_DEFAULTS[task.unit] : 0);
    const lists =
      index === 0
        ? { deliverables: service.deliverables, assumptions: service.assumptions, outOfScope: service.outOfScope }
        : {};
    const phase = task.phase ?? service.phase;
    sections.set(phase, [
      ...(sections.get(phase) ?? []),
      {
        id,
        kind: 'labor',
        name: `${task.name}${HOUSE}`,
        clientDescription: `House method: ${task.description}`,
        roleName: task.role,
        minutes: fixed > 0 ? quarter(fixed * 72) : 0,
        ...lists,
      },
    ]);
    if (scales)
      rules.push({ lineId: id, unit: task.unit, mode: 'hours', perUnitMinutes: Math.round(task.perUnitHours * 72) });
  });
  const document = TemplateDocumentInput.parse({
    content: {
      sections: [...sections].map(([name, lines]) => ({ id: crypto.randomUUID(), name, lines })),
    },
    variables:
      rules.length > 0 && service.primaryUnit
        ? [{ unit: service.primaryUnit, defaultValue: service.defaultQuantity }]
        : [],
    rules,
  });
  return { name: service.name, description: service.summary, category: service.area, document };
}

function lineOfBusinessTemplate(vendor: string, work: string, random: () => number): SeededTemplate {
  const product = `${vendor} PMS`;
  const lines = [`Plan the ${product} ${work}`, `${product} ${work}`, `Check ${product} with the users`].map(
    (name) => ({
      id: crypto.randomUUID(),
      kind: 'labor',
      name,
      clientDescription: `${name}, as agreed with ${vendor}.`,
      roleName: 'Systems Engineer',
      minutes: quarter(60 + random() * 600),
    }),
  );
  const document = TemplateDocumentInput.parse({
    content: { sections: [{ id: crypto.randomUUID(), name: 'Work', lines }] },
  });
  return { name: `${product} ${work}`, description: '', category: 'Line of business', document };
}

interface QuoteLineSeed {
  name: string;
  description: string;
  role: string;
  minutes: number;
}

interface QuoteSeed {
  title: string;
  sections: { name: string; lines: QuoteLineSeed[] }[];
}

/** An accepted quote as the AI would have scoped it: one to three services by phase, hours for its own counts. */
function libraryQuote(index: number, random: () => number): QuoteSeed {
  const count = 1 + Math.floor(random() * 3);
  const services = Array.from({ length: count }, () => SERVICE_LIBRARY[Math.floor(random() * SERVICE_LIBRARY.length)]!);
  const phases = new Map<string, QuoteLineSeed[]>();
  for (const service of new Set(services)) {
    const quantity = 5 + Math.floor(random() * 80);
    for (const task of service.tasks) {
      const hours = task.baseHours + (task.unit ? task.perUnitHours * quantity : 0);
      const phase = task.phase ?? service.phase;
      phases.set(phase, [
        ...(phases.get(phase) ?? []),
        {
          name: task.name,
          description: task.description,
          role: task.role,
          minutes: quarter(hours * 60 * (0.8 + random() * 0.4)),
        },
      ]);
    }
  }
  return {
    title: `Client ${index}: ${[...new Set(services)].map((service) => service.name).join(', ')}`,
    sections: [...phases].map(([name, lines]) => ({ name, lines })),
  };
}

function lineOfBusinessQuote(vendor: string, random: () => number): QuoteSeed {
  const product = `${vendor} ERP`;
  return {
    title: `${product} upgrade`,
    sections: [
      {
        name: 'Work',
        lines: [`Upgrade the ${product} server`, `Move the ${product} database`, `Train the ${product} key users`].map(
          (name) => ({
            name,
            description: `${name}, as delivered before.`,
            role: 'Systems Engineer',
            minutes: quarter(90 + random() * 480),
          }),
        ),
      },
    ],
  };
}

export interface OwnScopesSeed {
  tenantId: string;
  otherTenantId: string;
  /** Line-of-business descriptions only the workspace's accepted quotes answer. */
  quoteProbes: string[];
}

/**
 * The library benchmark measures the library: the demo workspace's seeded templates are archived and its accepted
 * quotes archived (as the app archives them), so it answers as a workspace without history, i.e. as before own
 * scopes existed. The own-scopes run then seeds exactly 200 templates and 2,000 accepted quotes.
 */
export async function setAsideDemoHistory(db: pg.Client): Promise<void> {
  const { rows } = await db.query<{ id: string }>(`select id from tenants where domain = 'demo-msp.test'`);
  const tenantId = rows[0]!.id;
  await db.query('update templates set archived_at = now() where tenant_id = $1 and archived_at is null', [tenantId]);
  await db.query(
    `update quotes set status_before_archive = status, status = 'archived', archived_at = now(), updated_at = now()
     where tenant_id = $1 and status = 'accepted'`,
    [tenantId],
  );
}

async function insertJson(db: pg.Client, table: string, columns: string, rows: Record<string, unknown>[]) {
  for (let at = 0; at < rows.length; at += 2_000) {
    const names = columns
      .split(',')
      .map((column) => column.trim().split(' ')[0])
      .join(', ');
    await db.query(
      `insert into ${table} (${names}) select ${names} from jsonb_to_recordset($1::jsonb) as x(${columns})`,
      [JSON.stringify(rows.slice(at, at + 2_000))],
    );
  }
}

/** Seeds the demo workspace's 200 templates and 2,000 accepted quotes (direct SQL, as the API would store them). */
export async function seedOwnScopes(db: pg.Client): Promise<OwnScopesSeed> {
  const tenant = async (domain: string) =>
    (await db.query<{ id: string }>('select id from tenants where domain = $1', [domain])).rows[0]!.id;
  const tenantId = await tenant('demo-msp.test');
  const otherTenantId = await tenant('other-msp.test');
  // The other workspace runs every case too: the same unlimited trial as the demo workspace.
  await db.query(
    `update tenants set active_tier = 'trial', selected_tier = 'enterprise', trial_start_date = now(),
       trial_end_date = now() + interval '14 days' where id = $1`,
    [otherTenantId],
  );
  const random = generator(45);

  const seeded = SERVICE_LIBRARY.map(houseTemplate);
  for (let index = 0; seeded.length < OWN_TEMPLATES; index += 1) {
    const vendor = TEMPLATE_VENDORS[Math.floor(index / TEMPLATE_WORK.length) % TEMPLATE_VENDORS.length]!;
    seeded.push(lineOfBusinessTemplate(vendor, TEMPLATE_WORK[index % TEMPLATE_WORK.length]!, random));
  }
  for (const template of seeded) {
    const { rows } = await db.query<{ id: string }>(
      `insert into templates (id, tenant_id, scope, name, description, category, document, variables, section_count,
         line_count, labor_minutes)
       values (gen_random_uuid(), $1, 'workspace', $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9)
       on conflict do nothing returning id`,
      [
        tenantId,
        template.name,
        template.description,
        template.category,
        JSON.stringify(template.document),
        JSON.stringify(template.document.variables),
        templateFigures(template.document).sectionCount,
        templateFigures(template.document).lineCount,
        templateFigures(template.document).laborMinutes,
      ],
    );
    if (rows[0]) {
      await db.query(
        `insert into template_versions (id, template_id, tenant_id, version, name, document)
         values (gen_random_uuid(), $1, $2, 1, $3, $4::jsonb)`,
        [rows[0].id, tenantId, template.name, JSON.stringify(template.document)],
      );
    }
  }

  let clientId = (await db.query<{ id: string }>('select id from clients where tenant_id = $1 limit 1', [tenantId]))
    .rows[0]?.id;
  if (!clientId) {
    clientId = crypto.randomUUID();
    await db.query(`insert into clients (tenant_id, id, name, currency) values ($1, $2, 'Bench client', 'USD')`, [
      tenantId,
      clientId,
    ]);
  }
  const quoteRows: Record<string, unknown>[] = [];
  const versionRows: Record<string, unknown>[] = [];
  const sectionRows: Record<string, unknown>[] = [];
  const lineRows: Record<string, unknown>[] = [];
  const lineOfBusiness = 100;
  for (let index = 0; index < OWN_QUOTES; index += 1) {
    const quote =
      index < lineOfBusiness
        ? lineOfBusinessQuote(QUOTE_VENDORS[index % QUOTE_VENDORS.length]!, random)
        : libraryQuote(index, random);
    const id = crypto.randomUUID();
    const versionId = crypto.randomUUID();
    const acceptedAt = new Date(Date.now() - (OWN_QUOTES - index) * 3_600_000).toISOString();
    quoteRows.push({
      tenant_id: tenantId,
      id,
      number: QUOTE_NUMBER_BASE + index,
      title: quote.title,
      client_id: clientId,
      status: 'accepted',
      current_version_id: versionId,
      accepted_at: acceptedAt,
      updated_at: acceptedAt,
    });
    versionRows.push({
      tenant_id: tenantId,
      id: versionId,
      quote_id: id,
      version_no: 1,
      status: 'accepted',
      accepted_at: acceptedAt,
    });
    quote.sections.forEach((section, position) => {
      const sectionId = crypto.randomUUID();
      sectionRows.push({
        tenant_id: tenantId,
        id: sectionId,
        version_id: versionId,
        stable_key: sectionId,
        name: section.name,
        position,
      });
      section.lines.forEach((line, linePosition) => {
        const lineId = crypto.randomUUID();
        lineRows.push({
          tenant_id: tenantId,
          id: lineId,
          version_id: versionId,
          section_id: sectionId,
          stable_key: lineId,
          position: linePosition,
          kind: 'labor',
          name: line.name,
          client_description: line.description,
          unit: 'hour',
          minutes: line.minutes,
          role_name: line.role,
          unit_price_cents: 15_000,
          unit_cost_cents: 6_000,
        });
      });
    });
  }
  await insertJson(
    db,
    'quotes',
    'tenant_id uuid, id uuid, number int, title text, client_id uuid, status text, current_version_id uuid, accepted_at timestamptz, updated_at timestamptz',
    quoteRows,
  );
  await insertJson(
    db,
    'quote_versions',
    'tenant_id uuid, id uuid, quote_id uuid, version_no int, status text, accepted_at timestamptz',
    versionRows,
  );
  await insertJson(
    db,
    'quote_sections',
    'tenant_id uuid, id uuid, version_id uuid, stable_key uuid, name text, position int',
    sectionRows,
  );
  await insertJson(
    db,
    'quote_lines',
    'tenant_id uuid, id uuid, version_id uuid, section_id uuid, stable_key uuid, position int, kind text, name text, client_description text, unit text, minutes int, role_name text, unit_price_cents bigint, unit_cost_cents bigint',
    lineRows,
  );
  await db.query('analyze templates, quotes, quote_versions, quote_sections, quote_lines');
  return {
    tenantId,
    otherTenantId,
    quoteProbes: QUOTE_VENDORS.slice(0, 5).map((vendor) => `Upgrade the ${vendor} ERP for the finance team`),
  };
}

interface Line {
  name: string;
  description: string;
  hours: number;
  rationale: string;
}
interface Answer {
  sections: { lines: Line[] }[];
}

/** What the workspace holds, to check a line against the template or quote its rationale names. */
async function readOwnWording(db: pg.Client, tenantId: string) {
  const templates = (
    await db.query<{ name: string; document: TemplateDocument }>(
      'select name, document from templates where tenant_id = $1 and archived_at is null',
      [tenantId],
    )
  ).rows;
  const quoteLines = (
    await db.query<{ number: number; name: string; description: string; minutes: number }>(
      `select q.number, l.name, l.client_description as description, l.minutes * l.quantity as minutes
       from quotes q join quote_lines l on l.tenant_id = q.tenant_id and l.version_id = q.current_version_id
       where q.tenant_id = $1 and q.status = 'accepted' and l.kind = 'labor'`,
      [tenantId],
    )
  ).rows;
  const quotes = new Map<string, typeof quoteLines>();
  for (const line of quoteLines) quotes.set(`Q-${line.number}`, [...(quotes.get(`Q-${line.number}`) ?? []), line]);
  return { templates, quotes };
}

const FROM_TEMPLATE = "from your template '";
const AS_IN_QUOTE = 'as in Q-';
const isOwnRationale = (rationale: string) => rationale.startsWith(FROM_TEMPLATE) || rationale.startsWith(AS_IN_QUOTE);
const roundQuarterHours = (minutes: number) => Math.round((minutes / 60) * 4) / 4;

/** The line is in the scope its rationale names, with that scope's wording and hours (a template's at some count). */
function checkOwnLine(line: Line, own: Awaited<ReturnType<typeof readOwnWording>>): boolean {
  if (line.rationale.startsWith(AS_IN_QUOTE)) {
    const lines = own.quotes.get(line.rationale.slice('as in '.length)) ?? [];
    return lines.some(
      (candidate) =>
        candidate.name === line.name &&
        candidate.description === line.description &&
        roundQuarterHours(candidate.minutes) === line.hours,
    );
  }
  const template = own.templates
    .filter((candidate) => line.rationale.startsWith(`${FROM_TEMPLATE}${candidate.name}'`))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (!template) return false;
  const found = template.document.content.sections
    .flatMap((section) => section.lines)
    .find((candidate) => candidate.name === line.name);
  if (!found || found.clientDescription !== line.description) return false;
  const rule = template.document.rules.find((candidate) => candidate.lineId === found.id && candidate.mode === 'hours');
  const base = found.minutes * found.quantity;
  if (!rule || rule.perUnitMinutes === 0) return roundQuarterHours(base) === line.hours;
  // The count the rationale states ("…': 45 users × 0.33 h per user + 1 h set-up"), scaled as applyTemplate does.
  const count = Number(/^from your template '.*': ([\d.]+) /.exec(line.rationale)?.[1]);
  return Number.isFinite(count) && (Math.round((base + rule.perUnitMinutes * count) / 15) * 15) / 60 === line.hours;
}

export interface OwnScopesResult {
  firstCallMs: number;
  clientLatencies: number[];
  serverLatencies: number[];
  /** Benchmark cases whose answer for the workspace holds lines of its own scopes. */
  casesWithOwn: number;
  cases: number;
  /** Line-of-business descriptions answered from the workspace's accepted quotes ("as in Q-…"). */
  quoteProbesAnswered: number;
  quoteProbes: number;
  ownLines: number;
  /** Lines naming an own scope that do not carry its wording and hours. */
  wrongOwnLines: number;
  /** Lines of the demo workspace's scopes (by rationale or wording) in the other workspace's answers. */
  leakedLines: number;
}

/** The run: the benchmark `rounds` times and the probes for the workspace, once for the other workspace. */
export async function benchOwnScopes(
  db: pg.Client,
  seed: OwnScopesSeed,
  suggest: (cookie: string, description: string) => Promise<{ body: Answer; ms: number }>,
  cookies: { own: string; other: string },
  rounds: number,
): Promise<OwnScopesResult> {
  const own = await readOwnWording(db, seed.tenantId);
  // Names only the workspace uses: a library task's name may come back anywhere from the library itself.
  const libraryNames = new Set(SERVICE_LIBRARY.flatMap((service) => service.tasks.map((task) => task.name)));
  const ownNames = new Set(
    [
      ...own.templates.flatMap((template) =>
        template.document.content.sections.flatMap((section) => section.lines.map((line) => line.name)),
      ),
      ...[...own.quotes.values()].flat().map((line) => line.name),
    ].filter((name) => !libraryNames.has(name)),
  );
  const { rows } = await db.query<{ now: Date }>('select now()');
  const since = rows[0]!.now;
  const first = await suggest(cookies.own, 'Migrate 20 users to Microsoft 365 (the first call indexes the workspace)');
  const clientLatencies: number[] = [];
  let casesWithOwn = 0;
  let ownLines = 0;
  let wrongOwnLines = 0;
  const check = (answer: Answer) => {
    const lines = answer.sections.flatMap((section) => section.lines).filter((line) => isOwnRationale(line.rationale));
    ownLines += lines.length;
    const wrong = lines.filter((line) => !checkOwnLine(line, own));
    wrongOwnLines += wrong.length;
    if (process.env.BENCH_DEBUG) for (const line of wrong) console.log('wrong own line', JSON.stringify(line));
    return lines;
  };
  for (let round = 0; round < rounds; round += 1) {
    for (const { description } of BENCHMARK_CASES) {
      const { body, ms } = await suggest(cookies.own, description);
      clientLatencies.push(ms);
      const lines = check(body);
      if (round === 0 && lines.length > 0) casesWithOwn += 1;
      if (process.env.BENCH_DEBUG && round === 0 && lines.length === 0) console.log('no own lines for', description);
    }
  }
  let quoteProbesAnswered = 0;
  for (const description of seed.quoteProbes) {
    const { body } = await suggest(cookies.own, description);
    if (check(body).some((line) => line.rationale.startsWith(AS_IN_QUOTE))) quoteProbesAnswered += 1;
  }
  let leakedLines = 0;
  for (const description of [...BENCHMARK_CASES.map((item) => item.description), ...seed.quoteProbes]) {
    const { body } = await suggest(cookies.other, description);
    leakedLines += body.sections
      .flatMap((section) => section.lines)
      .filter((line) => isOwnRationale(line.rationale) || ownNames.has(line.name) || line.name.endsWith(HOUSE)).length;
  }
  const server = await db.query<{ latency_ms: number }>(
    `select latency_ms from ai_runs where tenant_id = $1 and status = 'succeeded' and source = 'builtin'
       and created_at > $2 order by created_at offset 1`,
    [seed.tenantId, since],
  );
  return {
    firstCallMs: first.ms,
    clientLatencies,
    serverLatencies: server.rows.map((row) => row.latency_ms),
    casesWithOwn,
    cases: BENCHMARK_CASES.length,
    quoteProbesAnswered,
    quoteProbes: seed.quoteProbes.length,
    ownLines,
    wrongOwnLines,
    leakedLines,
  };
}
