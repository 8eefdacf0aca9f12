import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '../../platform/access/route-access';
import { APP_URL } from '../create-test-app';
import { listOperations, requestVariant, type FuzzOperation, type FuzzRequest } from './request-variants';
import type { JsonSchema } from './schema-arbitrary';
import { createUser } from '@scopewright/db/testing';
import { caller, expectJson, workspace, type Harness, type Member } from '../quote-harness';
import { signInAs } from '../sign-in-as';
import { createIdentityApp } from '../create-identity-app';

// Reproduce a failure with FUZZ_SEED=<seed printed below>; FUZZ_RUNS raises the variants per operation.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const REQUEST_TIMEOUT_MS = 10_000;
const CONCURRENCY = 4;
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
const VERBOSE = process.env.FUZZ_VERBOSE === '1';

/**
 * The input fuzz over every documented operation (no response ≥ 500, no hang), in `shards` parts: this part takes
 * every `shards`-th operation from `shard`, each with the seed and variants it has in the whole run, against a
 * workspace of its own (so each part keeps its deletions last). Two parts let two test workers share the run.
 */
export function defineInputFuzz({ shard, shards }: { shard: number; shards: number }) {
  let h: Harness;
  let admin: Member;
  let superAdmin: Member;
  let ids: string[];

  beforeAll(async () => {
    h = await createIdentityApp();
    const [ws, other] = [await workspace(h), await workspace(h)];
    admin = ws.admin;
    const platformUser = await createUser(h.owner.db, { tenantId: null, role: 'super_admin' });
    superAdmin = { ...platformUser, cookie: (await signInAs(h.owner.db, platformUser.user.id)).cookie };
    const quote = await expectJson<{ id: string }>(
      await caller(h)(admin, 'POST', '/api/quotes', { clientId: ws.client.id, title: 'Fuzz target' }),
      201,
    );
    // Real ids of the workspace (and one of another workspace), offered to every uuid field and path parameter.
    ids = [ws.client.id, quote.id, ws.user.user.id, ws.tenant.id, other.client.id];
  }, 60_000);
  afterAll(() => h?.close());

  /** Public operations are called anonymously, super-admin ones as a super admin, the rest as a workspace admin. */
  function cookieFor(op: FuzzOperation): string | undefined {
    const access = ROUTE_ACCESS.get(`${op.method} ${op.path}`);
    if (access?.kind === 'public') return undefined;
    return access?.kind === 'superAdmin' ? superAdmin.cookie : admin.cookie;
  }

  let ipCounter = 0;

  async function send(request: FuzzRequest, cookie: string | undefined): Promise<number | 'timeout'> {
    const headers: Record<string, string> = { Origin: APP_URL };
    if (cookie) headers.Cookie = cookie;
    if (request.contentType) headers['Content-Type'] = request.contentType;
    if (request.body !== null) headers['Content-Length'] = String(Buffer.byteLength(request.body));
    ipCounter += 1;
    const remoteAddress = `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), REQUEST_TIMEOUT_MS);
    });
    const response = Promise.resolve(
      h.app.request(
        `${APP_URL}${request.url}`,
        { method: request.method, headers, body: request.body },
        { incoming: { socket: { remoteAddress } } },
      ),
    ).then(async (res) => {
      const text = await res.text();
      if (VERBOSE) console.info(res.status, describeRequest(request).slice(0, 200), text.slice(0, 300));
      return res.status;
    });
    try {
      return await Promise.race([response, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  const describeRequest = (r: FuzzRequest) =>
    `${r.method} ${r.url.slice(0, 300)} [${r.contentType ?? 'no content type'}] ${JSON.stringify(r.body?.slice(0, 300) ?? null)}`;

  describe(`input fuzz over every documented operation (part ${shard + 1} of ${shards}): no response ≥ 500, no hang`, () => {
    it(`${RUNS} variants per operation, seed ${SEED}`, { timeout: 1_200_000 }, async () => {
      const doc = (await (await h.app.request('/api/openapi.json')).json()) as JsonSchema;
      const context = { components: doc.components?.schemas ?? {}, ids };
      // Deletions last, so earlier operations still find the seeded rows.
      const operations = listOperations(doc).sort(
        (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
      );
      expect(operations.length).toBeGreaterThan(50);

      const failures: string[] = [];
      const perOperation: string[] = [];
      const started = performance.now();
      const cpu = process.cpuUsage();
      for (const [index, op] of operations.entries()) {
        if (index % shards !== shard || (ONLY && !ONLY.test(`${op.method} ${op.path}`))) continue;
        const seed = SEED + index;
        const variants = fc.sample(requestVariant(op, context), { numRuns: RUNS, seed });
        const statuses = new Map<number | 'timeout', number>();
        const opStarted = performance.now();
        let next = 0;
        const worker = async () => {
          while (next < variants.length) {
            const request = variants[next++]!;
            const status = await send(request, cookieFor(op));
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status === 'timeout' || status >= 500) {
              failures.push(`${status} (seed ${seed}, ${op.method} ${op.path}): ${describeRequest(request)}`);
            }
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        const spread = [...statuses].map(([status, n]) => `${status}×${n}`).join(' ');
        perOperation.push(`${op.method} ${op.path}: ${Math.round(performance.now() - opStarted)} ms, ${spread}`);
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const { user, system } = process.cpuUsage(cpu);
      console.info(
        `input fuzz, part ${shard + 1} of ${shards}: ${perOperation.length} operations × ${RUNS} variants in ${seconds} s, ` +
          `${((user + system) / 1e6).toFixed(1)} s CPU (seed ${SEED})\n` +
          perOperation.join('\n'),
      );
      expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
    });
  });
}
