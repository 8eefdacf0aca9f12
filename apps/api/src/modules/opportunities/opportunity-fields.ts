import { clientContacts, clients, opportunities, profiles, quotes, type Tx } from '@scopewright/db';
import { OPPORTUNITY_COPY, probabilityPercentToBps, type CreateOpportunityInput } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { fieldError } from './pipeline.queries';

type Editable = Omit<z.output<typeof CreateOpportunityInput>, 'clientId' | 'stageId'>;

/** The client a deal is for: the workspace's (else 404, another workspace's alike) and not archived. */
export async function getDealClientOrThrow(tx: Tx, tenantId: string, clientId: string) {
  const [client] = await tx
    .select({ id: clients.id, archivedAt: clients.archivedAt })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, clientId)));
  if (!client) throw new AppError('NOT_FOUND', 'This client does not exist or is not in your workspace.');
  if (client.archivedAt) throw fieldError('clientId', OPPORTUNITY_COPY.clientArchived);
  return client;
}

/** Checks the contact (one of the client's) and the owner (a member of the workspace). */
export async function checkDealPeople(
  tx: Tx,
  tenantId: string,
  clientId: string,
  people: { contactId?: string | null; ownerId?: string | null },
): Promise<void> {
  if (people.contactId) {
    const [contact] = await tx
      .select({ id: clientContacts.id })
      .from(clientContacts)
      .where(
        and(
          eq(clientContacts.tenantId, tenantId),
          eq(clientContacts.id, people.contactId),
          eq(clientContacts.clientId, clientId),
        ),
      );
    if (!contact) throw fieldError('contactId', OPPORTUNITY_COPY.contactNotOfClient);
  }
  if (people.ownerId) await checkOwnerIsMember(tx, tenantId, people.ownerId);
}

/** A deal's owner is a member of its workspace. */
export async function checkOwnerIsMember(tx: Tx, tenantId: string, ownerId: string): Promise<void> {
  const [member] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, ownerId), eq(profiles.tenantId, tenantId)));
  if (!member) throw fieldError('ownerId', OPPORTUNITY_COPY.ownerNotMember);
}

/** The columns a form's fields set; typing a value marks the values as overridden unless said otherwise. */
export function dealColumns(input: Partial<Editable>) {
  const { probabilityOverride, valuesOverridden, ...rest } = input;
  const typedValue = [rest.oneTimeCents, rest.mrrCents, rest.tcvCents].some((value) => value !== undefined);
  return {
    ...rest,
    ...(probabilityOverride === undefined
      ? {}
      : { probabilityOverrideBps: probabilityOverride === null ? null : probabilityPercentToBps(probabilityOverride) }),
    ...(valuesOverridden !== undefined ? { valuesOverridden } : typedValue ? { valuesOverridden: true } : {}),
  };
}

/** Back to following the primary quote: its list figures now. */
export async function copyPrimaryQuoteValues(tx: Tx, tenantId: string, id: string): Promise<void> {
  const [row] = await tx
    .select({ oneTimeCents: quotes.oneTimeTotalCents, mrrCents: quotes.mrrCents, tcvCents: quotes.tcvCents })
    .from(opportunities)
    .innerJoin(quotes, and(eq(quotes.tenantId, opportunities.tenantId), eq(quotes.id, opportunities.primaryQuoteId)))
    .where(and(eq(opportunities.tenantId, tenantId), eq(opportunities.id, id)));
  if (!row) return;
  await tx
    .update(opportunities)
    .set(row)
    .where(and(eq(opportunities.tenantId, tenantId), eq(opportunities.id, id)));
}
