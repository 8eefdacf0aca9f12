import { branding, withPlatform } from '@scopewright/db';
import {
  BRANDING_COPY as COPY,
  DEFAULT_BRANDING_SETTINGS,
  type BrandingSettings,
  type QuoteDetail,
} from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { expectJson, quoteSuite, workspace, type ErrorJson } from '../../testing/quote-harness';

const s = quoteSuite();
const PATH = '/api/settings/branding';

const body = {
  primaryColor: '#0B3D2E',
  accentColor: '#C2410C',
  font: 'Times-Roman',
  coverPage: false,
  sections: [
    { key: 'pricing', visible: true },
    { key: 'scope', visible: true },
    { key: 'summary', visible: false },
    { key: 'terms', visible: true },
    { key: 'signature', visible: true },
  ],
  defaultTerms: 'Payment due within 30 days.',
  footerText: '  Northwind IT · 1 Main Street  ',
};

const rowOf = async (tenantId: string) =>
  (
    await withPlatform({ db: s.h.owner.db }, (tx) => tx.select().from(branding).where(eq(branding.tenantId, tenantId)))
  )[0];

describe('GET/PUT /api/settings/branding: happy path', () => {
  it('answers the defaults before the first save, to users and admins alike', async () => {
    const ws = await workspace(s.h);
    for (const who of [ws.admin, ws.user]) {
      const response = await s.call(who, 'GET', PATH);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await expectJson<BrandingSettings>(response, 200)).toEqual(DEFAULT_BRANDING_SETTINGS);
    }
  });

  it('saves every field (colours lowercased, footer trimmed), records who saved, and keeps it', async () => {
    const ws = await workspace(s.h);
    const saved = await expectJson<BrandingSettings>(await s.call(ws.admin, 'PUT', PATH, body), 200);
    const expected = {
      ...body,
      primaryColor: '#0b3d2e',
      accentColor: '#c2410c',
      footerText: 'Northwind IT · 1 Main Street',
      logoUrl: null,
    };
    expect(saved).toMatchObject(expected);
    expect(await expectJson<BrandingSettings>(await s.call(ws.user, 'GET', PATH), 200)).toMatchObject(expected);
    expect((await rowOf(ws.tenant.id))?.updatedBy).toBe(ws.admin.user.id);
    // A second save updates the same row.
    await expectJson(await s.call(ws.admin, 'PUT', PATH, { ...body, coverPage: true }), 200);
    expect((await rowOf(ws.tenant.id))?.coverPage).toBe(true);
  });

  it('a blank quote starts with the default terms; one with its own content keeps its terms', async () => {
    const ws = await workspace(s.h);
    await expectJson(await s.call(ws.admin, 'PUT', PATH, body), 200);
    const blank = await expectJson<QuoteDetail>(
      await s.call(ws.user, 'POST', '/api/quotes', { clientId: ws.client.id, title: 'Firewall refresh' }),
      201,
    );
    expect(blank.version.content.terms).toBe(body.defaultTerms);
    const own = await expectJson<QuoteDetail>(
      await s.call(ws.user, 'POST', '/api/quotes', {
        clientId: ws.client.id,
        title: 'Own terms',
        content: { terms: 'Net 15.', sections: [] },
      }),
      201,
    );
    expect(own.version.content.terms).toBe('Net 15.');
  });

  it("does not touch another workspace's branding", async () => {
    const [a, b] = [await workspace(s.h), await workspace(s.h)];
    await expectJson(await s.call(a.admin, 'PUT', PATH, body), 200);
    expect(await expectJson(await s.call(b.admin, 'GET', PATH), 200)).toEqual(DEFAULT_BRANDING_SETTINGS);
  });
});

describe('PUT /api/settings/branding: validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a light primary colour', { primaryColor: '#FFCC00' }, 'primaryColor', COPY.primaryContrastTooLow('1.51:1')],
    ['a colour name', { accentColor: 'teal' }, 'accentColor', COPY.colorInvalid],
    ['an unknown font', { font: 'Papyrus' }, 'font', COPY.fontInvalid],
    ['a section twice', { sections: [...body.sections.slice(1), body.sections[1]] }, 'sections', COPY.sectionsInvalid],
    ['terms over 20,000 characters', { defaultTerms: 'x'.repeat(20_001) }, 'defaultTerms', COPY.termsTooLong],
    ['a footer over 500 characters', { footerText: 'x'.repeat(501) }, 'footerText', COPY.footerTooLong],
  ];

  it.each(cases)('%s → 422 naming the field, nothing saved', async (_name, change, path, message) => {
    const ws = await workspace(s.h);
    const error = await expectJson<ErrorJson>(await s.call(ws.admin, 'PUT', PATH, { ...body, ...change }), 422);
    expect(error.error.details).toEqual([{ path, message }]);
    expect(await rowOf(ws.tenant.id)).toBeUndefined();
  });

  it.each(['tenantId', 'logo', 'updatedBy', '__proto__'])('refuses the extra key %s (400)', async (key) => {
    const ws = await workspace(s.h);
    const raw = `{${JSON.stringify(body).slice(1, -1)},"${key}":"x"}`;
    const response = await s.h.app.request(PATH, {
      method: 'PUT',
      headers: { Origin: APP_URL, Cookie: ws.admin.cookie, 'Content-Type': 'application/json' },
      body: raw,
    });
    expect(response.status).toBe(400);
    expect(await rowOf(ws.tenant.id)).toBeUndefined();
  });

  it('refuses a user (403) and keeps the branding', async () => {
    const ws = await workspace(s.h);
    expect((await s.call(ws.user, 'PUT', PATH, body)).status).toBe(403);
    expect(await rowOf(ws.tenant.id)).toBeUndefined();
  });
});
