import { sql } from 'drizzle-orm';
import { check, integer, pgPolicy, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bytea, timestamps } from './columns';

/**
 * Profile photos: one re-encoded WebP per user (validated and stripped of metadata by the API), served by
 * GET /api/avatars/{userId}. Global like users, but RLS-forced: a row is visible exactly when its user's
 * profile is visible in the transaction's scope (tenant, platform or the user themselves, see profiles).
 */
export const userAvatars = pgTable(
  'user_avatars',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    image: bytea().notNull(),
    contentType: text().notNull().default('image/webp'),
    width: integer().notNull(),
    height: integer().notNull(),
    byteSize: integer().notNull(),
    /** Bumped on every upload; profiles.avatar_url carries it so a new photo gets a new address. */
    version: integer().notNull().default(1),
    ...timestamps(),
  },
  () => [
    check('user_avatars_content_type_check', sql`content_type = 'image/webp'`),
    check('user_avatars_byte_size_check', sql`byte_size > 0 and byte_size <= 1048576`),
    pgPolicy('profile_visible', {
      as: 'permissive',
      for: 'all',
      to: 'public',
      using: sql`exists (select 1 from profiles p where p.id = user_avatars.user_id)`,
      withCheck: sql`exists (select 1 from profiles p where p.id = user_avatars.user_id)`,
    }),
  ],
);

export type UserAvatar = typeof userAvatars.$inferSelect;
