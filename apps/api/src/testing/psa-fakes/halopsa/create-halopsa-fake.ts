import { Hono } from 'hono';
import { serveFake, type ServedFake } from '../serve-fake';
import { mountHaloAuth, requireHaloBearer } from './halopsa-fake-auth';
import { mountHaloClients } from './halopsa-fake-clients';
import { applyHaloFaults } from './halopsa-fake-faults';
import { mountHaloMisc } from './halopsa-fake-misc';
import { createHaloFakeState, type HaloFakeState } from './halopsa-fake-state';
import { mountHaloTickets } from './halopsa-fake-tickets';

export interface HaloPsaFake {
  app: Hono;
  state: HaloFakeState;
}

/** An in-memory HaloPSA: OAuth client credentials, array upserts, Halo paging and switchable faults. */
export function createHaloPsaFake(options: { configure?: (state: HaloFakeState) => void } = {}): HaloPsaFake {
  const state = createHaloFakeState();
  options.configure?.(state);
  const app = new Hono();
  app.use('*', applyHaloFaults(state));
  mountHaloAuth(app, state);
  app.use('/api/*', async (c, next) =>
    new URL(c.req.url).pathname === '/api/authinfo' ? next() : requireHaloBearer(state)(c, next),
  );
  mountHaloClients(app, state);
  mountHaloTickets(app, state);
  mountHaloMisc(app, state);
  app.notFound((c) => c.html('<html><body><h1>404 - Page not found</h1></body></html>', 404));
  return { app, state };
}

export async function startHaloPsaFake(port = 0): Promise<HaloPsaFake & { server: ServedFake }> {
  const fake = createHaloPsaFake();
  return { ...fake, server: await serveFake(fake.app, port) };
}
