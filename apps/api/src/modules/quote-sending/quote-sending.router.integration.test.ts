import { createHash } from 'node:crypto';
import {
  SENDING_COPY,
  SHARE_TOKEN_PATTERN,
  type SendDraft,
  type SendQuoteResult,
  type ShareLinkList,
} from '@scopewright/domain';
import { quoteVersions, withPlatform } from '@scopewright/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { expectJson, quoteSuite, type ErrorJson } from '../../testing/quote-harness';
import { addContacts, newDraft, sendingRows } from './quote-sending.test-helpers';

const suite = quoteSuite();
beforeAll(() => addContacts(suite));

const EMAIL = {
  mode: 'email',
  to: ['ann@client.example', 'Carol@Elsewhere.example'],
  cc: ['boss@client.example'],
  subject: 'Your quote\r\nBcc: victim@evil.example',
  message: 'Hi!\n<script>alert(1)</script>',
  attachPdf: true,
  reminderDaysBefore: 7,
};

const tokenOf = (url: string) => url.slice(`${APP_URL}/q/`.length);
const send = async (id: string, body: Record<string, unknown>) =>
  suite.call(suite.ws.user, 'POST', `/api/quotes/${id}/send`, { lockVersion: 1, ...body });

describe('GET /api/quotes/{id}/send-draft', () => {
  it('offers the contacts with an email (primary first), the template subject, a message and the link expiry', async () => {
    const draft = await newDraft(suite);
    const body = await expectJson<SendDraft>(
      await suite.call(suite.ws.user, 'GET', `/api/quotes/${draft.id}/send-draft`),
      200,
    );
    expect(body.recipients.map((r) => [r.name, r.email, r.isPrimary])).toEqual([
      ['Ann Ng', 'ann@client.example', true],
      ['Bob Stone', 'bob@client.example', false],
    ]);
    expect(body.defaultTo).toEqual(['ann@client.example']);
    expect(body.subject).toMatch(/sent you a quote: Firewall refresh$/);
    expect(body.message).toContain('has prepared a quote for you');
    expect(body.linkExpiresAt).toBe('2099-12-31T23:59:59.999Z');
    expect(body.reminderDaysBefore).toBeNull();
  });
});

describe('POST /api/quotes/{id}/send', () => {
  it('email: freezes, links, queues one email per recipient (cc on the first, PDF declared) and records who', async () => {
    const draft = await newDraft(suite);
    const sent = await expectJson<SendQuoteResult>(await send(draft.id, EMAIL), 200);
    expect(sent).toMatchObject({ status: 'sent', version: { status: 'sent', isFrozen: true } });
    expect(sent.sentTo).toEqual(['ann@client.example', 'carol@elsewhere.example']);
    expect(sent.cc).toEqual(['boss@client.example']);
    expect(sent.share.url.startsWith(`${APP_URL}/q/`)).toBe(true);
    const token = tokenOf(sent.share.url);
    expect(token).toMatch(SHARE_TOKEN_PATTERN);

    const rows = await sendingRows(suite, draft.id);
    expect(rows.quote.reminderDaysBefore).toBe(7);
    const [version] = await withPlatform({ db: suite.h.owner.db }, (tx) =>
      tx.select().from(quoteVersions).where(eq(quoteVersions.id, draft.version.id)),
    );
    expect(version?.brandingSnapshot).toMatchObject({ kind: 'frozen' });
    expect(rows.links).toHaveLength(1);
    expect(rows.links[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    // Only the queued email carries the link (the worker renders it); the link row and the activity never do.
    expect(JSON.stringify([rows.quote, rows.links, rows.activity])).not.toContain(token);
    expect(rows.emails.map((e) => [e.recipientEmail, e.metadata.cc ?? null])).toEqual([
      ['ann@client.example', ['boss@client.example']],
      ['carol@elsewhere.example', null],
    ]);
    const first = rows.emails[0]!;
    expect(first).toMatchObject({ templateName: 'quote_sent', subject: 'Your quote Bcc: victim@evil.example' });
    expect(first.metadata.attachments).toEqual([{ kind: 'quote_pdf', quoteId: draft.id, versionId: draft.version.id }]);
    expect(first.metadata.template_data).toMatchObject({
      client_name: 'Ann',
      message: 'Hi!\n<script>alert(1)</script>',
      quote_url: sent.share.url,
      quote_number: `Q-${draft.number}`,
      valid_until: 'December 31, 2099',
    });
    expect((rows.emails[1]!.metadata.template_data as Record<string, unknown>).client_name).toBe('Contoso Dental');
    const activity = rows.activity.find((a) => a.type === 'sent')!;
    expect(activity.metadata).toMatchObject({
      versionNo: 1,
      mode: 'email',
      to: ['ann@client.example', 'carol@elsewhere.example'],
      cc: ['boss@client.example'],
      attachPdf: true,
      shareLinkId: rows.links[0]!.id,
    });
  });

  it('link: `{ lockVersion }` alone marks it sent and returns a link, with no email', async () => {
    const draft = await newDraft(suite, null);
    const sent = await expectJson<SendQuoteResult>(await send(draft.id, {}), 200);
    expect(sent.sentTo).toEqual([]);
    expect(tokenOf(sent.share.url)).toMatch(SHARE_TOKEN_PATTERN);
    const rows = await sendingRows(suite, draft.id);
    expect(rows.emails).toEqual([]);
    expect(rows.activity.find((a) => a.type === 'sent')!.metadata).toMatchObject({ mode: 'link', to: [] });
    const days = (rows.links[0]!.expiresAt.getTime() - rows.links[0]!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it.each([
    ['no recipient', { ...EMAIL, to: [] }, 'to', SENDING_COPY.recipientRequired],
    ['a malformed address', { ...EMAIL, to: ['ann@'] }, 'to.0', SENDING_COPY.invalidEmail],
    ['a display name', { ...EMAIL, to: ['Ann <ann@client.example>'] }, 'to.0', SENDING_COPY.invalidEmail],
    [
      '11 recipients',
      { ...EMAIL, to: Array.from({ length: 11 }, (_, i) => `a${i}@x.example`) },
      'to',
      SENDING_COPY.tooManyRecipients,
    ],
    ['an empty subject', { ...EMAIL, subject: '  ' }, 'subject', SENDING_COPY.subjectRequired],
    ['a long subject', { ...EMAIL, subject: 'x'.repeat(201) }, 'subject', SENDING_COPY.subjectTooLong],
    ['a long message', { ...EMAIL, message: 'x'.repeat(5001) }, 'message', SENDING_COPY.messageTooLong],
    ['a reminder of 0 days', { ...EMAIL, reminderDaysBefore: 0 }, 'reminderDaysBefore', SENDING_COPY.reminderRange],
  ])('refuses %s with a precise message, nothing changed', async (_name, body, path, message) => {
    const draft = await newDraft(suite);
    const { error } = await expectJson<ErrorJson>(await send(draft.id, body), 422);
    expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
    const rows = await sendingRows(suite, draft.id);
    expect([rows.quote.status, rows.links.length, rows.emails.length]).toEqual(['draft', 0, 0]);
  });

  it('refuses unknown fields (400) and a passed valid-until date (422)', async () => {
    const draft = await newDraft(suite);
    expect((await send(draft.id, { ...EMAIL, tenantId: suite.ws.tenant.id })).status).toBe(400);
    const old = await newDraft(suite, '2020-01-01');
    const { error } = await expectJson<ErrorJson>(await send(old.id, EMAIL), 422);
    expect(error.message).toBe(SENDING_COPY.validUntilPast);
    expect((await sendingRows(suite, old.id)).quote.status).toBe('draft');
  });
});

describe('resend, copy link, list and revoke', () => {
  it('resends a sent quote with a new link and email; copies, lists and revokes links', async () => {
    const draft = await newDraft(suite);
    const first = await expectJson<SendQuoteResult>(await send(draft.id, EMAIL), 200);
    const path = `/api/quotes/${draft.id}`;
    const resent = await expectJson<SendQuoteResult>(
      await suite.call(suite.ws.user, 'POST', `${path}/resend`, {
        to: ['bob@client.example'],
        subject: 'Again',
        message: 'Here it is again.',
        attachPdf: false,
      }),
      200,
    );
    expect(resent.share.url).not.toBe(first.share.url);
    const copied = await expectJson<{ url: string }>(
      await suite.call(suite.ws.user, 'POST', `${path}/share-links`),
      201,
    );
    expect(tokenOf(copied.url)).toMatch(SHARE_TOKEN_PATTERN);

    const rows = await sendingRows(suite, draft.id);
    expect(rows.links).toHaveLength(3);
    const resendLog = rows.emails.at(-1)!;
    expect(resendLog).toMatchObject({ recipientEmail: 'bob@client.example', subject: 'Again' });
    expect(resendLog.metadata.attachments).toBeUndefined();
    expect(rows.activity.filter((a) => a.type === 'sent').map((a) => a.metadata.resend ?? false)).toEqual([
      true,
      false,
    ]);

    const list = await expectJson<ShareLinkList>(await suite.call(suite.ws.user, 'GET', `${path}/share-links`), 200);
    expect(list.items).toHaveLength(3);
    expect(list.items.every((link) => link.isLive && link.versionNo === 1 && link.revokedAt === null)).toBe(true);
    expect(JSON.stringify(list)).not.toContain(tokenOf(copied.url));

    const revoke = () => suite.call(suite.ws.user, 'POST', `${path}/share-links/revoke`);
    expect(await expectJson(await revoke(), 200)).toEqual({ revoked: 3 });
    expect(await expectJson(await revoke(), 200)).toEqual({ revoked: 0 });
    const after = await sendingRows(suite, draft.id);
    expect(after.links.every((link) => link.revokedAt !== null)).toBe(true);
    expect(after.activity.filter((a) => a.type === 'link_revoked').map((a) => a.metadata)).toEqual([{ count: 3 }]);
  });

  it('a draft has no links to resend or copy (409)', async () => {
    const draft = await newDraft(suite);
    const body = { to: ['ann@client.example'], subject: 'S', message: 'M' };
    for (const [route, payload] of [
      ['resend', body],
      ['share-links', undefined],
    ] as const) {
      const { error } = await expectJson<ErrorJson>(
        await suite.call(suite.ws.user, 'POST', `/api/quotes/${draft.id}/${route}`, payload),
        409,
      );
      expect(error.message).toBe(SENDING_COPY.notSentYet);
    }
  });
});
