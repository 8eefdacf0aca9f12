export * from './schema';
export { newId, isUuid } from './ids';
export {
  connectDatabase,
  connectOwner,
  CONNECTION_TIMEOUT_MS,
  type Database,
  type DbClient,
  type Schema,
  type ConnectOptions,
} from './connection/connect-database';
export { isConnectionError } from './connection/is-connection-error';
export { DatabaseUnavailableError } from './connection/connection-breaker';
export { listenNotifications, type ListenOptions, type NotificationListener } from './connection/listen-notifications';
export { RUNTIME_ROLE, ensureRuntimeRole, applyRuntimeGrants } from './connection/runtime-role';
export {
  withTenant,
  withPlatform,
  queryPrepared,
  queryPreparedOnPool,
  type PreparedStatement,
  type Tx,
} from './tenancy/with-tenant';
export { queryShaped, shapedStatements, type ShapedStatement } from './tenancy/shaped-statements';
export { migrateDatabase, MIGRATIONS_FOLDER } from './migrate/migrate-database';
export { findRlsViolations, listTenantTables } from './migrate/rls-catalog';
export {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from './embedded/start-embedded-postgres';
export { seedDatabase, type SeedOptions, type SeedResult } from './seed/seed-database';
export { insertWorkspaceDefaults, type WorkspaceDefaultsResult } from './seed/workspace-defaults';
export { DEMO_LOGINS, type DemoLogin, type DemoUserOptions } from './seed/demo-users';
export { loadEmailTemplateFiles, type EmailTemplateFile } from './seed/load-email-templates';
export { addAiGeneration, aiUsageMonth, countAiGenerations } from './usage/ai-usage-counters';
