import { withTenant } from '@scopewright/db';
import { PsaError, type PsaCompany, type PsaRecordRef } from '../psa/psa-adapter';
import { deleteRefs, loadRefs, saveRef, type RefOwner } from './external-refs.queries';
import { companyChoiceOf, type RunContext } from './push-context';
import { clientDomain } from './read-push-source';

export interface PushClient {
  id: string;
  name: string;
  website: string | null;
  phone: string | null;
}

export type CompanyResolution = { company: PsaRecordRef } | { candidates: PsaCompany[] };

const normal = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** Companies the PSA holds under the client's name or domain: exact matches, and the rest (fuzzy). */
async function searchCompanies(ctx: RunContext, client: PushClient) {
  const domain = clientDomain(client.website);
  const found = new Map<string, PsaCompany>();
  for (const company of await ctx.adapter.findCompanies({ name: client.name })) found.set(company.id, company);
  if (domain) for (const company of await ctx.adapter.findCompanies({ domain })) found.set(company.id, company);
  const all = [...found.values()];
  const exact = all.filter(
    (company) => normal(company.name) === normal(client.name) || (domain !== null && normal(company.domain) === domain),
  );
  return { all, exact };
}

async function useCompany(ctx: RunContext, owner: RefOwner, company: PsaCompany | PsaRecordRef, how: string) {
  const ref = { id: company.id, url: company.url };
  await saveRef(ctx.db, owner, 'company', ref);
  await ctx.log({ message: how, recordKey: 'company', remoteId: ref.id, remoteUrl: ref.url });
  return { company: ref };
}

/**
 * The PSA company of the quote's client: the one linked before (unless deleted there), the one a user confirmed,
 * the single exact name or domain match, or a new one. Several or only approximate matches need a person.
 */
export async function resolveCompany(ctx: RunContext, client: PushClient): Promise<CompanyResolution> {
  const owner: RefOwner = {
    tenantId: ctx.tenantId,
    connectionId: ctx.run.connectionId,
    entity: 'client',
    entityId: client.id,
  };
  const linked = (await withTenant({ db: ctx.db, tenantId: ctx.tenantId }, (tx) => loadRefs(tx, owner))).get('company');
  if (linked) {
    const current = await ctx.adapter.getCompany(linked.id);
    if (current) return useCompany(ctx, owner, current, `Company “${current.name}” (linked earlier)`);
    await deleteRefs(ctx.db, owner, ['company']);
    await ctx.log({
      level: 'warning',
      message: 'The linked company was deleted in the PSA; looking for it again.',
      recordKey: 'company',
      remoteId: linked.id,
    });
  }
  const choice = companyChoiceOf(ctx.run);
  if (choice && 'companyId' in choice) {
    const chosen = await ctx.adapter.getCompany(choice.companyId);
    if (!chosen)
      throw new PsaError(
        'gone',
        'The company picked for this client no longer exists in the PSA: push again and pick another.',
        { record: 'company' },
      );
    return useCompany(ctx, owner, chosen, `Company “${chosen.name}” (confirmed)`);
  }
  if (!choice) {
    const { all, exact } = await searchCompanies(ctx, client);
    if (exact.length === 1 && exact[0])
      return useCompany(ctx, owner, exact[0], `Company “${exact[0].name}” (found by name or domain)`);
    if (all.length > 0) return { candidates: exact.length > 1 ? exact : all };
  }
  const sent = { name: client.name, domain: clientDomain(client.website), phone: client.phone };
  const created = await ctx.adapter.createCompany(sent);
  ctx.counts.created += 1;
  const ref = { id: created.id, url: created.url };
  await saveRef(ctx.db, owner, 'company', ref);
  await ctx.log({
    message: `Company “${created.name}” created`,
    recordKey: 'company',
    remoteId: ref.id,
    remoteUrl: ref.url,
    detail: { sent },
  });
  return { company: ref };
}
