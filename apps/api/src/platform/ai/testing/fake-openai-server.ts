import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode =
  | { kind: 'json'; body: unknown; usage?: { prompt_tokens: number; completion_tokens: number } }
  | { kind: 'text'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

export interface FakeRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface FakeOpenAiServer {
  /** `http://127.0.0.1:<port>/v1`: AI_BASE_URL for either provider. */
  baseUrl: string;
  requests: FakeRequest[];
  respondWith(mode: FakeMode): void;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
};

const completion = (content: string, usage = { prompt_tokens: 812, completion_tokens: 240 }) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'fake-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
});

/** Anthropic's Messages API answer: the object as the forced `json` tool's input when tools were sent. */
function anthropicMessage(mode: Extract<FakeMode, { kind: 'json' | 'text' }>, request: Record<string, unknown>) {
  const tools = (request.tools as { name: string }[] | undefined) ?? [];
  const jsonTool = tools.find((tool) => tool.name === 'json');
  const content =
    mode.kind === 'json' && jsonTool
      ? [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input: mode.body }]
      : [{ type: 'text', text: mode.kind === 'json' ? JSON.stringify(mode.body) : mode.content }];
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: 'fake-claude',
    content,
    stop_reason: jsonTool ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 700, output_tokens: 150 },
  };
}

/**
 * A tiny OpenAI-compatible `/v1/chat/completions` (and Anthropic-shaped `/v1/messages`) on 127.0.0.1, port 0:
 * tests never reach the internet.
 */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  let mode: FakeMode = { kind: 'status', status: 500 };
  const requests: FakeRequest[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const isAnthropic = req.url === '/v1/messages';
      if (req.method !== 'POST' || (req.url !== '/v1/chat/completions' && !isAnthropic)) {
        return send(404, { error: 'not found' });
      }
      if (mode.kind === 'hang') return hanging.add(() => res.destroy());
      if (mode.kind === 'status')
        return send(mode.status, { error: { message: 'fake failure', type: 'server_error' } });
      if (isAnthropic) return send(200, anthropicMessage(mode, body));
      if (mode.kind === 'text') return send(200, completion(mode.content));
      return send(200, completion(JSON.stringify(mode.body), mode.usage));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith: (next) => {
      mode = next;
    },
    close: async () => {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
