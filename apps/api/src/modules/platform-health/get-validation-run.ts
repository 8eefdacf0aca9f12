import { tenants, validationFindings, withPlatform } from '@scopewright/db';
import {
  VALIDATION_CHECKS,
  VALIDATION_COPY as COPY,
  VALIDATION_FINDINGS_PAGE_SIZE,
  type ValidationCheck,
  type ValidationSeverity,
} from '@scopewright/domain';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { readRunView, type ValidationRunView } from './validation-runs.queries';

export interface ValidationFindingView {
  id: string;
  check: ValidationCheck;
  severity: ValidationSeverity;
  tenantId: string | null;
  tenantName: string | null;
  subjectType: string | null;
  subjectId: string | null;
  message: string;
  fixPath: string | null;
  details: Record<string, unknown>;
}

export interface ValidationRunDetail {
  run: ValidationRunView;
  findings: { items: ValidationFindingView[]; total: number; page: number; pageSize: number };
}

export interface ValidationFindingsQuery {
  check?: ValidationCheck;
  tenantId?: string;
  page: number;
}

const CHECK_ORDER = sql`array_position(array[${sql.join(
  VALIDATION_CHECKS.map((c) => sql`${c}`),
  sql`, `,
)}]::text[], ${validationFindings.check})`;

/**
 * GET /api/platform/validation/runs/{id}: the run and its findings, 100 a page, in check order (errors first),
 * with each workspace's name; `check` and `tenantId` narrow them.
 */
export async function getValidationRun(
  ctx: UseCaseContext,
  id: string,
  query: ValidationFindingsQuery,
): Promise<ValidationRunDetail> {
  return withPlatform({ db: ctx.database.db }, async (tx) => {
    const run = await readRunView(tx, id);
    if (!run) throw new AppError('NOT_FOUND', COPY.runNotFound);
    const filters: SQL[] = [eq(validationFindings.runId, id)];
    if (query.check) filters.push(eq(validationFindings.check, query.check));
    if (query.tenantId) filters.push(eq(validationFindings.tenantId, query.tenantId));
    const where = and(...filters);
    const [total] = await tx.select({ n: count() }).from(validationFindings).where(where);
    const rows = await tx
      .select({
        id: validationFindings.id,
        check: validationFindings.check,
        severity: validationFindings.severity,
        tenantId: validationFindings.tenantId,
        tenantName: tenants.name,
        subjectType: validationFindings.subjectType,
        subjectId: validationFindings.subjectId,
        message: validationFindings.message,
        fixPath: validationFindings.fixPath,
        details: validationFindings.details,
      })
      .from(validationFindings)
      .leftJoin(tenants, eq(tenants.id, validationFindings.tenantId))
      .where(where)
      .orderBy(CHECK_ORDER, asc(validationFindings.severity), asc(tenants.name), asc(validationFindings.id))
      .limit(VALIDATION_FINDINGS_PAGE_SIZE)
      .offset((query.page - 1) * VALIDATION_FINDINGS_PAGE_SIZE);
    return {
      run,
      findings: {
        items: rows.map((row) => ({
          ...row,
          check: row.check as ValidationCheck,
          severity: row.severity as ValidationSeverity,
        })),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: VALIDATION_FINDINGS_PAGE_SIZE,
      },
    };
  });
}
