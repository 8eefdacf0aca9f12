import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sessions } from '../schema/auth';
import { emailLogs } from '../schema/email-logs';
import { withPlatform } from '../tenancy/with-tenant';
import { createUser, createTestOwnerDatabase } from '../testing';
import { MIGRATIONS_FOLDER } from './migrate-database';

const owner = createTestOwnerDatabase();
afterAll(() => owner.close());

const statements = readFileSync(join(MIGRATIONS_FOLDER, '0017_secrets-at-rest.sql'), 'utf8').split(
  '--> statement-breakpoint',
);
async function migrate() {
  const client = await owner.pool.connect();
  try {
    await client.query('begin');
    for (const statement of statements) await client.query(statement);
    await client.query('commit');
  } finally {
    client.release();
  }
}

describe('migration 0017: no live secret at rest', () => {
  it('hashes plain session tokens in place (once) and strips links from sent emails, not from queued ones', async () => {
    const { user } = await createUser(owner.db, {});
    const token = randomBytes(16).toString('hex').slice(0, 32);
    const secret = randomBytes(16).toString('base64url');
    const data = { invite_url: `http://app.test/invite/${secret}`, invite_token: secret, company_name: 'Acme' };
    const log = (status: 'sent' | 'queued') => ({
      emailType: 'system' as const,
      status,
      transport: 'outbox' as const,
      templateName: 'user_invitation',
      recipientEmail: `${status}@client.test`,
      subject: 'Invited',
      metadata: { event: 'invite', template_data: data },
      htmlBody: status === 'sent' ? `<a href="${data.invite_url}">Join</a>` : null,
    });
    const [session, sent, queued] = await withPlatform({ db: owner.db }, async (tx) => [
      (
        await tx
          .insert(sessions)
          .values({ token, userId: user.id, expiresAt: new Date(Date.now() + 60_000) })
          .returning()
      )[0]!,
      (
        await tx
          .insert(emailLogs)
          .values({ ...log('sent'), id: crypto.randomUUID() })
          .returning()
      )[0]!,
      (
        await tx
          .insert(emailLogs)
          .values({ ...log('queued'), id: crypto.randomUUID() })
          .returning()
      )[0]!,
    ]);

    await migrate();
    await migrate();

    const after = await withPlatform({ db: owner.db }, async (tx) => ({
      session: (await tx.select().from(sessions).where(eq(sessions.id, session.id)))[0]!,
      sent: (await tx.select().from(emailLogs).where(eq(emailLogs.id, sent.id)))[0]!,
      queued: (await tx.select().from(emailLogs).where(eq(emailLogs.id, queued.id)))[0]!,
    }));
    expect(after.session.token).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(after.sent)).not.toContain(secret);
    expect(after.sent.metadata).toEqual({
      event: 'invite',
      secrets_removed: true,
      template_data: {
        invite_url: '[removed after sending]',
        invite_token: '[removed after sending]',
        company_name: 'Acme',
      },
    });
    expect(after.sent.htmlBody).toBeNull();
    expect(after.queued.metadata).toEqual({ event: 'invite', template_data: data });
  });
});
