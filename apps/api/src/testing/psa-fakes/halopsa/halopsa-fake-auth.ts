import type { Hono, MiddlewareHandler } from 'hono';
import { HaloTokenRequest } from './halopsa-schemas';
import type { HaloFakeState } from './halopsa-fake-state';

const NO_AGENT_PAGE =
  '<!DOCTYPE html><html><head><title>Error</title></head><body><h1>An error occurred while processing your request.</h1></body></html>';

export function mountHaloAuth(app: Hono, state: HaloFakeState) {
  app.post('*', async (c, next) => {
    if (new URL(c.req.url).pathname !== `${state.authPath}/token`) return next();
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const parsed = HaloTokenRequest.safeParse(form);
    if (!parsed.success) {
      const grant = form.grant_type;
      return c.json(
        { error: grant && grant !== 'client_credentials' ? 'unsupported_grant_type' : 'invalid_request' },
        400,
      );
    }
    const { application } = state;
    const tenantOk = !application.tenant || c.req.query('tenant') === application.tenant;
    if (
      parsed.data.client_id !== application.clientId ||
      parsed.data.client_secret !== application.clientSecret ||
      !tenantOk
    ) {
      return c.json({ error: 'invalid_client' }, 400);
    }
    if (state.loginAgentId === null) return c.html(NO_AGENT_PAGE, 500);
    const token = `halo-${crypto.randomUUID()}`;
    state.tokens.set(token, Date.now() + state.tokenLifetimeSeconds * 1000);
    return c.json({ access_token: token, token_type: 'Bearer', expires_in: state.tokenLifetimeSeconds, scope: 'all' });
  });

  app.get('/api/authinfo', (c) => c.json({ auth_url: `${new URL(c.req.url).origin}${state.authPath}` }));
}

export function requireHaloBearer(state: HaloFakeState): MiddlewareHandler {
  return async (c, next) => {
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const expiresAt = token ? state.tokens.get(token) : undefined;
    if (!expiresAt || expiresAt < Date.now()) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return c.body(null, 401);
    }
    await next();
  };
}
