// Runs the floor server in its own process, as the API runs in its own: FLOOR_DATABASE_URL (the API's login),
// FLOOR_SESSION_SECRET, PORT. Prints `floor listening on <port>` when ready.
import { once } from 'node:events';
import { FLOOR_HANDLERS } from './handlers';
import { createFloorServer } from './server';

const server = createFloorServer({
  databaseUrl: process.env.FLOOR_DATABASE_URL ?? '',
  sessionSecret: process.env.FLOOR_SESSION_SECRET ?? '',
  handlers: FLOOR_HANDLERS,
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
await once(server, 'listening');
const address = server.address();
process.stdout.write(`floor listening on ${typeof address === 'object' && address ? address.port : '?'}\n`);
process.on('SIGINT', () => server.close(() => process.exit(0)));
