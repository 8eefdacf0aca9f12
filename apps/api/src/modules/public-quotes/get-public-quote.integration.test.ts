import { randomBytes, randomUUID } from 'node:crypto';
import {
  emailLogs,
  quoteActivity,
  quotes,
  quoteShareLinks,
  quoteVersions,
  quoteViews,
  withPlatform,
  type Quote,
} from '@scopewright/db';
import { createQuote } from '@scopewright/db/testing';
import {
  PUBLIC_QUOTE_COPY as COPY,
  type PublicQuoteView,
  type QuoteContentInput,
  type QuoteDetail,
} from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectJson, labourLine, quoteSuite, sampleContent, workspace } from '../../testing/quote-harness';
import { ensureLogo, publicCaller, sendWithLink, typedAcceptance } from './public-quote.test-helpers';

const suite = quoteSuite();
const pub = () => publicCaller(suite.h.app);
type Unavailable = { error: { code: string; message: string; details: { newerVersionSent: boolean } } };

const HOSTILE = `<script>alert(1)</script>"'&{{x}}`;

async function sentQuote(content: QuoteContentInput = sampleContent(), title = 'Firewall refresh') {
  const detail = await expectJson<QuoteDetail>(
    await suite.call(suite.ws.user, 'POST', '/api/quotes', { clientId: suite.ws.client.id, title, content }),
    201,
  );
  const [quote] = await withPlatform({ db: suite.h.owner.db }, (tx) =>
    tx.select().from(quotes).where(eq(quotes.id, detail.id)),
  );
  return sendWithLink(suite.h.owner.db, quote!);
}

const rowsOf = (quote: Quote) =>
  withPlatform({ db: suite.h.owner.db }, async (tx) => ({
    quote: (await tx.select().from(quotes).where(eq(quotes.id, quote.id)))[0]!,
    version: (await tx.select().from(quoteVersions).where(eq(quoteVersions.id, quote.currentVersionId!)))[0]!,
    views: await tx.select().from(quoteViews).where(eq(quoteViews.quoteId, quote.id)),
    activity: await tx.select().from(quoteActivity).where(eq(quoteActivity.quoteId, quote.id)),
    emails: (await tx.select().from(emailLogs)).filter((log) => log.metadata.quoteId === quote.id),
  }));

describe('GET /api/public/quotes/{token}', () => {
  it('shows the client document and client-only pricing, never costs or internal notes', async () => {
    const content = sampleContent();
    content.internalNotes = 'INTERNAL-CANARY margin talk';
    content.sections![0]!.lines![0]!.internalNote = 'INTERNAL-CANARY line';
    const { token } = await sentQuote(content);
    const response = await pub()('GET', `/api/public/quotes/${token}`);
    const view = await expectJson<PublicQuoteView>(response, 200);
    expect(view).toMatchObject({ state: 'open', quote: { title: 'Firewall refresh', clientName: 'Contoso Dental' } });
    expect(view.document.variant).toBe('client');
    expect(view.acceptance).toBeNull();
    const body = JSON.stringify(view);
    expect(body).not.toContain('INTERNAL-CANARY');
    expect(body).not.toContain('"unitCostCents":7000');
    expect(view.pricingContent.sections.flatMap((s) => s.lines).every((l) => l.unitCostCents === 0)).toBe(true);
  });

  it('is private: no caching, no referrer, not indexed', async () => {
    const { token } = await sentQuote();
    for (const path of [`/api/public/quotes/${token}`, `/api/public/quotes/${'x'.repeat(43)}`]) {
      const response = await pub()('GET', path);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    }
    const page = await suite.h.app.request(`/q/${token}`);
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(page.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
  });

  it('sends the quote view gzip-compressed to a browser that accepts it', async () => {
    const { token } = await sentQuote();
    const response = await suite.h.app.request(`/api/public/quotes/${token}`, {
      headers: { 'Accept-Encoding': 'gzip', 'X-Forwarded-For': '10.91.0.1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('documents its routes in the OpenAPI document', async () => {
    const doc = (await (await suite.h.app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/public/quotes/{token}',
        '/api/public/quotes/{token}/accept',
        '/api/public/quotes/{token}/decline',
        '/api/public/quotes/{token}/document.pdf',
        '/api/public/quotes/{token}/logo.png',
      ]),
    );
  });

  it('records every view; the first marks the quote viewed, logs one activity and emails the owner', async () => {
    const { quote, token } = await sentQuote();
    const before = await rowsOf(quote);
    await expectJson(await pub()('GET', `/api/public/quotes/${token}`), 200);
    await expectJson(await pub()('GET', `/api/public/quotes/${token}`), 200);
    const after = await rowsOf(quote);
    expect(after.quote.status).toBe('viewed');
    expect(after.version).toMatchObject({ status: 'viewed', viewCount: 2 });
    expect(after.version.firstViewedAt).not.toBeNull();
    expect(after.views.length - before.views.length).toBe(2);
    const [link] = await withPlatform({ db: suite.h.owner.db }, (tx) =>
      tx.select().from(quoteShareLinks).where(eq(quoteShareLinks.quoteId, quote.id)),
    );
    expect(link!.lastViewedAt).not.toBeNull();
    expect(after.views.find((v) => v.userAgent)).toMatchObject({ userAgent: 'Mozilla/5.0 (TestPhone)' });
    expect(after.activity.filter((a) => a.type === 'viewed')).toHaveLength(1);
    expect(after.emails.map((e) => [e.templateName, e.recipientEmail])).toEqual([
      ['quote_viewed', suite.ws.user.user.email],
    ]);
  });

  it('counts concurrent first views once', async () => {
    const { quote, token } = await sentQuote();
    const responses = await Promise.all(Array.from({ length: 6 }, () => pub()('GET', `/api/public/quotes/${token}`)));
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    const after = await rowsOf(quote);
    expect(after.version.viewCount).toBe(6);
    expect(after.activity.filter((a) => a.type === 'viewed')).toHaveLength(1);
    expect(after.emails).toHaveLength(1);
  });

  it('answers random, tampered, malformed, expired and revoked links with one identical 404', async () => {
    const { token, link } = await sentQuote();
    const expired = await sentQuote();
    const revoked = await sentQuote();
    await withPlatform({ db: suite.h.owner.db }, async (tx) => {
      await tx
        .update(quoteShareLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(quoteShareLinks.id, expired.link.id));
      await tx.update(quoteShareLinks).set({ revokedAt: new Date() }).where(eq(quoteShareLinks.id, revoked.link.id));
    });
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const bodies = [];
    for (const t of [
      randomBytes(32).toString('base64url'),
      tampered,
      'short',
      'x'.repeat(500),
      `${token}x`,
      expired.token,
      revoked.token,
    ]) {
      const body = await expectJson<Unavailable>(await pub()('GET', `/api/public/quotes/${t}`), 404);
      bodies.push({ ...body.error, requestId: undefined });
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toMatchObject({
      code: 'NOT_FOUND',
      message: COPY.unavailableBody,
      details: { newerVersionSent: false },
    });
    expect((await rowsOf(expired.quote)).version.viewCount).toBe(0);
    expect(link.id).toBeTruthy();
  });

  it('answers a superseded version with 404, saying so only when a newer version has a live link', async () => {
    const { quote, token } = await sentQuote();
    await expectJson(await suite.call(suite.ws.user, 'POST', `/api/quotes/${quote.id}/revisions`), 201);
    const first = await expectJson<Unavailable>(await pub()('GET', `/api/public/quotes/${token}`), 404);
    expect(first.error.details.newerVersionSent).toBe(false);
    const [revised] = await withPlatform({ db: suite.h.owner.db }, (tx) =>
      tx.select().from(quotes).where(eq(quotes.id, quote.id)),
    );
    await sendWithLink(suite.h.owner.db, revised!);
    const second = await expectJson<Unavailable>(await pub()('GET', `/api/public/quotes/${token}`), 404);
    expect(second.error).toMatchObject({ message: COPY.newerVersionSent, details: { newerVersionSent: true } });
  });

  it('shows a quote past its valid-until date read-only as expired', async () => {
    const detail = await expectJson<QuoteDetail>(
      await suite.call(suite.ws.user, 'POST', '/api/quotes', {
        clientId: suite.ws.client.id,
        title: 'Old',
        content: sampleContent(),
      }),
      201,
    );
    const [row] = await withPlatform({ db: suite.h.owner.db }, (tx) =>
      tx.select().from(quotes).where(eq(quotes.id, detail.id)),
    );
    const { token } = await sendWithLink(suite.h.owner.db, row!, '2020-01-31');
    const view = await expectJson<PublicQuoteView>(await pub()('GET', `/api/public/quotes/${token}`), 200);
    expect(view.state).toBe('expired');
  });

  it('returns hostile text as the same text', async () => {
    const content: QuoteContentInput = {
      executiveSummary: HOSTILE,
      sections: [
        { id: randomUUID(), name: HOSTILE, lines: [labourLine({ name: HOSTILE, clientDescription: HOSTILE })] },
      ],
    };
    const { token } = await sentQuote(content, HOSTILE);
    const view = await expectJson<PublicQuoteView>(await pub()('GET', `/api/public/quotes/${token}`), 200);
    expect(view.quote.title).toBe(HOSTILE);
    expect(view.document.summary).toEqual([HOSTILE]);
    expect(view.pricingContent.sections[0]!.lines[0]!.name).toBe(HOSTILE);
  });

  it('serves the logo as a PNG with nosniff, and 404 without one', async () => {
    const { token } = await sentQuote();
    expect((await pub()('GET', `/api/public/quotes/${token}/logo.png`)).status).toBe(404);
    const logo = await ensureLogo(suite.h.owner.db, suite.ws.tenant.id);
    const response = await pub()('GET', `/api/public/quotes/${token}/logo.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(logo)).toBe(true);
    const view = await expectJson<PublicQuoteView>(await pub()('GET', `/api/public/quotes/${token}`), 200);
    expect(view.logoUrl).toMatch(new RegExp(`^/api/public/quotes/${token}/logo\\.png\\?v=\\d+$`));
  });

  it("keeps each workspace's links to itself: another workspace's link never reads or changes this one", async () => {
    const mine = await sentQuote();
    const before = await rowsOf(mine.quote);
    const other = await workspace(suite.h);
    const foreign = await sendWithLink(suite.h.owner.db, await createQuote(suite.h.owner.db, other.tenant.id));
    const view = await expectJson<PublicQuoteView>(await pub()('GET', `/api/public/quotes/${foreign.token}`), 200);
    expect(view.workspaceName).toBe(other.tenant.name);
    expect(JSON.stringify(view)).not.toContain(suite.ws.tenant.name);
    expect(JSON.stringify(view)).not.toContain(mine.quote.id);
    await expectJson(await pub()('POST', `/api/public/quotes/${foreign.token}/accept`, typedAcceptance()), 200);
    const after = await rowsOf(mine.quote);
    expect({ ...after, emails: after.emails.length }).toEqual({ ...before, emails: before.emails.length });
  });

  it('limits lookups per address: a brute-force burst gets 429 with the page text', async () => {
    const ip = '10.66.0.1';
    const statuses = [];
    for (let i = 0; i < 62; i += 1) {
      statuses.push(
        (await pub()('GET', `/api/public/quotes/${randomBytes(32).toString('base64url')}`, undefined, ip)).status,
      );
    }
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    const limited = await pub()('GET', `/api/public/quotes/${randomBytes(32).toString('base64url')}`, undefined, ip);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as Unavailable).error.message).toBe(COPY.tooManyRequests);
    expect(limited.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('never writes the token to the logs', async () => {
    const { token } = await sentQuote();
    await pub()('GET', `/api/public/quotes/${token}`);
    await pub()('GET', `/api/public/quotes/${token}/document.pdf`);
    await pub()('POST', `/api/public/quotes/${token}/decline`, { reason: 'No budget' });
    await suite.h.app.request(`/q/${token}`);
    const logs = suite.h.log.text();
    expect(logs).toContain('/api/public/quotes/[REDACTED]/decline');
    expect(logs).not.toContain(token);
  });
});
