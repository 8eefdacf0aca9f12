// Template budgets (the templates issue, docs/decisions/0044-templates.md): starting a quote from a 60-line
// template with variables, API p95 ≤ 60 ms; the template list with 500 templates in the workspace (its first page of
// 50 with the total, as the screens load it), p95 ≤ 30 ms.
// Runs against a bench server's demo workspace; the 500 templates are copied in with SQL.
import type { TemplateDocumentInput } from '@scopewright/domain';
import { connectBenchDatabase } from './lib';
import { signIn } from './quotes';

const TEMPLATES = 500;
const STARTS = 120;
const LISTS = 120;

export interface TemplatesResult {
  startP50: number;
  startP95: number;
  /** Reference: POST /api/quotes with the same 60 lines as content (the quote write alone). */
  blankP50: number;
  blankP95: number;
  listP50: number;
  listP95: number;
  listed: number;
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Six phases of ten lines: labour scaling with users or devices, licences and a managed service per user. */
function sixtyLineTemplate(): TemplateDocumentInput {
  const rules: NonNullable<TemplateDocumentInput['rules']> = [];
  const sections = Array.from({ length: 6 }, (_, s) => ({
    id: crypto.randomUUID(),
    name: `Phase ${String(s + 1)}`,
    lines: Array.from({ length: 10 }, (_, l) => {
      const id = crypto.randomUUID();
      const kind = l < 7 ? ('labor' as const) : l < 9 ? ('product' as const) : ('recurring' as const);
      if (kind === 'labor' && l % 2 === 0)
        rules.push({ lineId: id, unit: l % 4 === 0 ? 'users' : 'devices', mode: 'hours', perUnitMinutes: 15 + l });
      if (kind !== 'labor') rules.push({ lineId: id, unit: 'users', mode: 'quantity' });
      return {
        id,
        kind,
        name: `Task ${String(s + 1)}.${String(l + 1)}`,
        clientDescription: 'Configure, test and document the change with the client’s named contact.',
        minutes: kind === 'labor' ? 60 + l * 30 : 0,
        roleName: kind === 'labor' ? (l % 2 === 0 ? 'Systems Engineer' : 'Project Manager') : null,
        unitPriceCents: kind === 'labor' ? 0 : 2_200 + l * 100,
        frequency: kind === 'recurring' ? ('monthly' as const) : ('one_time' as const),
        deliverables: kind === 'labor' ? ['Configuration documented in the client’s run book'] : [],
      };
    }),
  }));
  return {
    content: { sections, terms: 'Fixed fee; 50% on acceptance, 50% on completion.' },
    variables: [
      { unit: 'users', label: 'How many users?', defaultValue: 25 },
      { unit: 'devices', label: 'How many devices?', defaultValue: 30 },
    ],
    rules,
  };
}

export async function benchTemplates(url: string, password: string, dataDir: string): Promise<TemplatesResult> {
  const cookie = await signIn(url, 'admin@demo-msp.test', password);
  const headers = { cookie, Origin: url, 'Content-Type': 'application/json' };
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`templates bench: ${method} ${path} → ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { id } = await call<{ id: string }>('POST', '/api/templates', {
    name: `Bench 60-line template ${String(Date.now())}`,
    category: 'Bench',
    document: sixtyLineTemplate(),
  });

  // 499 more of the workspace's own, copied from it with SQL (RLS is forced: as the platform).
  const db = connectBenchDatabase(dataDir);
  await db.connect();
  try {
    await db.query('begin');
    await db.query(`select set_config('app.platform', 'on', true)`);
    await db.query(
      `insert into templates (id, tenant_id, scope, name, description, category, tags, document, variables, version,
         is_published, section_count, line_count, labor_minutes)
       select gen_random_uuid(), t.tenant_id, 'workspace', t.name || ' #' || n, 'A copy for the list bench.',
         (array['Microsoft 365','Security','Networking','Infrastructure'])[1 + n % 4], array['bench'], t.document,
         t.variables, 1, true, t.section_count, t.line_count, t.labor_minutes
       from templates t, generate_series(2, $2::int) n where t.id = $1`,
      [id, TEMPLATES],
    );
    await db.query('commit');
  } finally {
    await db.end();
  }

  const { items } = await call<{ items: { client: { id: string } }[] }>('GET', '/api/quotes?limit=1');
  const clientId = items[0]!.client.id;
  // Alternating with the reference write, so both see the same machine and the same growing workspace.
  const applied = await call<{ sections: unknown[] }>('POST', `/api/templates/${id}/apply`, { values: { users: 30 } });
  const startMs: number[] = [];
  const blankMs: number[] = [];
  for (let i = 0; i < STARTS; i += 1) {
    let started = performance.now();
    await call('POST', `/api/templates/${id}/quotes`, { clientId, values: { users: 20 + i, devices: 30 + i } });
    startMs.push(performance.now() - started);
    started = performance.now();
    await call('POST', '/api/quotes', { clientId, title: 'Bench reference', content: { sections: applied.sections } });
    blankMs.push(performance.now() - started);
  }
  const listMs: number[] = [];
  let listed = 0;
  for (let i = 0; i < LISTS; i += 1) {
    const started = performance.now();
    // The first page, as My Templates and Management load it; `total` says the workspace holds all 500.
    const page = await call<{ items: unknown[]; total: number }>('GET', '/api/templates?scope=workspace');
    listed = page.total;
    listMs.push(performance.now() - started);
  }
  // Warm-up runs are the first tenth of each.
  const steady = (values: number[]) => values.slice(Math.floor(values.length / 10));
  return {
    startP50: percentile(steady(startMs), 50),
    startP95: percentile(steady(startMs), 95),
    blankP50: percentile(steady(blankMs), 50),
    blankP95: percentile(steady(blankMs), 95),
    listP50: percentile(steady(listMs), 50),
    listP95: percentile(steady(listMs), 95),
    listed,
  };
}
