// API ÷ floor throughput (docs/decisions/0037): the same request to the API and to the floor (bench/floor/, a bare node:http +
// pg server running the same session query, role switch, tenant setting and SQL), at 20 connections, in
// alternating runs (A B A B …) so a busy machine slows both alike. Standalone: `npm run bench:floor`.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { setUpFloorComparison } from './floor-compare-setup';
import { FLOOR_HANDLERS } from './floor/handlers';
import type { FloorFixture, FloorHandler } from './floor/server';
import { median } from './lib';

export const FLOOR_CONNECTIONS = 20;
export const FLOOR_BUDGET = 0.85;

export interface FloorComparison {
  name: string;
  budget: number;
  /** The median of the pairs' ratios (each API run ÷ the floor run after it). */
  ratio: number;
  ratios: number[];
  apiRps: number[];
  floorRps: number[];
  /**
   * The floor's CPU per request ÷ the API's (each server's own process, Postgres excluded), median of the pairs:
   * what the API's own per-request work costs, steadier than throughput on a busy machine. Null without /proc.
   */
  cpuRatio: number | null;
}

export interface CompareOptions {
  apiUrl: string;
  floorUrl: string;
  cookie: string;
  fixture: FloorFixture;
  /** The two servers' process ids, for their CPU time (Linux). */
  pids?: { api?: number; floor?: number };
  handlers?: readonly FloorHandler[];
  /** A B pairs per endpoint. */
  pairs?: number;
  durationS?: number;
}

/** User + system CPU seconds a process has used (Linux /proc; clock ticks of 1/100 s), or null. */
function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function throughput(
  baseUrl: string,
  cookie: string,
  request: ReturnType<FloorHandler['request']>,
  duration: number,
  pid?: number,
) {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url: `${baseUrl}${request.path}`,
    method: request.method ?? 'GET',
    headers: { cookie, ...(request.body ? { 'content-type': 'application/json', origin: baseUrl } : {}) },
    ...(request.body ? { body: request.body } : {}),
    connections: FLOOR_CONNECTIONS,
    duration,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`floor compare: ${baseUrl}${request.path} → ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuAfter = cpuSeconds(pid);
  const cpuPerRequest =
    cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / Math.max(result.requests.total, 1);
  return { rps: result.requests.average, cpuPerRequest };
}

/** Checks that both servers answer the same JSON, then measures each endpoint in alternating runs. */
export async function compareWithFloor(options: CompareOptions): Promise<FloorComparison[]> {
  const { apiUrl, floorUrl, cookie, fixture, pids = {}, handlers = FLOOR_HANDLERS, pairs = 3, durationS = 5 } = options;
  const comparisons: FloorComparison[] = [];
  for (const handler of handlers) {
    const request = handler.request(fixture);
    await assertSameAnswer(apiUrl, floorUrl, cookie, request, handler.comparable);
    await throughput(apiUrl, cookie, request, 2);
    await throughput(floorUrl, cookie, request, 2);
    const [apiRps, floorRps, cpuRatios]: [number[], number[], number[]] = [[], [], []];
    for (let i = 0; i < pairs; i += 1) {
      const api = await throughput(apiUrl, cookie, request, durationS, pids.api);
      const floor = await throughput(floorUrl, cookie, request, durationS, pids.floor);
      apiRps.push(api.rps);
      floorRps.push(floor.rps);
      if (api.cpuPerRequest && floor.cpuPerRequest) cpuRatios.push(floor.cpuPerRequest / api.cpuPerRequest);
    }
    const ratios = apiRps.map((api, i) => api / floorRps[i]!);
    const cpuRatio = cpuRatios.length ? median(cpuRatios) : null;
    comparisons.push({
      name: handler.name,
      budget: handler.budget ?? FLOOR_BUDGET,
      ratio: median(ratios),
      ratios,
      apiRps,
      floorRps,
      cpuRatio,
    });
  }
  return comparisons;
}

/** The floor is only a floor if it does the same work: the same status and the same JSON. */
async function assertSameAnswer(
  apiUrl: string,
  floorUrl: string,
  cookie: string,
  request: ReturnType<FloorHandler['request']>,
  comparable: (body: unknown) => unknown = (body) => body,
) {
  const ask = async (baseUrl: string) => {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method ?? 'GET',
      headers: { cookie, ...(request.body ? { 'content-type': 'application/json', origin: baseUrl } : {}) },
      ...(request.body ? { body: request.body } : {}),
    });
    return `${response.status} ${JSON.stringify(sortKeys(comparable(await response.json())))}`;
  };
  const [api, floor] = [await ask(apiUrl), await ask(floorUrl)];
  if (api !== floor) {
    let at = 0;
    while (api[at] === floor[at]) at += 1;
    const around = (text: string) => text.slice(Math.max(0, at - 300), at + 300);
    throw new Error(
      `floor compare: ${request.path} differs at character ${at}\n  API:   …${around(api)}\n  floor: …${around(floor)}`,
    );
  }
}

const sortKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sortKeys(v)]),
        )
      : value;

/** Its own server, database (the quotes bench's 10,000 quotes, 100 tenants) and floor process. */
export async function benchFloorCompare(
  options: { pairs?: number; durationS?: number; handlers?: readonly FloorHandler[] } = {},
) {
  const setup = await setUpFloorComparison();
  try {
    return await compareWithFloor({ ...setup, ...options });
  } finally {
    await setup.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pairs = Number(process.env.FLOOR_PAIRS ?? 3);
  const durationS = Number(process.env.FLOOR_DURATION_S ?? 5);
  // FLOOR_ONLY=ai measures only the endpoints whose name starts with it.
  const only = process.env.FLOOR_ONLY?.toLowerCase();
  const handlers = FLOOR_HANDLERS.filter((h) => !only || h.name.toLowerCase().startsWith(only));
  for (const c of await benchFloorCompare({ pairs, durationS, handlers })) {
    const rps = (values: number[]) => values.map(Math.round).join(', ');
    console.log(
      `${c.name} API ÷ floor throughput: ${c.ratio.toFixed(2)} (budget ≥ ${c.budget}; pairs ${c.ratios.map((r) => r.toFixed(2)).join(', ')}; API ${rps(c.apiRps)} req/s, floor ${rps(c.floorRps)} req/s; floor ÷ API CPU per request ${c.cpuRatio?.toFixed(2) ?? 'n/a'})`,
    );
  }
}
