import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { checkOneOf, idColumn, timestamps, timestamptz } from './columns';
import { selfReadPolicy } from './identity-rls';
import { tenantIsolationPolicy } from './rls';
import { tenants } from './tenants';

/** Role literals (docs/product-rules.md#roles); the rules about them live in @scopewright/domain. */
export const ROLE_VALUES = ['pending_user', 'msp_user', 'msp_admin', 'super_admin'] as const;
export type RoleValue = (typeof ROLE_VALUES)[number];

/** Profile, 1:1 with users (same id). tenant_id is null for super admins and users without a workspace. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    avatarUrl: text(),
    role: text({ enum: ROLE_VALUES }).notNull().default('pending_user'),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'set null' }),
    isOwner: boolean().notNull().default(false),
    tierOverride: text(),
    onboardingCompleted: boolean().notNull().default(false),
    needsPasswordSetup: boolean().notNull().default(false),
    dismissedSetupCompleteCard: boolean().notNull().default(false),
    lastLogin: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    index('profiles_tenant_id_idx').on(t.tenantId),
    check('profiles_email_lowercase', sql`email = lower(email)`),
    checkOneOf('profiles_role_check', t.role, ROLE_VALUES),
    tenantIsolationPolicy(),
    selfReadPolicy('id'),
  ],
);

/** User role record; one role per user per tenant (a null tenant counts once: NULLS NOT DISTINCT). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: idColumn(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: ROLE_VALUES }).notNull(),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    unique('user_roles_user_tenant_unique').on(t.userId, t.tenantId).nullsNotDistinct(),
    index('user_roles_tenant_id_idx').on(t.tenantId),
    checkOneOf('user_roles_role_check', t.role, ROLE_VALUES),
    tenantIsolationPolicy(),
    selfReadPolicy('user_id'),
  ],
);

export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type UserRole = typeof userRoles.$inferSelect;
export type NewUserRole = typeof userRoles.$inferInsert;
