import { branding, quotes, quoteVersions, withTenant, type DbClient, type Quote } from '@scopewright/db';
import { createQuoteShareLink } from '@scopewright/db/testing';
import type { AcceptQuoteInput } from '@scopewright/domain';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';

/** Marks the quote's current version sent (as sending does) and creates a live share link for it. */
export async function sendWithLink(db: DbClient, quote: Quote, validUntil?: string | null) {
  const { tenantId } = quote;
  const now = new Date();
  await withTenant({ db, tenantId }, async (tx) => {
    await tx
      .update(quoteVersions)
      .set({ status: 'sent', sentAt: now })
      .where(and(eq(quoteVersions.tenantId, tenantId), eq(quoteVersions.id, quote.currentVersionId!)));
    await tx
      .update(quotes)
      .set({ status: 'sent', sentAt: now, ...(validUntil === undefined ? {} : { validUntil }) })
      .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, quote.id)));
  });
  const [fresh] = await withTenant({ db, tenantId }, (tx) => tx.select().from(quotes).where(eq(quotes.id, quote.id)));
  return { quote: fresh!, ...(await createQuoteShareLink(db, fresh!)) };
}

/** A logo for the workspace unless it has one (other suites may share the workspace). */
export async function ensureLogo(db: DbClient, tenantId: string): Promise<Buffer> {
  const logo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1e3a5f' } })
    .png()
    .toBuffer();
  const values = { logo, logoContentType: 'image/png' as const, logoWidth: 40, logoHeight: 20 };
  await withTenant({ db, tenantId }, (tx) =>
    tx
      .insert(branding)
      .values({ tenantId, ...values })
      .onConflictDoUpdate({ target: branding.tenantId, set: values, setWhere: sql`${branding.logo} is null` }),
  );
  return logo;
}

export const typedAcceptance = (overrides: Partial<AcceptQuoteInput> = {}): AcceptQuoteInput => ({
  signerName: 'Dana Client',
  signerTitle: 'Office Manager',
  signerEmail: 'dana@client.example',
  signature: { kind: 'typed', text: 'Dana Client' },
  agreed: true,
  ...overrides,
});

let ipCounter = 0;
/** A new client address per call unless one is given: the per-address rate limits stay out of the way. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

/** An anonymous request to the public quote API, from `ip`, as the client's page sends it (Origin, JSON). */
export function publicCaller(app: {
  request: (path: string, init: RequestInit, env: unknown) => Response | Promise<Response>;
}) {
  return (method: 'GET' | 'POST', path: string, body?: unknown, ip = nextIp()) =>
    app.request(
      path,
      {
        method,
        headers: {
          Origin: 'http://localhost:3000',
          'User-Agent': 'Mozilla/5.0 (TestPhone)',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: ip } } },
    );
}
