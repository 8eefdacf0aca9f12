// The LLM engine on the same benchmark as the built-in one (docs/decisions/0046-ai-scoping-second-pass.md): a second
// demo server whose AI_BASE_URL is the local replay endpoint (bench/llm-replay.ts), every case set sent through
// the real API, and its answers scored by the same rules. A case without a recorded answer falls back to the
// built-in engine; those are counted, not scored as the LLM's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scoreCase, summarise, type BenchmarkCase, type BenchmarkReport, type ScopeLike } from '@scopewright/scoping';
import { startServer } from './lib';
import { readRecordings, recorderFromEnv, startReplayServer } from './llm-replay';
import { signIn } from './quotes';

export interface LlmSetResult {
  report: BenchmarkReport;
  /** Cases the LLM answered (the rest fell back to the built-in engine and are left out of `report`). */
  answered: number;
  cases: number;
}

/** null when there is nothing to replay and no provider to record from. */
export async function benchLlmEngine(
  sets: Record<string, readonly BenchmarkCase[]>,
): Promise<Record<string, LlmSetResult> | null> {
  const recorder = recorderFromEnv();
  if (!recorder && Object.keys(readRecordings()).length === 0) return null;
  const replay = await startReplayServer(recorder);
  const password = 'Bench-ai-llm-pass-1';
  const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-ai-llm-'));
  try {
    const server = await startServer({
      DATA_DIR: dataDir,
      DEMO_PASSWORD: password,
      AI_RATE_LIMIT_PER_MINUTE: '1000000',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: replay.baseUrl,
      AI_API_KEY: 'replay',
      AI_MODEL: 'recorded',
    });
    try {
      const cookie = await signIn(server.url, 'admin@demo-msp.test', password);
      const results: Record<string, LlmSetResult> = {};
      for (const [name, cases] of Object.entries(sets)) {
        const scores = [];
        for (const benchmarkCase of cases) {
          const started = performance.now();
          const response = await fetch(`${server.url}/api/ai/scope-suggestions`, {
            method: 'POST',
            headers: { cookie, Origin: server.url, 'Content-Type': 'application/json' },
            body: JSON.stringify({ description: benchmarkCase.description }),
          });
          if (response.status !== 200) throw new Error(`bench:ai (LLM): ${response.status} ${await response.text()}`);
          const body = (await response.json()) as ScopeLike & { source: string };
          if (body.source === 'llm') scores.push(scoreCase(benchmarkCase, body, performance.now() - started));
        }
        results[name] = { report: summarise(scores), answered: scores.length, cases: cases.length };
      }
      return results;
    } finally {
      await server.stop();
    }
  } finally {
    await replay.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
