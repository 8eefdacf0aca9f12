// A local OpenAI-compatible endpoint for the LLM engine's benchmark run (docs/decisions/0046-ai-scoping-second-pass.md):
// it replays answers recorded from a real model, by description, so both engines are scored on one table
// without a network or a key. With AI_RECORD_BASE_URL, AI_RECORD_API_KEY and AI_RECORD_MODEL set it forwards each
// request to that provider instead and records the answer (`npm run bench:ai` then writes the file).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export const RECORDINGS_FILE = join(import.meta.dirname, 'llm-recordings.json');

/** The model's answer (the assistant message's content) per description, keyed by its SHA-256. */
type Recordings = Record<string, { description: string; content: string; model: string }>;

interface Recorder {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface ReplayServer {
  /** AI_BASE_URL for the API server. */
  baseUrl: string;
  /** Requests answered from a recording, recorded now, or left unanswered (the engine falls back). */
  counts: { replayed: number; recorded: number; missing: number };
  close(): Promise<void>;
}

export const recorderFromEnv = (): Recorder | null =>
  process.env.AI_RECORD_BASE_URL && process.env.AI_RECORD_API_KEY && process.env.AI_RECORD_MODEL
    ? {
        baseUrl: process.env.AI_RECORD_BASE_URL.replace(/\/$/, ''),
        apiKey: process.env.AI_RECORD_API_KEY,
        model: process.env.AI_RECORD_MODEL,
      }
    : null;

export const readRecordings = (): Recordings =>
  existsSync(RECORDINGS_FILE) ? (JSON.parse(readFileSync(RECORDINGS_FILE, 'utf8')) as Recordings) : {};

const keyOf = (description: string) => createHash('sha256').update(description).digest('hex');

/** The description inside the user prompt's fence (apps/api/src/platform/ai/scope-prompt.ts buildUserPrompt). */
function descriptionOf(body: { messages?: { role: string; content: unknown }[] }): string | null {
  const user = body.messages?.find((message) => message.role === 'user');
  const text = typeof user?.content === 'string' ? user.content : '';
  return /<project_description>\n([\s\S]*)\n<\/project_description>/.exec(text)?.[1] ?? null;
}

async function readJson(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown> & {
    messages?: { role: string; content: unknown }[];
  };
}

const completion = (content: string, model: string) => ({
  id: 'chatcmpl-replay',
  object: 'chat.completion',
  created: 1_700_000_000,
  model,
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
});

async function record(recorder: Recorder, body: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${recorder.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${recorder.apiKey}` },
    body: JSON.stringify({ ...body, model: recorder.model }),
  });
  if (!response.ok) throw new Error(`recording: the provider answered ${response.status}`);
  const answer = (await response.json()) as { choices?: { message?: { content?: string } }[] };
  return answer.choices?.[0]?.message?.content ?? '';
}

export async function startReplayServer(recorder: Recorder | null = recorderFromEnv()): Promise<ReplayServer> {
  const recordings = readRecordings();
  const counts = { replayed: 0, recorded: 0, missing: 0 };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readJson(req);
      const description = req.url?.endsWith('/chat/completions') ? descriptionOf(body) : null;
      if (description === null) return send(res, 404, { error: { message: 'not a scoping request' } });
      const key = keyOf(description);
      if (recorder) {
        const content = await record(recorder, body);
        recordings[key] = { description, content, model: recorder.model };
        counts.recorded += 1;
        return send(res, 200, completion(content, recorder.model));
      }
      const saved = recordings[key];
      if (!saved) {
        counts.missing += 1;
        // An unavailable provider: the engine falls back to the built-in one and says so.
        return send(res, 503, { error: { message: 'no recorded answer for this description' } });
      }
      counts.replayed += 1;
      return send(res, 200, completion(saved.content, saved.model));
    })().catch((error: unknown) => send(res, 502, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}/v1`,
    counts,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (recorder) writeFileSync(RECORDINGS_FILE, `${JSON.stringify(recordings, null, 1)}\n`);
    },
  };
}
