import { PRODUCT_NAME } from '@scopewright/domain';
import { startEmbeddedDatabase } from './embedded-database';
import { EnvError, loadEnv, type Config } from './env';
import { PortInUseError } from './platform/http-server';
import { createLogger } from './platform/logger';
import type { RunningServer } from './server';

function loadConfigOrExit(): Config {
  try {
    return loadEnv();
  } catch (error) {
    process.stderr.write(`${error instanceof EnvError ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

function printBanner(server: RunningServer, readyMs: number) {
  const lines = [
    '',
    `  ${PRODUCT_NAME} is ready in ${(readyMs / 1000).toFixed(1)} s`,
    '',
    `  App:       ${server.port === null ? 'not served (WEB=off)' : server.url}`,
    `  API docs:  ${server.port === null ? '-' : `${server.url}/api/docs`}`,
    `  Database:  ${server.databaseMode === 'embedded' ? 'embedded PostgreSQL (DATA_DIR)' : 'DATABASE_URL'}`,
    `  Mail:      ${server.mailMode === 'smtp' ? 'SMTP (SMTP_URL)' : 'outbox only: emails are stored, not sent (set SMTP_URL to send)'}`,
    `  Timings:   ${Object.entries(server.timingsMs)
      .map(([k, v]) => `${k} ${v} ms`)
      .join(', ')}`,
    ...(server.demoLogins
      ? [
          '',
          `  Demo logins (password ${server.demoLogins.password}; set DEMO_PASSWORD to choose it):`,
          ...server.demoLogins.emails.map(({ email, role }) => `    ${email.padEnd(26)} ${role}`),
          ...(server.demoLogins.apiKey
            ? ['', `  Demo API key (Demo MSP, Settings → API): ${server.demoLogins.apiKey}`]
            : []),
        ]
      : []),
    '',
    '  Press Ctrl+C to stop.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.logLevel });
  // The embedded PostgreSQL starts while the rest of the server's code loads (ADR 0042); startServer awaits it.
  const embedded = config.databaseUrl ? undefined : startEmbeddedDatabase(config, logger);
  embedded?.catch(() => {}); // reported by startServer, which awaits it
  let server: RunningServer;
  try {
    const { startServer } = await import('./server');
    server = await startServer(config, { logger, embedded });
  } catch (error) {
    if (error instanceof PortInUseError) process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  // performance.now() counts from process start, so this includes loading the code.
  printBanner(server, performance.now());

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.stderr.write(`${signal} again: exiting now.\n`);
      process.exit(1);
    }
    stopping = true;
    server.logger.info({ signal }, 'shutting down: finishing in-flight requests and jobs');
    server.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        server.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();
