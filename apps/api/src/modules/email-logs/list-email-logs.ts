import {
  EMAIL_LOG_COUNT_CAP,
  EMAIL_LOG_SEARCH_COUNT_CAP,
  type EmailLogFilters,
  type EmailLogPage,
  type EmailLogSummary,
} from '@scopewright/domain';
import { withScope, type EmailLogsContext } from './email-logs-context';
import { countCommonMatches, planTextSearch, walkSizes } from './email-log-search';
import { countEmailLogsUpTo, selectEmailLogPage, selectTemplateNames } from './email-logs.queries';

/**
 * GET /api/email-logs and /api/platform/email-logs: the email log's filters (docs/product-rules.md#email-log), newest first, a page of them and the total,
 * counted exactly up to EMAIL_LOG_COUNT_CAP (beyond it the screen reads "10,000+": docs/decisions/0054), a search by
 * common words up to EMAIL_LOG_SEARCH_COUNT_CAP ("1,000+").
 */
export async function listEmailLogs(ctx: EmailLogsContext, query: EmailLogFilters): Promise<EmailLogPage> {
  const { page, pageSize, ...filters } = query;
  return withScope(ctx, async (tx) => {
    const search = await planTextSearch(tx, ctx.scope, filters, EMAIL_LOG_COUNT_CAP);
    const ids = search.kind === 'ids' ? search.ids : undefined;
    let items: EmailLogSummary[] = [];
    if (search.kind === 'common' || search.kind === 'many') {
      // The newest candidates, more of them until the page is full (or every one was read).
      for (const walk of walkSizes(page * pageSize, search.density)) {
        items = await selectEmailLogPage(tx, ctx.scope, filters, { page, pageSize }, { walk: walk ?? undefined });
        if (items.length === pageSize) break;
      }
    } else {
      items = await selectEmailLogPage(tx, ctx.scope, filters, { page, pageSize }, { ids });
    }
    // A short first page is the whole set; a search with more matches than are counted needs no count; common words
    // are counted newest first to a lower cap.
    const cap = search.kind === 'common' ? EMAIL_LOG_SEARCH_COUNT_CAP : EMAIL_LOG_COUNT_CAP;
    const counted =
      page === 1 && items.length < pageSize
        ? items.length
        : search.kind === 'many'
          ? cap + 1
          : search.kind === 'ids' && search.exact
            ? search.ids.length
            : search.kind === 'common'
              ? await countCommonMatches(tx, ctx.scope, filters, cap, search.density)
              : await countEmailLogsUpTo(tx, ctx.scope, filters, cap, ids);
    return {
      items,
      page,
      pageSize,
      total: Math.min(counted, cap),
      totalIsCapped: counted > cap,
      templates: await selectTemplateNames(tx),
    };
  });
}
