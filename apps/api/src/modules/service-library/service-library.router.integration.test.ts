import { SERVICE_LIBRARY_COPY, type ServiceEstimateResponse, type ServiceLibraryResponse } from '@scopewright/domain';
import { LIBRARY_VERSION, SERVICE_LIBRARY } from '@scopewright/scoping';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { caller, expectJson, member, workspace, type ErrorJson, type Harness } from '../../testing/quote-harness';
import { expectPricedFromRateCard, giveRateCard, runsOf, type Workspace } from '../ai/ai.test-helpers';

let h: Harness;
let call: ReturnType<typeof caller>;
let ws: Workspace;

beforeAll(async () => {
  h = await createIdentityApp();
  call = caller(h);
  ws = await workspace(h);
  await giveRateCard(h, ws.tenant.id);
});
afterAll(() => h?.close());

const scaled = SERVICE_LIBRARY.find((service) => service.primaryUnit !== null) ?? SERVICE_LIBRARY[0]!;

describe('GET /api/service-library', () => {
  it('serves every service with the areas and their counts, with an ETag of the library version', async () => {
    const response = await call(ws.user, 'GET', '/api/service-library');
    const body = await expectJson<ServiceLibraryResponse>(response, 200);
    expect(body.version).toBe(LIBRARY_VERSION);
    expect(body.services.map((s) => s.id)).toEqual(SERVICE_LIBRARY.map((s) => s.id));
    expect(body.areas.reduce((sum, area) => sum + area.count, 0)).toBe(SERVICE_LIBRARY.length);
    expect(response.headers.get('etag')).toBe(`"library-${LIBRARY_VERSION}"`);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const response = await h.app.request('/api/service-library', {
      headers: { Origin: APP_URL, Cookie: ws.user.cookie, 'If-None-Match': `"library-${LIBRARY_VERSION}"` },
    });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
  });

  it('is refused without a session (401) and to a pending user (403)', async () => {
    expect((await call(null, 'GET', '/api/service-library')).status).toBe(401);
    expect((await call(await member(h, ws.tenant, 'pending_user'), 'GET', '/api/service-library')).status).toBe(403);
  });
});

describe('POST /api/service-library/estimate', () => {
  it('scales with the quantities, prices with the rate card, and is not an AI generation', async () => {
    const unit = scaled.primaryUnit ?? 'users';
    const small = await expectJson<ServiceEstimateResponse>(
      await call(ws.user, 'POST', '/api/service-library/estimate', {
        serviceIds: [scaled.id],
        quantities: [{ value: 5, unit }],
      }),
      200,
    );
    const large = await expectJson<ServiceEstimateResponse>(
      await call(ws.user, 'POST', '/api/service-library/estimate', {
        serviceIds: [scaled.id],
        quantities: [{ value: 500, unit }],
      }),
      200,
    );
    expect(large.totalHours).toBeGreaterThan(small.totalHours);
    const priced = await expectPricedFromRateCard(h, ws.tenant.id, large);
    expect(priced.mismatched).toEqual([]);
    expect(await runsOf(h, ws.tenant.id)).toEqual([]);
  });

  it('refuses an unknown service id with a precise 422', async () => {
    const body = await expectJson<ErrorJson>(
      await call(ws.user, 'POST', '/api/service-library/estimate', { serviceIds: [scaled.id, 'no-such-service'] }),
      422,
    );
    expect(body.error.message).toBe(SERVICE_LIBRARY_COPY.unknownService);
    expect(body.error.details).toEqual([{ path: 'serviceIds.1', message: SERVICE_LIBRARY_COPY.unknownService }]);
  });

  it('validates the body: no ids → 422, unknown fields → 400', async () => {
    expect((await call(ws.user, 'POST', '/api/service-library/estimate', { serviceIds: [] })).status).toBe(422);
    const extra = await call(ws.user, 'POST', '/api/service-library/estimate', { serviceIds: [scaled.id], rates: 0 });
    expect(extra.status).toBe(400);
  });
});
