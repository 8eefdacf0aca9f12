import { quoteVersions, withPlatform, withTenant } from '@scopewright/db';
import { DOCUMENT_COPY, QUOTE_COPY, type QuoteBrandingView, type QuoteDetail } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sampleDocumentContent } from '../../../../../packages/domain/src/documents/quote-document.fixture';
import { docxText, pdfText } from '../../testing/document-text';
import { expectJson, quoteSuite, workspace, type ErrorJson, type Workspace } from '../../testing/quote-harness';
import { makeImage } from '../../testing/test-images';
import { freezeBrandingSnapshot, resolveDocumentBranding } from '../branding';

const s = quoteSuite();
const squash = (text: string) => text.replace(/\s+/g, ' ');

const SECTIONS = [
  { key: 'pricing', visible: true },
  { key: 'scope', visible: true },
  { key: 'summary', visible: false },
  { key: 'terms', visible: true },
  { key: 'signature', visible: true },
];
const BRANDING = {
  primaryColor: '#7c2d12',
  accentColor: '#0369a1',
  font: 'Times-Roman',
  coverPage: true,
  sections: SECTIONS,
  defaultTerms: '',
  footerText: 'Northwind IT · 1 Main Street',
};

const newQuote = async (ws: Workspace) =>
  expectJson<QuoteDetail>(
    await s.call(ws.user, 'POST', '/api/quotes', {
      clientId: ws.client.id,
      title: 'Clinic modernisation',
      content: sampleDocumentContent({ compact: true }),
    }),
    201,
  );
const versionOf = async (id: string) =>
  (
    await withPlatform({ db: s.h.owner.db }, (tx) => tx.select().from(quoteVersions).where(eq(quoteVersions.id, id)))
  )[0]!;

async function brandedWorkspace() {
  const ws = await workspace(s.h);
  await expectJson(await s.call(ws.admin, 'PUT', '/api/settings/branding', BRANDING), 200);
  const logo = await makeImage('png', 400, 120);
  await expectJson(
    await s.call(ws.admin, 'POST', '/api/settings/branding/logo', { image: logo.toString('base64') }),
    200,
  );
  return ws;
}

describe('PUT /api/quotes/{id}/branding: per-quote document options', () => {
  it('starts from the workspace, saves overrides on the draft, bumps the lock version', async () => {
    const ws = await brandedWorkspace();
    const quote = await newQuote(ws);
    const path = `/api/quotes/${quote.id}/branding`;
    const before = await expectJson<QuoteBrandingView>(await s.call(ws.user, 'GET', path), 200);
    expect(before).toEqual({
      lockVersion: 1,
      isFrozen: false,
      overrides: {},
      effective: { coverPage: true, sections: SECTIONS },
    });

    const hidden = SECTIONS.map((x) => (x.key === 'terms' ? { ...x, visible: false } : x));
    const saved = await expectJson<QuoteBrandingView>(
      await s.call(ws.user, 'PUT', path, { lockVersion: 1, overrides: { coverPage: false, sections: hidden } }),
      200,
    );
    expect(saved).toEqual({
      lockVersion: 2,
      isFrozen: false,
      overrides: { coverPage: false, sections: hidden },
      effective: { coverPage: false, sections: hidden },
    });
    expect(await expectJson(await s.call(ws.user, 'GET', path), 200)).toEqual(saved);
  });

  it('a stale lock version → 409, nothing changes', async () => {
    const ws = await workspace(s.h);
    const quote = await newQuote(ws);
    const path = `/api/quotes/${quote.id}/branding`;
    await expectJson(await s.call(ws.user, 'PUT', path, { lockVersion: 1, overrides: { coverPage: false } }), 200);
    const error = await expectJson<ErrorJson>(
      await s.call(ws.user, 'PUT', path, { lockVersion: 1, overrides: { coverPage: true } }),
      409,
    );
    expect(error.error.message).toBe(QUOTE_COPY.staleVersion);
    expect((await versionOf(quote.version.id)).brandingSnapshot).toEqual({
      kind: 'overrides',
      overrides: { coverPage: false },
    });
  });

  it('a sent version → 409 frozen', async () => {
    const ws = await workspace(s.h);
    const quote = await newQuote(ws);
    await expectJson(await s.call(ws.user, 'POST', `/api/quotes/${quote.id}/send`, { lockVersion: 1 }), 200);
    const path = `/api/quotes/${quote.id}/branding`;
    const error = await expectJson<ErrorJson>(
      await s.call(ws.user, 'PUT', path, { lockVersion: 2, overrides: { coverPage: false } }),
      409,
    );
    expect(error.error).toMatchObject({ message: QUOTE_COPY.frozenVersion, details: { reason: 'frozen' } });
    expect((await expectJson<QuoteBrandingView>(await s.call(ws.user, 'GET', path), 200)).isFrozen).toBe(true);
  });

  it('a revision keeps the document options of the version it was made from, as an editable draft', async () => {
    const ws = await workspace(s.h);
    const quote = await newQuote(ws);
    const path = `/api/quotes/${quote.id}/branding`;
    await expectJson(await s.call(ws.user, 'PUT', path, { lockVersion: 1, overrides: { coverPage: false } }), 200);
    await expectJson(await s.call(ws.user, 'POST', `/api/quotes/${quote.id}/send`, { lockVersion: 2 }), 200);
    await expectJson(await s.call(ws.user, 'POST', `/api/quotes/${quote.id}/revisions`), 201);
    const revised = await expectJson<QuoteBrandingView>(await s.call(ws.user, 'GET', path), 200);
    expect(revised).toMatchObject({
      isFrozen: false,
      overrides: { coverPage: false },
      effective: { coverPage: false },
    });
  });

  it.each([
    ['an unknown key', { lockVersion: 1, overrides: { font: 'Times-Roman' } }, 400],
    ['a partial section list', { lockVersion: 1, overrides: { sections: SECTIONS.slice(1) } }, 422],
  ])('refuses %s', async (_name, body, status) => {
    const ws = await workspace(s.h);
    const quote = await newQuote(ws);
    expect((await s.call(ws.user, 'PUT', `/api/quotes/${quote.id}/branding`, body)).status).toBe(status);
  });
});

describe('branding in every render', () => {
  it('the PDF follows the section order, hides hidden sections, embeds the logo; DOCX embeds it too', async () => {
    const ws = await brandedWorkspace();
    const quote = await newQuote(ws);
    const response = await s.call(ws.user, 'GET', `/api/quotes/${quote.id}/document.pdf`);
    const pdf = new Uint8Array(await response.arrayBuffer());
    const text = squash((await pdfText(pdf)).text);
    expect(text.indexOf(DOCUMENT_COPY.pricing)).toBeLessThan(text.indexOf(DOCUMENT_COPY.scope));
    expect(text).not.toContain(DOCUMENT_COPY.summary);
    expect(text).toContain('Northwind IT · 1 Main Street');
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    expect(Buffer.from(pdf).toString('latin1')).toContain('Times-Bold');

    const docx = new Uint8Array(
      await (await s.call(ws.user, 'GET', `/api/quotes/${quote.id}/document.docx`)).arrayBuffer(),
    );
    expect(Object.keys(unzipSync(docx)).some((name) => name.startsWith('word/media/'))).toBe(true);
    expect(docxText(docx).text).not.toContain(DOCUMENT_COPY.summary);
  });

  it('a sent version keeps the branding it was frozen with; a draft follows the workspace', async () => {
    const ws = await brandedWorkspace();
    const quote = await newQuote(ws);
    await expectJson(
      await s.call(ws.user, 'PUT', `/api/quotes/${quote.id}/branding`, {
        lockVersion: 1,
        overrides: { coverPage: false },
      }),
      200,
    );
    const draft = await versionOf(quote.version.id);
    const live = await withTenant({ db: s.h.owner.db, tenantId: ws.tenant.id }, (tx) =>
      resolveDocumentBranding(tx, ws.tenant.id, draft),
    );
    expect(live).toMatchObject({ primaryColor: '#7c2d12', font: 'Times-Roman', coverPage: false, sections: SECTIONS });
    expect(live.logo).toMatchObject({
      width: 400,
      height: 120,
      dataUri: expect.stringMatching(/^data:image\/png;base64,/),
    });

    const frozen = await withTenant({ db: s.h.owner.db, tenantId: ws.tenant.id }, (tx) =>
      freezeBrandingSnapshot(tx, ws.tenant.id, draft),
    );
    expect(frozen).toMatchObject({ kind: 'frozen', coverPage: false, logo: { version: 1, width: 400, height: 120 } });
    expect(JSON.stringify(frozen).length).toBeLessThan(2000);
    await withPlatform({ db: s.h.owner.db }, (tx) =>
      tx.update(quoteVersions).set({ status: 'sent', brandingSnapshot: frozen }).where(eq(quoteVersions.id, draft.id)),
    );
    await expectJson(
      await s.call(ws.admin, 'PUT', '/api/settings/branding', {
        ...BRANDING,
        primaryColor: '#111111',
        coverPage: true,
      }),
      200,
    );
    const sent = await versionOf(quote.version.id);
    const resolved = await withTenant({ db: s.h.owner.db, tenantId: ws.tenant.id }, (tx) =>
      resolveDocumentBranding(tx, ws.tenant.id, sent),
    );
    expect(resolved).toMatchObject({ primaryColor: '#7c2d12', coverPage: false });
    expect(resolved.logo).not.toBeNull();
    // The draft of another quote follows the new branding.
    const other = await newQuote(ws);
    const otherBranding = await withTenant({ db: s.h.owner.db, tenantId: ws.tenant.id }, async (tx) =>
      resolveDocumentBranding(tx, ws.tenant.id, await versionOf(other.version.id)),
    );
    expect(otherBranding).toMatchObject({ primaryColor: '#111111', coverPage: true });
  });
});
