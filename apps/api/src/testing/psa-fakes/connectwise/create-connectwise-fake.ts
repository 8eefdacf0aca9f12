import { Hono } from 'hono';
import { mountConnectWiseCompanyRoutes } from './connectwise-fake-company-routes';
import { checkCredentials, playFaults } from './connectwise-fake-guards';
import { CwFakeError, answerError } from './connectwise-fake-http';
import { mountConnectWiseProjectRoutes } from './connectwise-fake-project-routes';
import { mountConnectWiseSalesRoutes } from './connectwise-fake-sales-routes';
import { createConnectWiseFakeState, type ConnectWiseFakeCredentials } from './connectwise-fake-state';
import { mountConnectWiseSystemRoutes } from './connectwise-fake-system-routes';
import { mountConnectWiseTicketRoutes } from './connectwise-fake-ticket-routes';

export interface ConnectWiseFakeOptions {
  credentials?: Partial<ConnectWiseFakeCredentials>;
}

type DeletableKind = 'company' | 'opportunity' | 'project' | 'phase' | 'ticket';

/** A local ConnectWise Manage: discovery, the REST endpoints the client calls, CW's auth and error shapes. */
export function createConnectWiseFake(options: ConnectWiseFakeOptions = {}) {
  const state = createConnectWiseFakeState(options);
  const app = new Hono();
  app.use('*', playFaults(state));

  app.get('/login/companyinfo/:companyId', (c) => {
    if (c.req.param('companyId').toLowerCase() !== state.credentials.companyId.toLowerCase()) {
      return c.json({ code: 'NotFound', message: 'Company not found.' }, 404);
    }
    return c.json({
      CompanyName: state.companyName,
      Codebase: state.codebase,
      VersionCode: 'v2025.1',
      VersionNumber: 'v4.6.12345',
      CompanyID: state.credentials.companyId,
      IsCloud: true,
      SiteUrl: new URL(c.req.url).host,
    });
  });

  const api = new Hono();
  api.use('*', checkCredentials(state));
  mountConnectWiseCompanyRoutes(api, state);
  mountConnectWiseSalesRoutes(api, state);
  mountConnectWiseProjectRoutes(api, state);
  mountConnectWiseTicketRoutes(api, state);
  mountConnectWiseSystemRoutes(api, state);
  api.notFound((c) => c.json({ code: 'NotFound', message: `No route for ${c.req.method} ${c.req.path}.` }, 404));
  app.route(`/${state.codebase}apis/3.0`, api);
  app.onError((error, c) => {
    if (error instanceof CwFakeError) return answerError(c, error);
    return c.json({ code: 'UnexpectedError', message: error.message }, 500);
  });

  /** Deletes a record "on the PSA side", with what hangs under it. */
  function remove(kind: DeletableKind, id: number | string) {
    const key = Number(id);
    if (kind === 'company') state.companies.delete(key);
    if (kind === 'opportunity') state.opportunities.delete(key);
    if (kind === 'ticket') state.tickets.delete(key);
    if (kind === 'phase') {
      state.phases.delete(key);
      for (const ticket of state.tickets.values()) {
        if ((ticket.phase as { id: number }).id === key) state.tickets.delete(ticket.id);
      }
    }
    if (kind === 'project') {
      state.projects.delete(key);
      for (const phase of state.phases.values()) if (phase.projectId === key) remove('phase', phase.id);
    }
  }

  return { app, state, remove };
}

export type ConnectWiseFake = ReturnType<typeof createConnectWiseFake>;
