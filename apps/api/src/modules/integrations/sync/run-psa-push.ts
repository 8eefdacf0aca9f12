import { withTenant, type Tx } from '@scopewright/db';
import { formatQuoteNumber } from '@scopewright/domain';
import { ensureSignedPdf } from '../../quote-documents';
import { PSAS_WITH_PROJECT_PRODUCTS, PsaError, type PsaProjectPlan, type PsaRecordRef } from '../psa/psa-adapter';
import { buildOpportunityInput, buildProjectPlan, type PushMapping } from './build-push-plan';
import { describePushChanges, summarisePushChanges } from './describe-push-changes';
import { deleteRefs, loadRefs, saveRef, type RefOwner } from './external-refs.queries';
import type { RunContext } from './push-context';
import { pushProjectTree } from './push-project-tree';
import { readPushSource, type PushQuote } from './read-push-source';
import { resolveCompany } from './resolve-company';

export type PushOutcome =
  | { status: 'succeeded'; summary: Record<string, unknown> }
  | { status: 'needs_confirmation'; summary: Record<string, unknown> }
  | { status: 'failed'; message: string };

async function upsertOpportunity(
  ctx: RunContext,
  owner: RefOwner,
  source: PushQuote,
  mapping: PushMapping,
  companyId: string,
  linked: PsaRecordRef | undefined,
) {
  const input = buildOpportunityInput(source, mapping, companyId);
  let ref: PsaRecordRef;
  try {
    ref = await ctx.adapter.upsertOpportunity(linked?.id ?? null, input);
  } catch (error) {
    if (!(linked && error instanceof PsaError && error.kind === 'gone')) throw error;
    await deleteRefs(ctx.db, owner, ['opportunity']);
    await ctx.log({
      level: 'warning',
      message: 'The linked opportunity was deleted in the PSA; making it again.',
      recordKey: 'opportunity',
      remoteId: linked.id,
    });
    ref = await ctx.adapter.upsertOpportunity(null, input);
    linked = undefined;
  }
  await saveRef(ctx.db, owner, 'opportunity', ref);
  ctx.counts[linked ? 'updated' : 'created'] += 1;
  const { lines, ...figures } = input;
  await ctx.log({
    message: `Opportunity “${input.name}” ${linked ? 'updated' : 'created'}`,
    recordKey: 'opportunity',
    remoteId: ref.id,
    remoteUrl: ref.url,
    detail: { sent: { ...figures, lines: lines.length } },
  });
  await ctx.adapter.markOpportunityWon(ref.id, source.version.acceptedAt.toISOString());
  await ctx.log({ message: 'Opportunity marked won', recordKey: 'opportunity', remoteId: ref.id, remoteUrl: ref.url });
  return ref;
}

/** Adds a record once per accepted version (a note, the signed PDF): the ref key remembers it was done. */
async function once(
  ctx: RunContext,
  owner: RefOwner,
  refs: Map<string, PsaRecordRef>,
  key: string,
  action: () => Promise<string | null>,
) {
  if (refs.has(key)) return;
  const message = await action();
  if (message === null) return;
  await saveRef(ctx.db, owner, key, { id: key, url: '' });
  await ctx.log({ message, recordKey: key });
}

const counted = (n: number, noun: string) => `${String(n)} ${noun}${n === 1 ? '' : 's'}`;

/** ", 3 products (1 with no mapped PSA product, sent by name)" for a PSA whose project carries them; else "". */
function describeProducts(ctx: RunContext, plan: PsaProjectPlan): string {
  if (!PSAS_WITH_PROJECT_PRODUCTS.has(ctx.adapter.provider) || plan.products.length === 0) return '';
  const unmapped = plan.products.filter((product) => product.productId === null).length;
  const byName = unmapped ? ` (${String(unmapped)} with no mapped PSA product, sent by name)` : '';
  return `, ${counted(plan.products.length, 'product')}${byName}`;
}

/** One push of an accepted version: company, won opportunity, project tree, scope note and signed PDF. */
export async function runPsaPush(ctx: RunContext, mapping: PushMapping): Promise<PushOutcome> {
  const { run } = ctx;
  const read = <T>(fn: (tx: Tx) => Promise<T>) => withTenant({ db: ctx.db, tenantId: ctx.tenantId }, fn);
  const source =
    run.quoteId && run.quoteVersionNo
      ? await read((tx) => readPushSource(tx, ctx.tenantId, run.quoteId as string, run.quoteVersionNo as number))
      : null;
  if (!source)
    return { status: 'failed', message: 'The quote is no longer accepted (or was deleted): nothing was sent.' };
  const owner: RefOwner = {
    tenantId: ctx.tenantId,
    connectionId: run.connectionId,
    entity: 'quote',
    entityId: source.quoteId,
  };
  const refs = await read((tx) => loadRefs(tx, owner));

  const preview = buildProjectPlan(source, mapping, { companyId: '', opportunityId: null });
  const changes = describePushChanges(preview, refs, ctx.adapter.provider);
  await ctx.log({ message: summarisePushChanges(changes), detail: { version: source.version.versionNo, ...changes } });

  const resolved = await resolveCompany(ctx, source.client);
  if ('candidates' in resolved) {
    const candidates = resolved.candidates.map(({ id, name, domain, url }) => ({ id, name, domain, url }));
    await ctx.log({
      level: 'warning',
      message: `${candidates.length} companies in the PSA could be “${source.client.name}”: pick one or create a new one.`,
      recordKey: 'company',
      detail: { candidates },
    });
    return { status: 'needs_confirmation', summary: { candidates } };
  }
  const { company } = resolved;
  const opportunity = await upsertOpportunity(ctx, owner, source, mapping, company.id, refs.get('opportunity'));
  const plan = buildProjectPlan(source, mapping, { companyId: company.id, opportunityId: opportunity.id });
  const project = await pushProjectTree(ctx, owner, plan, refs);
  await ctx.log({
    message: `Project “${plan.name}”: ${counted(plan.phases.length, 'phase')}, ${counted(
      plan.phases.reduce((n, p) => n + p.tasks.length, 0),
      'task',
    )}${describeProducts(ctx, plan)}`,
    recordKey: 'project',
    remoteId: project.id,
    remoteUrl: project.url,
  });

  const target = { kind: 'project' as const, id: project.id };
  const versionNo = source.version.versionNo;
  // The project carries the scope as its notes (plan.notes); the won opportunity gets it as a note.
  await once(ctx, owner, refs, `note:v${versionNo}`, async () => {
    if (!plan.notes) return null;
    await ctx.adapter.addNote({ kind: 'opportunity', id: opportunity.id }, plan.notes);
    return 'Scope note added to the opportunity';
  });
  await once(ctx, owner, refs, `document:v${versionNo}`, async () => {
    const pdf = await ensureSignedPdf(ctx.db, ctx.tenantId, source.versionId);
    const name = `${formatQuoteNumber(source.quote.number)}-v${versionNo}-signed.pdf`;
    await ctx.adapter.attachDocument(target, {
      name,
      title: `Signed quote ${formatQuoteNumber(source.quote.number)} v${versionNo}`,
      bytes: new Uint8Array(pdf.body),
    });
    return `Signed PDF attached (${name})`;
  });
  return {
    status: 'succeeded',
    summary: { ...ctx.counts, companyUrl: company.url, opportunityUrl: opportunity.url, projectUrl: project.url },
  };
}
