import { withTenant } from '@scopewright/db';
import { SERVICE_LIBRARY_COPY, type ServiceEstimateInput, type ServiceEstimateResponse } from '@scopewright/domain';
import { estimateServices, findService } from '@scopewright/scoping';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { listRateCardRoles } from '../ai';

export type EstimateFields = z.output<typeof ServiceEstimateInput>;

/** POST /api/service-library/estimate: services added by hand, priced with the workspace's rate card. */
export async function estimateLibraryServices(
  ctx: TenantContext,
  input: EstimateFields,
): Promise<ServiceEstimateResponse> {
  const unknown = input.serviceIds.flatMap((id, index) => (findService(id) ? [] : [index]));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION', SERVICE_LIBRARY_COPY.unknownService, {
      details: unknown.map((index) => ({ path: `serviceIds.${index}`, message: SERVICE_LIBRARY_COPY.unknownService })),
    });
  }
  const roles = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    listRateCardRoles(tx, ctx.tenantId),
  );
  return estimateServices(input.serviceIds, input.quantities, roles);
}
