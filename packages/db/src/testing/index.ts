import { inject } from 'vitest';
import { connectDatabase, connectOwner, type Database } from '../connection/connect-database';
import './provided-context';

export {
  createTenant,
  createEmailLog,
  createUser,
  createInvitation,
  createBillingEvent,
  type TestUser,
} from './factories';
export { createScratchDatabase, type ScratchDatabase } from './scratch-database';

export function getTestDatabaseUrl(): string {
  return inject('databaseUrl');
}

/** Connected as the runtime role, like the API. Close it in afterAll. */
export function createTestDatabase(): Database {
  return connectDatabase(getTestDatabaseUrl(), { max: 4, applicationName: 'scopewright-test' });
}

/** Connected as the migration owner (superuser on test servers): for catalog checks and fixtures. */
export function createTestOwnerDatabase(): Database {
  return connectOwner(getTestDatabaseUrl(), { applicationName: 'scopewright-test-owner' });
}
export { createClient, createLaborRole, createCatalogItem, createQuote } from './quote-factories';
export { createAiRun, EMPTY_AI_OUTPUT, SAMPLE_AI_LINE_KEY, SAMPLE_AI_OUTPUT } from './ai-factories';
export * from './sharing-factories';
export { createTemplate, sampleTemplateDocument } from './template-factories';
export { createOpportunity, createPipeline, type TestPipeline } from './opportunity-factories';
export { createIntegrationConnection, createSyncRun, createExternalRef } from './integration-factories';
export { createWebhookEndpoint, createWebhookDelivery } from './webhook-factories';
