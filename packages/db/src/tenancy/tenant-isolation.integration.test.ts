import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../ids';
import { listTenantTables } from '../migrate/rls-catalog';
import { emailEvents, lifecycleEmailSends } from '../schema/email-events';
import { billingInvoices, billingSubscriptions, stripeEvents } from '../schema/billing-subscriptions';
import { emailLogs } from '../schema/email-logs';
import { apiIdempotencyKeys, apiKeys } from '../schema/public-api';
import { pipelineSettings } from '../schema/opportunities';
import { pipelineTargets } from '../schema/pipeline-targets';
import { auditEvents, supportSessions, validationFindings, validationRuns } from '../schema/platform-console';
import { templates, templateUsage } from '../schema/templates';
import { tenants, type Tenant } from '../schema/tenants';
import {
  createAiRun,
  createBillingEvent,
  createBranding,
  createCatalogItem,
  createOpportunity,
  createPipeline,
  createEmailLog,
  createExternalRef,
  createIntegrationConnection,
  createLaborRole,
  createQuote,
  createQuoteShareLink,
  createInvitation,
  createSyncRun,
  createTemplate,
  createTenant,
  createTestDatabase,
  createTestOwnerDatabase,
  createUser,
  createWebhookDelivery,
  createWebhookEndpoint,
} from '../testing';
import { queryPrepared, withPlatform, withTenant } from './with-tenant';

const app = createTestDatabase();
const owner = createTestOwnerDatabase();

// Every tenant table needs a row for tenant A here; a new tenant table without one fails the meta-test below.
const seedRowFor: Record<string, (tenant: Tenant) => Promise<unknown>> = {
  tenants: async () => {},
  email_logs: async (tenant) => {
    const log = await createEmailLog(app.db, tenant.id);
    await withTenant({ db: app.db, tenantId: tenant.id }, async (tx) => {
      await tx.insert(emailEvents).values({
        emailLogId: log.id,
        tenantId: tenant.id,
        provider: 'postmark',
        eventType: 'delivered',
        providerEventId: newId(),
        occurredAt: new Date(),
      });
      await tx.insert(lifecycleEmailSends).values({ tenantId: tenant.id, step: 'trial_welcome', emailLogId: log.id });
    });
  },
  email_events: async () => {}, // written with the email log above
  lifecycle_email_sends: async () => {},
  profiles: (tenant) => createUser(app.db, { tenantId: tenant.id }),
  user_roles: async () => {}, // createUser above writes the role record too
  invitations: (tenant) => createInvitation(app.db, tenant.id),
  billing_events: (tenant) => createBillingEvent(app.db, tenant.id),
  billing_subscriptions: (tenant) =>
    withTenant({ db: app.db, tenantId: tenant.id }, async (tx) => {
      await tx.insert(billingSubscriptions).values({
        tenantId: tenant.id,
        customerId: `cus_${tenant.id}`,
        subscriptionId: `sub_${tenant.id}`,
        itemId: `si_${tenant.id}`,
        tier: 'premium',
        interval: 'monthly',
        seats: 5,
        status: 'active',
        providerStateAt: new Date(),
      });
      await tx.insert(billingInvoices).values({
        tenantId: tenant.id,
        providerInvoiceId: `in_${tenant.id}`,
        status: 'paid',
        amountDueCents: 64_500,
        amountPaidCents: 64_500,
        currency: 'usd',
        issuedAt: new Date(),
        providerStateAt: new Date(),
      });
    }),
  billing_invoices: async () => {}, // written with the subscription above
  stripe_events: (tenant) =>
    withPlatform({ db: app.db }, (tx) =>
      tx.insert(stripeEvents).values({ id: `evt_${tenant.id}`, type: 'invoice.paid', tenantId: tenant.id }),
    ),
  clients: async () => {}, // createQuote below writes a client with a contact and a site
  client_contacts: async () => {},
  client_sites: async () => {},
  labor_roles: (tenant) => createLaborRole(app.db, tenant.id),
  catalog_items: (tenant) => createCatalogItem(app.db, tenant.id),
  quotes: (tenant) => createQuote(app.db, tenant.id),
  quote_number_sequences: async () => {}, // numbered by createQuote
  quote_versions: async () => {},
  quote_sections: async () => {},
  quote_lines: async () => {},
  quote_activity: async () => {},
  ai_runs: (tenant) => createAiRun(app.db, tenant.id),
  ai_usage_counters: async () => {}, // createAiRun above counts its run
  branding: (tenant) => createBranding(app.db, tenant.id),
  quote_share_links: async (tenant) => {
    const quote = await createQuote(app.db, tenant.id);
    await createQuoteShareLink(app.db, quote, { accepted: true });
  },
  quote_views: async () => {}, // createQuoteShareLink above records a view
  quote_acceptances: async () => {}, // and an acceptance
  quote_status_counts: async () => {}, // kept by the quotes trigger
  quote_open_totals: async (tenant) => {
    await createQuote(app.db, tenant.id);
    await withTenant({ db: app.db, tenantId: tenant.id }, (tx) =>
      tx.execute(sql`update quotes set status = 'sent', sent_at = now()`),
    );
  },
  quote_sent_days: async () => {}, // the sent quotes above count on their day
  templates: async (tenant) => {
    const template = await createTemplate(app.db, tenant.id);
    await withTenant({ db: app.db, tenantId: tenant.id }, (tx) =>
      tx.insert(templateUsage).values({ tenantId: tenant.id, templateId: template.id, uses: 1 }),
    );
  },
  template_versions: async () => {}, // createTemplate writes version 1
  template_usage: async () => {}, // written with the template above
  opportunities: async (tenant) => {
    await createPipeline(app.db, tenant.id);
    await createOpportunity(app.db, tenant.id);
    await withTenant({ db: app.db, tenantId: tenant.id }, (tx) =>
      tx.insert(pipelineSettings).values({ tenantId: tenant.id, requireLossReason: true }),
    );
  },
  pipeline_stages: async () => {}, // createPipeline above seeds the stages
  loss_reasons: async () => {}, // and the loss reasons
  opportunity_stage_changes: async () => {}, // createOpportunity records its first stage
  pipeline_settings: async () => {}, // written with the deal above
  integration_connections: async (tenant) => {
    const connection = await createIntegrationConnection(app.db, tenant.id);
    await createSyncRun(app.db, tenant.id, connection.id);
    await createExternalRef(app.db, tenant.id, connection.id, { entityId: tenant.id });
  },
  integration_sync_runs: async () => {}, // written with the connection above
  integration_sync_events: async () => {},
  external_refs: async () => {},
  webhook_endpoints: async (tenant) => {
    const endpoint = await createWebhookEndpoint(app.db, tenant.id);
    await createWebhookDelivery(app.db, tenant.id, endpoint.id);
  },
  api_keys: async (tenant) => {
    await withTenant({ db: app.db, tenantId: tenant.id }, async (tx) => {
      const [key] = await tx
        .insert(apiKeys)
        .values({
          tenantId: tenant.id,
          name: 'Isolation',
          hash: newId().replaceAll('-', '').padEnd(64, '0'),
          start: 'sw_live_abcd',
          last4: 'wxyz',
          scopes: ['quotes:read'],
        })
        .returning();
      await tx
        .insert(apiIdempotencyKeys)
        .values({ tenantId: tenant.id, apiKeyId: key!.id, key: 'isolation', requestHash: 'x' });
    });
  },
  api_idempotency_keys: async () => {}, // written with the key above
  webhook_deliveries: async () => {}, // written with the endpoint above, with its attempt
  webhook_delivery_attempts: async () => {},
  audit_events: (tenant) =>
    withTenant({ db: app.db, tenantId: tenant.id }, (tx) =>
      tx.insert(auditEvents).values({ tenantId: tenant.id, actorKind: 'system', action: 'settings.updated' }),
    ),
  support_sessions: (tenant) =>
    withPlatform({ db: app.db }, (tx) =>
      tx
        .insert(supportSessions)
        .values({ tenantId: tenant.id, superAdminUserId: newId(), authSessionId: newId(), reason: 'Isolation' }),
    ),
  validation_findings: (tenant) =>
    withPlatform({ db: app.db }, async (tx) => {
      const [run] = await tx.insert(validationRuns).values({ trigger: 'manual', status: 'completed' }).returning();
      await tx
        .insert(validationFindings)
        .values({ runId: run!.id, tenantId: tenant.id, check: 'limits', severity: 'warning', message: 'Over' });
    }),
  pipeline_targets: async (tenant) => {
    await withTenant({ db: app.db, tenantId: tenant.id }, (tx) =>
      tx.insert(pipelineTargets).values({ tenantId: tenant.id, periodKey: '2026-Q1', targetCents: 100_000 }),
    );
  },
};

/** Tables that also hold global rows (tenant_id null) every workspace reads: only tenant rows are isolated. */
const SHARED_READ = new Set(['templates', 'template_versions']);

let tenantA: Tenant;
let tenantB: Tenant;
let tables: string[];

beforeAll(async () => {
  [tenantA, tenantB] = await Promise.all([createTenant(app.db), createTenant(app.db)]);
  const client = await owner.pool.connect();
  tables = await listTenantTables(client).finally(() => client.release());
  for (const table of tables) await seedRowFor[table]?.(tenantA);
});

afterAll(async () => {
  await Promise.all([app.close(), owner.close()]);
});

const countRows = (table: string) => sql`select count(*)::int as n from ${sql.identifier(table)}`;
async function expectRlsRejection(write: Promise<unknown>): Promise<void> {
  const error: unknown = await write.then(
    () => null,
    (caught: unknown) => caught,
  );
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  expect(cause?.code).toBe('42501');
  expect(cause?.message).toMatch(/violates row-level security policy/);
}

const tenantIdColumn = (table: string) => (table === 'tenants' ? 'id' : 'tenant_id');

describe('tenant isolation through RLS', () => {
  it('has a seeded row for every tenant table', () => {
    expect(tables.filter((table) => !(table in seedRowFor))).toEqual([]);
  });

  it('returns no rows from any tenant table when no tenant is set', async () => {
    for (const table of tables) {
      const tenantRows = SHARED_READ.has(table) ? ' where tenant_id is not null' : '';
      const { rows } = await app.pool.query(`select count(*)::int as n from "${table}"${tenantRows}`);
      expect({ table, rows: rows[0].n }).toEqual({ table, rows: 0 });
    }
  });

  it("never shows tenant A's rows to tenant B", async () => {
    for (const table of tables) {
      const column = sql.identifier(tenantIdColumn(table));
      const leaked = await withTenant({ db: app.db, tenantId: tenantB.id }, (tx) =>
        tx.execute<{ n: number }>(sql`${countRows(table)} where ${column} = ${tenantA.id}`),
      );
      expect({ table, rows: leaked.rows[0]?.n }).toEqual({ table, rows: 0 });
      const own = await withTenant({ db: app.db, tenantId: tenantA.id }, (tx) =>
        tx.execute<{ n: number }>(sql`${countRows(table)} where ${column} = ${tenantA.id}`),
      );
      expect(own.rows[0]?.n, table).toBeGreaterThan(0);
    }
  });

  it('lets every workspace read a published global template but none write one', async () => {
    const global = await createTemplate(app.db, null);
    const hidden = await createTemplate(app.db, null, { isPublished: false });
    const seen = await withTenant({ db: app.db, tenantId: tenantB.id }, (tx) =>
      tx
        .select({ id: templates.id })
        .from(templates)
        .where(sql`${templates.id} in (${global.id}, ${hidden.id})`),
    );
    expect(seen).toEqual([{ id: global.id }]);
    const changed = await withTenant({ db: app.db, tenantId: tenantB.id }, async (tx) => ({
      updated: await tx.update(templates).set({ name: 'Hijacked' }).where(eq(templates.id, global.id)).returning(),
      deleted: await tx.delete(templates).where(eq(templates.id, global.id)).returning(),
    }));
    expect(changed).toEqual({ updated: [], deleted: [] });
    await expectRlsRejection(
      withTenant({ db: app.db, tenantId: tenantB.id }, (tx) =>
        tx.insert(templates).values({ tenantId: null, scope: 'global', name: 'Forged', document: {} }),
      ),
    );
  });

  it('rejects a write carrying another tenant id (WITH CHECK)', async () => {
    const insertForeign = withTenant({ db: app.db, tenantId: tenantB.id }, (tx) =>
      tx.insert(emailLogs).values({
        tenantId: tenantA.id,
        transport: 'outbox',
        recipientEmail: 'x@example.test',
        subject: 'forged',
      }),
    );
    await expectRlsRejection(insertForeign);
    const createForeignTenant = withTenant({ db: app.db, tenantId: tenantB.id }, (tx) =>
      tx.insert(tenants).values({ id: newId(), name: 'Forged' }),
    );
    await expectRlsRejection(createForeignTenant);
  });

  it("cannot update or delete tenant A's rows as tenant B", async () => {
    const result = await withTenant({ db: app.db, tenantId: tenantB.id }, async (tx) => ({
      updated: await tx.update(tenants).set({ name: 'Hijacked' }).where(eq(tenants.id, tenantA.id)).returning(),
      deleted: await tx.delete(emailLogs).where(eq(emailLogs.tenantId, tenantA.id)).returning(),
    }));
    expect(result).toEqual({ updated: [], deleted: [] });
  });

  it('keeps the audit log append-only: the runtime role can neither change nor remove an entry, even its own', async () => {
    const refused = async (write: Promise<unknown>) => {
      const error: unknown = await write.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect((error as { cause?: { code?: string } } | null)?.cause?.code).toBe('42501');
    };
    await refused(
      withTenant({ db: app.db, tenantId: tenantA.id }, (tx) =>
        tx.update(auditEvents).set({ action: 'forged' }).where(eq(auditEvents.tenantId, tenantA.id)),
      ),
    );
    await refused(withPlatform({ db: app.db }, (tx) => tx.delete(auditEvents)));
    await refused(withPlatform({ db: app.db }, (tx) => tx.execute(sql`truncate audit_events`)));
    const kept = await withTenant({ db: app.db, tenantId: tenantA.id }, (tx) =>
      tx.select({ action: auditEvents.action }).from(auditEvents),
    );
    expect(kept).toEqual([{ action: 'settings.updated' }]);
    const { rows } = await owner.pool.query<{ privilege: string; granted: boolean }>(
      `select p as privilege, has_table_privilege('scopewright_app', 'audit_events', p) as granted
         from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) p`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.privilege, row.granted]))).toEqual({
      SELECT: true,
      INSERT: true,
      UPDATE: false,
      DELETE: false,
      TRUNCATE: false,
    });
  });

  it('moves a row to another tenant only by breaking the policy, which is rejected', async () => {
    const update = withTenant({ db: app.db, tenantId: tenantA.id }, (tx) =>
      tx.update(emailLogs).set({ tenantId: tenantB.id }).where(eq(emailLogs.tenantId, tenantA.id)),
    );
    await expectRlsRejection(update);
  });

  it('lets the platform scope see every tenant, including system emails without a tenant', async () => {
    await withPlatform({ db: app.db }, (tx) =>
      tx
        .insert(emailLogs)
        .values({ emailType: 'system', transport: 'outbox', recipientEmail: 'new@x.test', subject: 'Verify' }),
    );
    const seen = await withPlatform({ db: app.db }, (tx) =>
      tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(sql`${tenants.id} in (${tenantA.id}, ${tenantB.id})`),
    );
    expect(seen).toHaveLength(2);
    const orphanLogsForTenant = await withTenant({ db: app.db, tenantId: tenantA.id }, (tx) =>
      tx
        .select()
        .from(emailLogs)
        .where(sql`${emailLogs.tenantId} is null`),
    );
    expect(orphanLogsForTenant).toEqual([]);
  });

  it('does not carry the tenant into the next use of a pooled connection', async () => {
    await withTenant({ db: app.db, tenantId: tenantA.id }, async () => {});
    const { rows } = await app.pool.query(`select app_current_tenant() as tenant, app_is_platform() as platform`);
    expect(rows[0]).toEqual({ tenant: null, platform: false });
  });

  it('scopes a named prepared statement by the transaction’s tenant, and runs it only inside withTenant', async () => {
    const statement = {
      name: 'test-count-quotes-of',
      text: 'select count(*)::int as n from quotes where tenant_id = $1',
    };
    const count = (tenantId: string) =>
      withTenant(
        { db: app.db, tenantId },
        async (tx) => (await queryPrepared<{ n: number }>(tx, statement, [tenantA.id]))[0]?.n,
      );
    expect(await count(tenantA.id)).toBeGreaterThan(0);
    expect(await count(tenantB.id)).toBe(0); // the same statement, now planned on the connection: RLS still applies
    await expect(withPlatform({ db: app.db }, (tx) => queryPrepared(tx, statement, [tenantA.id]))).rejects.toThrow(
      /needs the transaction withTenant opened/,
    );
  });

  it('rejects a tenant id that is not a UUID before touching the database', async () => {
    await expect(withTenant({ db: app.db, tenantId: "x' or 1=1 --" }, async () => 1)).rejects.toThrow(/UUID/);
  });
});
