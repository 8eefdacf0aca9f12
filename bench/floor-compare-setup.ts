// The floor comparison's stage: the API started as `npm start` does, the quotes bench's data, a signed-in admin,
// a 30-line quote, and the floor in its own process on the same database, login and session secret.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { profileArgs, repoRoot, startServer } from './lib';
import { contentWithLines, seed, signIn } from './quotes';

const PASSWORD = 'Bench-floor-pass-1';

/** Starts bench/floor/main.ts and waits for its port. */
async function startFloor(databaseUrl: string, sessionSecret: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...profileArgs(), '--import', 'tsx', 'bench/floor/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', FLOOR_DATABASE_URL: databaseUrl, FLOOR_SESSION_SECRET: sessionSecret },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  while (!/floor listening on (\d+)/.test(output)) {
    if (child.exitCode !== null) throw new Error(`floor exited early: ${output}`);
    await Promise.race([once(child.stdout!, 'data'), once(child, 'exit')]);
  }
  return { url: `http://127.0.0.1:${/floor listening on (\d+)/.exec(output)![1]}`, child };
}

export async function setUpFloorComparison() {
  const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-floor-'));
  // The AI per-user rate limit (20 a minute) would stop the AI suggestion runs: raised past what 20 connections send, as in bench/run.ts.
  const server = await startServer({
    DATA_DIR: dataDir,
    DEMO_PASSWORD: PASSWORD,
    TRUST_PROXY: 'on',
    AI_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  let floor: ChildProcess | undefined;
  const stop = async () => {
    floor?.kill('SIGINT');
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const read = (file: string) => readFileSync(join(dataDir, file), 'utf8').trim();
    const databaseUrl = `postgres://postgres:${encodeURIComponent(read('postgres.password'))}@127.0.0.1:${read('postgres.port')}/scopewright`;
    await seed(databaseUrl);
    const started = await startFloor(databaseUrl, read('session-secret'));
    floor = started.child;
    const cookie = await signIn(server.url, 'admin@demo-msp.test', PASSWORD);
    const first = await fetch(`${server.url}/api/quotes?limit=1`, { headers: { cookie } });
    const clientId = ((await first.json()) as { items: { client: { id: string } }[] }).items[0]!.client.id;
    const created = await fetch(`${server.url}/api/quotes`, {
      method: 'POST',
      headers: { cookie, Origin: server.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientId, title: 'Floor 30-line quote', content: contentWithLines(30, 10) }),
    });
    if (created.status !== 201) throw new Error(`floor compare: create → ${created.status} ${await created.text()}`);
    const detailId = ((await created.json()) as { id: string }).id;
    const pids = { api: server.child.pid, floor: started.child.pid };
    return { apiUrl: server.url, floorUrl: started.url, cookie, fixture: { detailId }, pids, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
