import { withTenant } from '@scopewright/db';
import {
  VERSION_CONTROL_COPY as COPY,
  VERSION_FEED_PAGE_SIZE,
  type VersionKind,
  type VersionPage,
} from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { decodeKeysetCursor, keysetPage, type KeysetCursor } from '../../platform/keyset-cursor';
import { readFeed } from './version-feed.queries';
import { restoreRightsOf, toVersionItem } from './version-item';

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The cursor the feed gave: its key a UTC time as the feed prints it, or a 422 like any other unreadable cursor. */
function readCursor(value: string): KeysetCursor {
  const cursor = decodeKeysetCursor(value);
  const time = Date.parse(cursor.key);
  if (
    !CURSOR_TIME.test(cursor.key) ||
    Number.isNaN(time) ||
    !new Date(time).toISOString().startsWith(cursor.key.slice(0, 19))
  ) {
    throw new AppError('VALIDATION', undefined, {
      details: [{ path: 'query.cursor', message: COPY.badCursor }],
    });
  }
  return cursor;
}

/**
 * GET /api/versions: the workspace's changes to quotes, templates, the rate card, the catalog and branding, newest
 * first, 50 a page after the cursor; one statement per page (version-feed.queries.ts).
 */
export async function listVersions(
  ctx: TenantContext,
  query: { kind?: VersionKind; cursor?: string },
): Promise<VersionPage> {
  const after = query.cursor ? readCursor(query.cursor) : undefined;
  const rows = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    readFeed(tx, ctx.tenantId, { kind: query.kind, after, limit: VERSION_FEED_PAGE_SIZE + 1 }),
  );
  const { page, nextCursor } = keysetPage(rows, VERSION_FEED_PAGE_SIZE, (row) => ({ key: row.at_key, id: row.id }));
  const rights = restoreRightsOf(ctx.actor);
  return { items: page.map((row) => toVersionItem(row, rights)), nextCursor };
}
