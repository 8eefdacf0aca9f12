import { externalRefs, integrationConnections, integrationSyncRuns, newId, withPlatform } from '@scopewright/db';
import { createExternalRef, createSyncRun } from '@scopewright/db/testing';
import { AUTH_COPY, INTEGRATIONS_COPY, type IntegrationConnection, type IntegrationList } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectionsSuite, type ErrorJson } from './connections.test-harness';

const { suite, member, workspace, call, cwCredentials } = connectionsSuite();
const CW = '/api/integrations/connectwise';
const rowsOf = (tenantId: string) =>
  withPlatform({ db: suite.h.owner.db }, (tx) =>
    tx.select().from(integrationConnections).where(eq(integrationConnections.tenantId, tenantId)),
  );

describe('connecting ConnectWise', () => {
  it('refuses a wrong private key with what to fix, and saves nothing', async () => {
    const { tenant, admin } = await workspace();
    const response = await call(admin, 'PUT', CW, cwCredentials({ privateKey: 'not-the-key' }));
    expect(response.status).toBe(422);
    const { error } = response.json<ErrorJson>();
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe(
      'ConnectWise refused the API keys: check the company ID, public key and private key of the API member (System > Members > API Members)',
    );
    expect(error.details).toMatchObject({ reason: 'psa-test-failed', kind: 'auth' });
    expect(error.details?.psaMessage).toEqual(expect.any(String));
    expect(await rowsOf(tenant.id)).toEqual([]);
  });

  it('saves working credentials sealed and never answers a secret', async () => {
    const { tenant, admin } = await workspace();
    const credentials = cwCredentials();
    const created = await call(admin, 'PUT', CW, credentials);
    expect(created.status, created.text).toBe(201);
    expect(created.json<IntegrationConnection>()).toMatchObject({
      provider: 'connectwise',
      account: {
        site: credentials.site,
        companyId: credentials.companyId,
        publicKey: credentials.publicKey,
        clientId: credentials.clientId,
      },
      accountLabel: `Northwind MSP (${new URL(suite.cw.url).host})`,
      lastTestError: null,
      settings: { pushOnAcceptance: false, pullSchedule: 'off', options: {} },
      lockVersion: 1,
    });
    expect(Object.keys(created.json<IntegrationConnection>().account).sort()).toEqual([
      'clientId',
      'companyId',
      'publicKey',
      'site',
    ]);

    const again = await call(admin, 'PUT', CW, credentials);
    expect(again.status).toBe(200);
    expect(again.json<IntegrationConnection>()).toMatchObject({
      id: created.json<IntegrationConnection>().id,
      lockVersion: 2,
    });
    await call(admin, 'POST', `${CW}/test`);
    const list = (await call(admin, 'GET', '/api/integrations')).json<IntegrationList>();
    expect(list.providers.map((p) => [p.provider, p.name, p.connection?.provider ?? null])).toEqual([
      ['connectwise', 'ConnectWise PSA', 'connectwise'],
      ['autotask', 'Autotask', null],
      ['halopsa', 'HaloPSA', null],
    ]);

    const [row] = await rowsOf(tenant.id);
    expect(row!.credentialsSealed).not.toContain(credentials.privateKey);
    expect(JSON.stringify(row!.account)).not.toContain(credentials.privateKey);
    for (const body of suite.bodies) expect(body).not.toContain(credentials.privateKey);
  });

  it('refuses a site that is neither a host nor an https address (http only for the allow-listed fakes)', async () => {
    const { admin } = await workspace();
    const response = await call(admin, 'PUT', CW, cwCredentials({ site: 'http://cw.example.com' }));
    expect(response.status).toBe(422);
    expect(response.json<ErrorJson>().error.details).toEqual([
      { path: 'site', message: INTEGRATIONS_COPY.connectWiseSite },
    ]);
  });
});

describe('Autotask and HaloPSA', () => {
  it('connects Autotask through the zone lookup override, and refuses a wrong secret', async () => {
    const { admin } = await workspace();
    const path = '/api/integrations/autotask';
    const { username, secret, integrationCode } = suite.autotask.state.credentials;
    const wrong = await call(admin, 'PUT', path, { username, secret: 'wrong', integrationCode });
    expect(wrong.status).toBe(422);
    expect(wrong.json<ErrorJson>().error.details).toMatchObject({ reason: 'psa-test-failed', kind: 'auth' });
    const right = await call(admin, 'PUT', path, { username, secret, integrationCode });
    expect(right.status, right.text).toBe(201);
    expect(right.json<IntegrationConnection>().account).toEqual({ username });
    expect(right.text).not.toContain(secret);
  });

  it('connects HaloPSA and keeps the client secret out of the answer', async () => {
    const { admin } = await workspace();
    const { clientId, clientSecret } = suite.halo.state.application;
    const response = await call(admin, 'PUT', '/api/integrations/halopsa', {
      instanceUrl: suite.halo.server.url,
      clientId,
      clientSecret,
      tenant: '',
    });
    expect(response.status, response.text).toBe(201);
    expect(response.json<IntegrationConnection>().account).toEqual({ instanceUrl: suite.halo.server.url, clientId });
    expect(response.text).not.toContain(clientSecret);
  });
});

describe('test, settings and disconnect', () => {
  it('re-tests: a key revoked in the PSA is recorded in lastTestError, the answer stays 200', async () => {
    const { admin } = await workspace();
    await call(admin, 'PUT', CW, cwCredentials());
    const original = suite.cw.state.credentials.privateKey;
    suite.cw.state.credentials.privateKey = 'rotated-in-connectwise';
    try {
      const failed = await call(admin, 'POST', `${CW}/test`);
      expect(failed.status).toBe(200);
      expect(failed.json<IntegrationConnection>().lastTestError).toMatch(/^ConnectWise refused the API keys/);
    } finally {
      suite.cw.state.credentials.privateKey = original;
    }
    const passed = (await call(admin, 'POST', `${CW}/test`)).json<IntegrationConnection>();
    expect(passed).toMatchObject({ lastTestError: null, lockVersion: 1 });
    expect(passed.lastTestedAt).not.toBeNull();
  });

  it('updates settings at the lock version read; a stale one is a 409 and an unknown option a 422', async () => {
    const { admin } = await workspace();
    await call(admin, 'PUT', CW, cwCredentials());
    const body = { lockVersion: 1, settings: { pushOnAcceptance: true, options: { projectBoardId: '5' } } };
    const updated = await call(admin, 'PATCH', CW, body);
    expect(updated.json<IntegrationConnection>()).toMatchObject({
      settings: { pushOnAcceptance: true, pullSchedule: 'off', options: { projectBoardId: '5' } },
      lockVersion: 2,
    });
    expect((await call(admin, 'PATCH', CW, body)).status).toBe(409);
    const unknown = await call(admin, 'PATCH', CW, { lockVersion: 2, settings: { options: { boardId: '5' } } });
    expect(unknown.status).toBe(422);
    expect(unknown.json<ErrorJson>().error.details).toEqual([
      { path: 'settings.options.boardId', message: INTEGRATIONS_COPY.unknownOption('boardId') },
    ]);
  });

  it('disconnects with its refs and sync log; a second disconnect is a 404', async () => {
    const { tenant, admin } = await workspace();
    const { id } = (await call(admin, 'PUT', CW, cwCredentials())).json<IntegrationConnection>();
    await createSyncRun(suite.h.owner.db, tenant.id, id);
    await createExternalRef(suite.h.owner.db, tenant.id, id, { entityId: newId() });
    expect((await call(admin, 'DELETE', CW)).status).toBe(204);
    const left = await withPlatform({ db: suite.h.owner.db }, async (tx) => [
      ...(await tx.select().from(integrationSyncRuns).where(eq(integrationSyncRuns.tenantId, tenant.id))),
      ...(await tx.select().from(externalRefs).where(eq(externalRefs.tenantId, tenant.id))),
    ]);
    expect(left).toEqual([]);
    expect((await call(admin, 'DELETE', CW)).status).toBe(404);
  });
});

describe('access', () => {
  it('answers an Essentials admin with the upgrade message', async () => {
    const { admin } = await workspace({ activeTier: 'essentials', selectedTier: 'essentials' });
    for (const [method, path] of [
      ['GET', '/api/integrations'],
      ['PUT', CW],
    ] as const) {
      const response = await call(admin, method, path, method === 'PUT' ? cwCredentials() : undefined);
      expect(response.status).toBe(403);
      expect(response.json<ErrorJson>().error).toMatchObject({
        message: AUTH_COPY.tierUpgrade('Essentials', 'PSA integrations'),
        details: { reason: 'plan-upgrade' },
      });
    }
  });

  it('refuses a workspace member who is not an admin', async () => {
    const { tenant } = await workspace();
    const user = await member(tenant, 'msp_user');
    expect((await call(user, 'GET', '/api/integrations')).status).toBe(403);
    expect((await call(user, 'PUT', CW, cwCredentials())).status).toBe(403);
    expect(await rowsOf(tenant.id)).toEqual([]);
  });

  it("never shows another workspace's connection", async () => {
    const a = await workspace();
    const b = await workspace();
    await call(a.admin, 'PUT', CW, cwCredentials());
    const list = (await call(b.admin, 'GET', '/api/integrations')).json<IntegrationList>();
    expect(list.providers.every((p) => p.connection === null)).toBe(true);
    expect((await call(b.admin, 'POST', `${CW}/test`)).status).toBe(404);
  });
});
