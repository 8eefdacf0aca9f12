import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../connection/connect-database';
import { tenants, type Tenant } from '../schema/tenants';
import { withPlatform, type Tx } from '../tenancy/with-tenant';
import { DEMO_LOGINS, seedDemoUsers, type DemoUserOptions } from './demo-users';
import { loadEmailTemplateFiles } from './load-email-templates';
import { seedEmailTemplates, type EmailTemplateSeedResult } from './seed-email-templates';
import { seedDemoEmails } from './demo-emails';
import { seedDemoPlatform } from './demo-platform';
import { seedDemoOpportunities } from './demo-opportunities';
import { seedDemoQuotes } from './demo-quotes';
import { seedGlobalTemplates } from './seed-global-templates';
import { insertWorkspaceDefaults } from './workspace-defaults';

export type SeedOptions = {
  demo: boolean;
  log?: (message: string) => void;
  /** With `demo`: also the demo logins (and the second workspace "Other MSP"). */
  demoUsers?: DemoUserOptions;
};

export type SeedResult = {
  templates: EmailTemplateSeedResult;
  demoTenant: Tenant | null;
  demoUsersCreated: string[];
};

const TRIAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Idempotent: the email template files are the source of truth for templates no super admin edited
 * (seed-email-templates.ts); the demo workspace is created only on an empty database.
 */
export async function seedDatabase(
  database: Database,
  { demo, log = () => {}, demoUsers }: SeedOptions,
): Promise<SeedResult> {
  const files = await loadEmailTemplateFiles();
  return withPlatform(database, async (tx) => {
    const { created, updated, unchanged, kept } = await seedEmailTemplates(tx, files);
    // Every database offers the global quote templates; a seeded one is never overwritten (the super admins' own).
    const globalTemplates = await seedGlobalTemplates(tx);

    let demoTenant: Tenant | null = null;
    if (demo && (await tx.$count(tenants)) === 0) {
      const now = new Date();
      const [inserted] = await tx
        .insert(tenants)
        .values({
          name: 'Demo MSP',
          domain: 'demo-msp.test',
          trialStartDate: now,
          trialEndDate: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
          activeTier: 'trial',
          selectedTier: 'enterprise',
          contactEmail: 'admin@demo-msp.test',
        })
        .returning();
      demoTenant = inserted ?? null;
    }
    const demoUsersCreated = demo && demoUsers ? await seedDemoUsers(tx, demoUsers) : [];
    if (demo) await seedDemoWorkspaceDefaults(tx);
    const demoQuotes = demo ? await seedDemoQuotes(tx) : { clients: 0, quotes: 0 };
    const demoPipeline = demo ? await seedDemoOpportunities(tx) : { opportunities: 0, stageChanges: 0 };
    const demoEmails = demo ? await seedDemoEmails(tx) : 0;
    const demoMsps = demo ? await seedDemoPlatform(tx) : 0;
    // The demo workspaces are set up already: their first-run checklist is done and hidden.
    if (demo) {
      await tx
        .update(tenants)
        .set({
          currencyTaxConfirmedAt: sql`coalesce(${tenants.currencyTaxConfirmedAt}, now())`,
          rateCardReviewedAt: sql`coalesce(${tenants.rateCardReviewedAt}, now())`,
          firstRunDismissedAt: sql`coalesce(${tenants.firstRunDismissedAt}, now())`,
        })
        .where(inArray(tenants.domain, ['demo-msp.test', 'other-msp.test']));
    }
    log(
      `seeded email templates (${created.length} created, ${updated.length} updated, ${unchanged.length} unchanged` +
        (kept.length > 0 ? `, ${kept.length} edited kept: ${kept.join(', ')})` : ')') +
        (globalTemplates.created.length > 0 ? `, ${globalTemplates.created.length} global quote templates` : '') +
        (demoTenant ? ', demo workspace "Demo MSP"' : '') +
        (demoUsersCreated.length > 0 ? `, demo users ${demoUsersCreated.join(', ')}` : '') +
        (demoQuotes.quotes > 0 ? `, ${demoQuotes.clients} demo clients and ${demoQuotes.quotes} quotes` : '') +
        (demoPipeline.opportunities > 0 ? `, ${demoPipeline.opportunities} demo opportunities` : '') +
        (demoEmails > 0 ? `, ${demoEmails} demo emails` : '') +
        (demoMsps > 0 ? `, ${demoMsps} more demo MSP workspaces for the platform console` : ''),
    );
    return { templates: { created, updated, unchanged, kept }, demoTenant, demoUsersCreated };
  });
}

/** The demo workspaces start like any new one: the default rate card and catalog (idempotent). */
async function seedDemoWorkspaceDefaults(tx: Tx): Promise<void> {
  const domains = [...new Set(['demo-msp.test', ...DEMO_LOGINS.flatMap((login) => login.workspace ?? [])])];
  const workspaces = await tx.select({ id: tenants.id }).from(tenants).where(inArray(tenants.domain, domains));
  for (const workspace of workspaces) await insertWorkspaceDefaults(tx, workspace.id);
}
