import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from './testing/create-identity-app';

/** Writes that take no body at all: the id in the path (or the session) says everything. */
const NO_BODY = new Set<string>([
  'DELETE /api/profile/avatar',
  'POST /api/integrations/{provider}/pull',
  'POST /api/oauth/finish',
  'DELETE /api/team/{userId}',
  'POST /api/invitations/{id}/resend',
  'POST /api/email-logs/{id}/resend',
  'POST /api/billing/portal',
  'POST /api/billing/cancel',
  'POST /api/billing/resume',
  'POST /api/platform/email-logs/{id}/resend',
  'DELETE /api/invitations/{id}',
  'POST /api/invitations/{token}/accept-oauth',
  'DELETE /api/settings/branding/logo',
  'POST /api/rate-card/roles/{roleId}/archive',
  'POST /api/rate-card/roles/{roleId}/unarchive',
  'POST /api/rate-card/catalog/{itemId}/archive',
  'POST /api/rate-card/catalog/{itemId}/unarchive',
  'POST /api/clients/{id}/archive',
  'POST /api/clients/{id}/unarchive',
  'DELETE /api/clients/{id}',
  'DELETE /api/opportunities/{id}',
  'DELETE /api/clients/{id}/contacts/{contactId}',
  'DELETE /api/clients/{id}/sites/{siteId}',
  'POST /api/quotes/{id}/duplicate',
  'DELETE /api/quotes/{id}',
  'POST /api/quotes/{id}/revisions',
  'POST /api/quotes/{id}/versions/{versionNo}/restore',
  'POST /api/quotes/{id}/share-links',
  'POST /api/quotes/{id}/share-links/revoke',
  'POST /api/first-run/dismiss',
  'DELETE /api/templates/{id}',
  'POST /api/templates/{id}/duplicate',
  'POST /api/templates/{id}/archive',
  'POST /api/templates/{id}/unarchive',
  'POST /api/templates/{id}/publish',
  'POST /api/templates/{id}/unpublish',
  'POST /api/email-templates/{id}/versions/{no}/restore',
  'POST /api/email-templates/{id}/activate',
  'POST /api/email-templates/{id}/deactivate',
  'POST /api/integrations/{provider}/test',
  'DELETE /api/integrations/{provider}',
  'DELETE /api/webhooks/{id}',
  'POST /api/webhooks/{id}/rotate-secret',
  'POST /api/webhooks/{id}/test',
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/replay',
  'POST /api/api-keys/{id}/revoke',
  // Leaving support (or act mode) concerns the caller's own session only.
  'DELETE /api/platform/support',
  'DELETE /api/platform/support/act',
  // Starting a validation run and retrying a failed job name everything in the path.
  'POST /api/platform/validation/runs',
  'POST /api/platform/debug/jobs/{id}/retry',
  // RFC 8058 one-click: the form body a mail system posts is not read; the token in the query is the authority.
  'POST /api/email-preferences/unsubscribe',
  // The public API's doors onto the bodiless app routes above.
  'POST /api/v1/clients/{id}/archive',
  'POST /api/v1/clients/{id}/unarchive',
  'DELETE /api/v1/clients/{id}',
  'DELETE /api/v1/clients/{id}/contacts/{contactId}',
  'DELETE /api/v1/quotes/{id}',
  'POST /api/v1/quotes/{id}/revisions',
  'POST /api/v1/quotes/{id}/share-links',
  'POST /api/v1/quotes/{id}/share-links/revoke',
  'POST /api/v1/catalog-items/{itemId}/archive',
  'POST /api/v1/catalog-items/{itemId}/unarchive',
  'DELETE /api/v1/opportunities/{id}',
  'DELETE /api/v1/webhook-endpoints/{id}',
  'POST /api/v1/webhook-endpoints/{id}/rotate-secret',
  'POST /api/v1/webhook-endpoints/{id}/test',
  'POST /api/v1/webhook-endpoints/{id}/deliveries/{deliveryId}/replay',
]);

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Better Auth documents its own endpoints; the reference pages take no input. */
const NOT_OURS = [/^\/api\/auth\//, /^\/api(\/v1)?\/docs/];

let h: Awaited<ReturnType<typeof createIdentityApp>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walking a JSON document
let doc: Record<string, any>;

beforeAll(async () => {
  h = await createIdentityApp();
  // The app's document and the public API's (v1) together: every route is in one of them.
  const [app, v1] = await Promise.all(
    ['/api/openapi.json', '/api/v1/openapi.json'].map(
      async (path) => (await (await h.app.request(path)).json()) as typeof doc,
    ),
  );
  doc = { ...app!, paths: { ...app!.paths, ...v1!.paths } };
}, 60_000);
afterAll(() => h?.close());

const honoToOpenApi = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document: every body the API reads is documented', () => {
  const writes = () => {
    const routes = h.app.routes
      .filter(
        (r) => WRITE_METHODS.has(r.method) && r.path.startsWith('/api/') && !NOT_OURS.some((re) => re.test(r.path)),
      )
      .map((r) => ({ key: `${r.method} ${honoToOpenApi(r.path)}`, path: honoToOpenApi(r.path), method: r.method }));
    return [...new Map(routes.map((r) => [r.key, r])).values()];
  };

  it('documents every write operation of the app', () => {
    const missing = writes().filter((w) => !doc.paths[w.path]?.[w.method.toLowerCase()]);
    expect(missing.map((w) => w.key)).toEqual([]);
  });

  it('gives every write a JSON body schema, unless it is listed as taking none', () => {
    const operations = writes().filter((w) => doc.paths[w.path]?.[w.method.toLowerCase()]);
    const bodyless = operations.filter((w) => !doc.paths[w.path][w.method.toLowerCase()].requestBody).map((w) => w.key);
    expect(bodyless.filter((key) => !NO_BODY.has(key))).toEqual([]);
    // A listed operation that gained a body (or disappeared) leaves the list.
    expect([...NO_BODY].filter((key) => !bodyless.includes(key))).toEqual([]);
    for (const w of operations) {
      const body = doc.paths[w.path][w.method.toLowerCase()].requestBody;
      if (body) expect(Object.keys(body.content?.['application/json']?.schema ?? {}), w.key).not.toHaveLength(0);
    }
  });

  it('documents the sign-up body with its fields', () => {
    const schema = doc.paths['/api/signup'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties ?? {})).toEqual([
      'email',
      'password',
      'firstName',
      'lastName',
      'companyDomain',
    ]);
    expect(schema.additionalProperties).toBe(false);
  });
});
