import { quoteVersions, withPlatform } from '@scopewright/db';
import type { SendQuoteResult } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { expectJson, quoteSuite } from '../../testing/quote-harness';
import { addContacts, newDraft, sendingRows } from '../quote-sending/quote-sending.test-helpers';
import { runQuoteExpiry } from './quote-expiry.jobs';

const suite = quoteSuite();
beforeAll(() => addContacts(suite));

const NOW = new Date('2026-12-04T10:00:00Z');
const deps = () => ({
  database: suite.h.database,
  mail: { jobs: suite.h.jobs, transport: 'outbox' as const },
  appUrl: APP_URL,
  logger: suite.h.log.logger,
});

async function sentQuote(validUntil: string, body: Record<string, unknown>) {
  const draft = await newDraft(suite, validUntil);
  await expectJson<SendQuoteResult>(
    await suite.call(suite.ws.user, 'POST', `/api/quotes/${draft.id}/send`, { lockVersion: 1, ...body }),
    200,
  );
  return draft;
}

const email = { mode: 'email', to: ['ann@client.example'], subject: 'Quote', message: 'Hello', attachPdf: false };

describe('quote expiry and reminders cron (a fixed now)', () => {
  it('expires past quotes, reminds due ones once, and a second run does nothing', async () => {
    const due = await sentQuote('2026-12-10', { ...email, reminderDaysBefore: 7 });
    const notYet = await sentQuote('2026-12-20', { ...email, reminderDaysBefore: 7 });
    const past = await sentQuote('2026-12-01', { ...email, reminderDaysBefore: 7 });
    const noRecipient = await sentQuote('2026-12-10', { reminderDaysBefore: 3 });

    const first = await runQuoteExpiry(deps(), NOW);
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(first.reminded).toBeGreaterThanOrEqual(1);

    const reminded = await sendingRows(suite, due.id);
    expect(reminded.quote.reminderSentAt?.toISOString()).toBe(NOW.toISOString());
    expect(reminded.links).toHaveLength(2);
    const reminder = reminded.emails.find((e) => e.templateName === 'quote_reminder')!;
    expect(reminder.recipientEmail).toBe('ann@client.example');
    expect(reminder.metadata.template_data).toMatchObject({ client_name: 'Ann', valid_until: 'December 10, 2026' });
    expect(reminded.activity[0]).toMatchObject({ type: 'reminded', actorUserId: null });
    expect(reminded.activity[0]!.metadata).toMatchObject({ to: ['ann@client.example'], versionNo: 1 });

    const expired = await sendingRows(suite, past.id);
    expect(expired.quote.status).toBe('expired');
    expect(expired.emails.filter((e) => e.templateName === 'quote_reminder')).toEqual([]);
    expect(expired.activity[0]).toMatchObject({ type: 'expired', actorUserId: null });
    const [version] = await withPlatform({ db: suite.h.owner.db }, (tx) =>
      tx.select().from(quoteVersions).where(eq(quoteVersions.id, past.version.id)),
    );
    expect(version?.status).toBe('expired');

    for (const untouched of [notYet, noRecipient]) {
      const rows = await sendingRows(suite, untouched.id);
      expect([rows.quote.status, rows.quote.reminderSentAt]).toEqual(['sent', null]);
      expect(rows.activity[0]!.type).toBe('sent');
    }

    const before = await Promise.all([due, past, notYet].map((q) => sendingRows(suite, q.id)));
    expect(await runQuoteExpiry(deps(), NOW)).toEqual({ expired: 0, reminded: 0 });
    expect(await Promise.all([due, past, notYet].map((q) => sendingRows(suite, q.id)))).toEqual(before);
  });

  it('sending a new version clears the reminder so it can go out again', async () => {
    const quote = await sentQuote('2026-12-10', { ...email, reminderDaysBefore: 7 });
    await runQuoteExpiry(deps(), NOW);
    expect((await sendingRows(suite, quote.id)).quote.reminderSentAt).not.toBeNull();
    const revised = await expectJson<{ version: { lockVersion: number } }>(
      await suite.call(suite.ws.user, 'POST', `/api/quotes/${quote.id}/revisions`),
      201,
    );
    await expectJson(
      await suite.call(suite.ws.user, 'POST', `/api/quotes/${quote.id}/send`, {
        ...email,
        lockVersion: revised.version.lockVersion,
        reminderDaysBefore: 7,
      }),
      200,
    );
    expect((await sendingRows(suite, quote.id)).quote.reminderSentAt).toBeNull();
    expect((await runQuoteExpiry(deps(), NOW)).reminded).toBeGreaterThanOrEqual(1);
  });
});
