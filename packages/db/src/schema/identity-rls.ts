import { sql } from 'drizzle-orm';
import { pgPolicy } from 'drizzle-orm/pg-core';

/**
 * Second policy for the identity tables that carry a tenant_id but whose rows belong to a user first
 * (profiles, user_roles). Beside the usual tenant-or-platform policy (`tenant_isolation`, all commands), a
 * signed-in user may READ their own rows in any scope (`app_current_user()` reads `app.user_id`), e.g. a
 * pending user or a super admin without a workspace. Writes still need the tenant or the platform scope.
 */
export function selfReadPolicy(userColumn: 'id' | 'user_id') {
  return pgPolicy('self_read', {
    as: 'permissive',
    for: 'select',
    to: 'public',
    using: sql.raw(`${userColumn} = (select app_current_user())`),
  });
}
