import autocannon from 'autocannon';

export async function benchHealth(baseUrl: string): Promise<{ p99: number; rps: number }> {
  const warm = await autocannon({ url: `${baseUrl}/api/health`, connections: 50, duration: 2 });
  void warm;
  const result = await autocannon({ url: `${baseUrl}/api/health`, connections: 200, duration: 10 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`health: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p99: result.latency.p99, rps: result.requests.average };
}
