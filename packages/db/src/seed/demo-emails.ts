import { formatQuoteNumber } from '@scopewright/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { clientContacts, clients } from '../schema/clients';
import { emailEvents } from '../schema/email-events';
import { emailLogs, type EmailStatus, type NewEmailLog } from '../schema/email-logs';
import { profiles } from '../schema/profiles';
import { quotes } from '../schema/quotes';
import { tenants } from '../schema/tenants';
import type { Tx } from '../tenancy/with-tenant';

const DEMO_DOMAIN = 'demo-msp.test';
const HOUR_MS = 60 * 60 * 1000;
/** What a sent link reads once the email is done with (the mailer's email-secrets marker). */
const REMOVED = '[removed after sending]';

/** Where a delivered email went next, as the provider reported it. */
const EVENTS_FOR: Partial<Record<EmailStatus, ('delivered' | 'opened' | 'clicked' | 'bounced' | 'complained')[]>> = {
  delivered: ['delivered'],
  opened: ['delivered', 'opened'],
  clicked: ['delivered', 'opened', 'clicked'],
  bounced: ['bounced'],
  complained: ['delivered', 'complained'],
};

// The statuses of the client emails, newest first: mostly read, a few not yet, one bounce and one spam report.
const CLIENT_STATUSES: EmailStatus[] = [
  'opened',
  'clicked',
  'delivered',
  'opened',
  'clicked',
  'opened',
  'bounced',
  'delivered',
  'opened',
  'clicked',
  'complained',
  'opened',
  'delivered',
  'clicked',
];

const fill = (text: string, data: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => data[name] ?? '');

/**
 * The Demo MSP workspace's email history for Admin → Email Analytics: a month of quote emails to its clients with
 * their provider events (one bounce, one complaint), reminders, team notices and one failed notice that can be
 * resent. Idempotent: only while the workspace has no email logged. Run after the demo quotes.
 */
export async function seedDemoEmails(tx: Tx, { now = new Date() } = {}): Promise<number> {
  const [tenant] = await tx
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.domain, DEMO_DOMAIN))
    .limit(1);
  if (!tenant) return 0;
  if ((await tx.$count(emailLogs, eq(emailLogs.tenantId, tenant.id))) > 0) return 0;
  const people = await tx
    .select({ id: profiles.id, email: profiles.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.tenantId, tenant.id));
  const owner = people.find((p) => p.email.startsWith('admin@')) ?? people[0];
  if (!owner) return 0;
  const ownerName = [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.email;
  const sent = await tx
    .select({
      number: quotes.number,
      title: quotes.title,
      validUntil: quotes.validUntil,
      clientName: clients.name,
      contactFirstName: clientContacts.firstName,
      contactEmail: clientContacts.email,
    })
    .from(quotes)
    .innerJoin(clients, and(eq(clients.tenantId, quotes.tenantId), eq(clients.id, quotes.clientId)))
    .innerJoin(
      clientContacts,
      and(eq(clientContacts.tenantId, quotes.tenantId), eq(clientContacts.clientId, quotes.clientId)),
    )
    .where(
      and(
        eq(quotes.tenantId, tenant.id),
        inArray(quotes.status, ['sent', 'viewed', 'accepted', 'declined', 'expired']),
      ),
    )
    .orderBy(desc(quotes.updatedAt))
    .limit(CLIENT_STATUSES.length);

  const rows: { log: NewEmailLog; events: (typeof EVENTS_FOR)[EmailStatus] }[] = [];
  const add = (
    hoursAgo: number,
    templateName: string,
    recipientEmail: string,
    subject: string,
    status: EmailStatus,
    data: Record<string, string>,
    extra: Partial<NewEmailLog> = {},
  ) => {
    const at = new Date(now.getTime() - hoursAgo * HOUR_MS);
    rows.push({
      log: {
        tenantId: tenant.id,
        userId: owner.id,
        emailType: 'transactional',
        status,
        transport: 'smtp',
        templateName,
        recipientEmail,
        subject: fill(subject, data),
        sentAt: status === 'failed' ? null : at,
        metadata: { template_data: data, secrets_removed: true },
        providerMessageId: status === 'failed' ? null : `<demo-${templateName}-${hoursAgo}@mail.demo-msp.test>`,
        lastEventAt: EVENTS_FOR[status] ? new Date(at.getTime() + 2 * HOUR_MS) : null,
        createdAt: at,
        ...extra,
      },
      events: EVENTS_FOR[status],
    });
  };

  sent.forEach((quote, index) => {
    if (!quote.contactEmail) return;
    const data = {
      client_name: quote.clientName,
      quote_number: formatQuoteNumber(quote.number),
      quote_title: quote.title,
      sender_name: ownerName,
      company_name: tenant.name,
      quote_url: REMOVED,
      valid_until: quote.validUntil ?? '',
      message: `Hi ${quote.contactFirstName}, here is the scope we discussed. Happy to walk through it on a call.`,
    };
    const status = CLIENT_STATUSES[index] ?? 'delivered';
    add(
      10 + index * 47,
      'quote_sent',
      quote.contactEmail,
      '{{company_name}} sent you a quote: {{quote_title}}',
      status,
      data,
    );
    if (index % 3 === 1 && status !== 'bounced') {
      const reminder = index % 2 === 0 ? 'opened' : 'delivered';
      add(
        index * 47 - 60 > 5 ? index * 47 - 60 : 6,
        'quote_reminder',
        quote.contactEmail,
        'Reminder: your quote from {{company_name}} is valid until {{valid_until}}',
        reminder,
        data,
      );
    }
  });
  add(
    30,
    'pending_user_joined',
    owner.email,
    '{{user_name}} is waiting to join {{company_name}} on Scopewright',
    'failed',
    {
      admin_name: ownerName,
      user_name: 'Jordan Reyes',
      user_email: 'jordan.reyes@demo-msp.test',
      company_name: tenant.name,
      users_url: '/dashboard/users',
    },
    {
      error: 'Sending failed: 421 4.4.2 mail.demo-msp.test: connection dropped; giving up after 5 attempts',
      metadata: {
        template_data: {
          admin_name: ownerName,
          user_name: 'Jordan Reyes',
          user_email: 'jordan.reyes@demo-msp.test',
          company_name: tenant.name,
          users_url: '/dashboard/users',
        },
        attempts: 5,
        secrets_removed: true,
      },
    },
  );
  add(20 * 24, 'password_reset', owner.email, 'Reset your Scopewright password', 'delivered', {
    recipient_name: owner.firstName ?? ownerName,
    reset_url: REMOVED,
  });

  let count = 0;
  for (const { log, events } of rows) {
    const [inserted] = await tx.insert(emailLogs).values(log).returning({ id: emailLogs.id });
    if (!inserted) continue;
    count += 1;
    const sentAt = log.sentAt instanceof Date ? log.sentAt.getTime() : now.getTime();
    for (const [step, eventType] of (events ?? []).entries()) {
      await tx.insert(emailEvents).values({
        emailLogId: inserted.id,
        tenantId: tenant.id,
        provider: 'ses',
        eventType,
        providerEventId: `demo-${inserted.id}-${eventType}`,
        occurredAt: new Date(sentAt + (step + 1) * 37 * 60 * 1000),
        data:
          eventType === 'bounced' ? { bounceType: 'Permanent', diagnostic: '550 5.1.1 mailbox does not exist' } : {},
      });
    }
  }
  return count;
}
