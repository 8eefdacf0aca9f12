import autocannon from 'autocannon';

export interface HealthResult {
  /** 200 connections sending as fast as the server answers: latency is mostly queueing on 2 cores. */
  saturated: { p50: number; p99: number; rps: number };
  /** 10 connections: close to the service time of one request, with little queueing. */
  light: { p50: number; p99: number; rps: number };
}

const run = async (url: string, options: Partial<autocannon.Options>) => {
  const result = await autocannon({ url, connections: 200, duration: 10, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`health: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
};

export async function benchHealth(baseUrl: string): Promise<HealthResult> {
  const url = `${baseUrl}/api/health`;
  await run(url, { connections: 50, duration: 2 });
  const saturated = await run(url, {});
  const light = await run(url, { connections: 10 });
  return {
    saturated: { p50: saturated.latency.p50, p99: saturated.latency.p99, rps: saturated.requests.average },
    light: { p50: light.latency.p50, p99: light.latency.p99, rps: light.requests.average },
  };
}
