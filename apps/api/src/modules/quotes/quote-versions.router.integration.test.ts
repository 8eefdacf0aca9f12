import {
  calculateQuoteTotals,
  QUOTE_API_COPY,
  QUOTE_COPY,
  QuoteContentInput,
  type QuoteComparison,
  type QuoteDetail,
  type QuoteVersionDetail,
  type QuoteVersionSummary,
} from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  expectJson,
  labourLine,
  sampleContent,
  quoteSuite,
  type ErrorJson,
} from '../../testing/quote-harness';

const suite = quoteSuite();
const newQuote = async (content = sampleContent()) =>
  expectJson<QuoteDetail>(
    await suite.call(suite.ws.user, 'POST', '/api/quotes', {
      clientId: suite.ws.client.id,
      title: 'Server upgrade',
      content,
    }),
    201,
  );
const send = async (quote: QuoteDetail) =>
  expectJson<QuoteDetail>(
    await suite.call(suite.ws.user, 'POST', `/api/quotes/${quote.id}/send`, { lockVersion: quote.version.lockVersion }),
    200,
  );

describe('send, revise, compare, restore', () => {
  it('sends a draft: frozen with its totals, then a save is refused as frozen', async () => {
    const draft = await newQuote();
    const sent = await send(draft);
    expect(sent).toMatchObject({ status: 'sent', version: { versionNo: 1, status: 'sent', isFrozen: true } });
    expect(sent.version.totals).toEqual(draft.version.totals);
    expect(sent.versions[0]!.sentAt).not.toBeNull();
    const save = await suite.call(
      suite.ws.user,
      'PUT',
      `/api/quotes/${draft.id}/draft`,
      draftOf(sent, sampleContent()),
    );
    const { error } = await expectJson<ErrorJson>(save, 409);
    expect(error.message).toBe(QUOTE_COPY.frozenVersion);
    expect(error.details).toMatchObject({ reason: 'frozen' });
    const again = await suite.call(suite.ws.user, 'POST', `/api/quotes/${draft.id}/send`, {
      lockVersion: sent.version.lockVersion,
    });
    expect((await expectJson<ErrorJson>(again, 409)).error.message).toBe(QUOTE_API_COPY.onlyDraftCanBeSent);
  });

  it('refuses to send an empty quote or one with only text lines (422), and a stale lock version (409)', async () => {
    const empty = await newQuote({ sections: [] });
    const refused = await suite.call(suite.ws.user, 'POST', `/api/quotes/${empty.id}/send`, { lockVersion: 1 });
    expect((await expectJson<ErrorJson>(refused, 422)).error.message).toBe(QUOTE_API_COPY.emptyQuote);
    const textOnly = await newQuote({
      sections: [{ id: crypto.randomUUID(), name: 'Notes', lines: [labourLine({ kind: 'text', unitPriceCents: 0 })] }],
    });
    expect(
      (await suite.call(suite.ws.user, 'POST', `/api/quotes/${textOnly.id}/send`, { lockVersion: 1 })).status,
    ).toBe(422);
    const stale = await newQuote();
    await expectJson(
      await suite.call(suite.ws.user, 'PUT', `/api/quotes/${stale.id}/draft`, draftOf(stale, sampleContent())),
      200,
    );
    const staleSend = await suite.call(suite.ws.user, 'POST', `/api/quotes/${stale.id}/send`, { lockVersion: 1 });
    expect((await expectJson<ErrorJson>(staleSend, 409)).error.details).toMatchObject({
      reason: 'stale',
      currentLockVersion: 2,
    });
  });

  it('revising a sent quote creates v2 (same content and stable ids), supersedes v1 and compares them', async () => {
    const sent = await send(await newQuote());
    const v2 = await expectJson<QuoteDetail>(
      await suite.call(suite.ws.user, 'POST', `/api/quotes/${sent.id}/revisions`),
      201,
    );
    expect(v2).toMatchObject({ status: 'draft', version: { versionNo: 2, status: 'draft', isFrozen: false } });
    expect(v2.version.content).toEqual(sent.version.content);
    expect(v2.versions.map((v) => [v.versionNo, v.status, v.createdFrom])).toEqual([
      [1, 'superseded', 'blank'],
      [2, 'draft', 'revision'],
    ]);
    const secondRevision = await suite.call(suite.ws.user, 'POST', `/api/quotes/${sent.id}/revisions`);
    expect((await expectJson<ErrorJson>(secondRevision, 409)).error.message).toBe(QUOTE_API_COPY.revisionNeedsFrozen);
    // A save based on v1's lock version can never land on v2.
    const oldBase = await suite.call(
      suite.ws.user,
      'PUT',
      `/api/quotes/${sent.id}/draft`,
      draftOf(v2, sampleContent(), sent.version.lockVersion),
    );
    expect(oldBase.status).toBe(409);

    const [implementation, hardware] = v2.version.content.sections;
    const edited = {
      ...v2.version.content,
      sections: [
        { ...implementation!, lines: [{ ...implementation!.lines[0]!, minutes: 480 }] },
        hardware!,
        { id: crypto.randomUUID(), name: 'Handover', lines: [labourLine({ name: 'Documentation', minutes: 60 })] },
      ],
    };
    await expectJson(await suite.call(suite.ws.user, 'PUT', `/api/quotes/${sent.id}/draft`, draftOf(v2, edited)), 200);

    const comparison = await expectJson<QuoteComparison>(
      await suite.call(suite.ws.user, 'GET', `/api/quotes/${sent.id}/compare?from=1&to=2`),
      200,
    );
    expect(comparison.from.versionNo).toBe(1);
    expect(comparison.to.versionNo).toBe(2);
    const byName = Object.fromEntries(comparison.lines.map((l) => [l.name, l.change]));
    expect(byName).toEqual({
      'Configure the firewall': 'changed',
      'Cut over': 'removed',
      'Managed firewall': 'removed',
      Documentation: 'added',
    });
    const oneTime = comparison.totals.find((t) => t.key === 'one_time_total')!;
    expect(oneTime.before).toBe(sent.version.totals.oneTime.totalCents);
    expect(oneTime.after).toBe(calculateQuoteTotals(QuoteContentInput.parse(edited)).oneTime.totalCents);
    const same = await suite.call(suite.ws.user, 'GET', `/api/quotes/${sent.id}/compare?from=2&to=2`);
    expect((await expectJson<ErrorJson>(same, 422)).error.message).toBe(QUOTE_API_COPY.compareSameVersion);
    expect((await suite.call(suite.ws.user, 'GET', `/api/quotes/${sent.id}/compare?from=1&to=9`)).status).toBe(404);
  });

  it('a draft autosaved by patch, then superseded by a restore, still shows its line totals', async () => {
    const sent = await send(await newQuote());
    const v2 = await expectJson<QuoteDetail>(
      await suite.call(suite.ws.user, 'POST', `/api/quotes/${sent.id}/revisions`),
      201,
    );
    const [section] = v2.version.content.sections;
    const line = { ...section!.lines[0]!, quantity: 9 };
    await expectJson(
      await suite.call(suite.ws.user, 'PATCH', `/api/quotes/${sent.id}/draft`, {
        lockVersion: v2.version.lockVersion,
        lines: [{ sectionId: section!.id, line }],
      }),
      200,
    );
    await expectJson(await suite.call(suite.ws.user, 'POST', `/api/quotes/${sent.id}/versions/1/restore`), 201);
    const v2Read = await expectJson<QuoteVersionDetail>(
      await suite.call(suite.ws.user, 'GET', `/api/quotes/${sent.id}/versions/2`),
      200,
    );
    expect(v2Read.status).toBe('superseded');
    expect(v2Read.totals).toEqual(calculateQuoteTotals(QuoteContentInput.parse(v2Read.content)));
    expect(v2Read.content.sections[0]!.lines[0]!.quantity).toBe(9);
  });

  it('restores v1 as v3 (a new draft), superseding the current draft; history stays readable', async () => {
    const sent = await send(await newQuote());
    const v2 = await expectJson<QuoteDetail>(
      await suite.call(suite.ws.user, 'POST', `/api/quotes/${sent.id}/revisions`),
      201,
    );
    await expectJson(
      await suite.call(suite.ws.user, 'PUT', `/api/quotes/${sent.id}/draft`, draftOf(v2, { sections: [] })),
      200,
    );
    const v3 = await expectJson<QuoteDetail>(
      await suite.call(suite.ws.user, 'POST', `/api/quotes/${sent.id}/versions/1/restore`),
      201,
    );
    expect(v3.version).toMatchObject({ versionNo: 3, status: 'draft' });
    expect(v3.version.content).toEqual(sent.version.content);
    expect(v3.version.lockVersion).toBeGreaterThan(v2.version.lockVersion + 1);
    const versions = await expectJson<QuoteVersionSummary[]>(
      await suite.call(suite.ws.user, 'GET', `/api/quotes/${sent.id}/versions`),
      200,
    );
    expect(versions.map((v) => [v.versionNo, v.status, v.createdFrom])).toEqual([
      [1, 'superseded', 'blank'],
      [2, 'superseded', 'revision'],
      [3, 'draft', 'restore'],
    ]);
    const v2Read = await expectJson<QuoteVersionDetail>(
      await suite.call(suite.ws.user, 'GET', `/api/quotes/${sent.id}/versions/2`),
      200,
    );
    expect(v2Read).toMatchObject({ versionNo: 2, isCurrent: false, content: { sections: [] } });
    const again = await suite.call(suite.ws.user, 'POST', `/api/quotes/${sent.id}/versions/3/restore`);
    expect((await expectJson<ErrorJson>(again, 409)).error.message).toBe(QUOTE_API_COPY.alreadyCurrentDraft);
    expect((await suite.call(suite.ws.user, 'GET', `/api/quotes/${sent.id}/versions/0`)).status).toBe(422);
    expect((await suite.call(suite.ws.user, 'GET', `/api/quotes/${sent.id}/versions/7`)).status).toBe(404);

    const activity = await expectJson<{ type: string; versionNo: number | null }[]>(
      await suite.call(suite.ws.user, 'GET', `/api/quotes/${sent.id}/activity`),
      200,
    );
    expect(activity.map((a) => [a.type, a.versionNo])).toEqual([
      ['restored', 3],
      ['revised', 2],
      ['sent', 1],
      ['created', 1],
    ]);
  });

  it('of concurrent sends and revisions of one quote exactly one of each lands', async () => {
    const draft = await newQuote();
    const sends = await Promise.all(
      Array.from({ length: 5 }, () =>
        suite.call(suite.ws.user, 'POST', `/api/quotes/${draft.id}/send`, { lockVersion: 1 }),
      ),
    );
    expect(sends.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const revisions = await Promise.all(
      Array.from({ length: 5 }, () => suite.call(suite.ws.user, 'POST', `/api/quotes/${draft.id}/revisions`)),
    );
    expect(revisions.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const versions = await expectJson<QuoteVersionSummary[]>(
      await suite.call(suite.ws.user, 'GET', `/api/quotes/${draft.id}/versions`),
      200,
    );
    expect(versions.map((v) => [v.versionNo, v.status])).toEqual([
      [1, 'superseded'],
      [2, 'draft'],
    ]);
  });
});
