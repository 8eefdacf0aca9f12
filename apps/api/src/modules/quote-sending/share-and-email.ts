import { activityActor } from '../../platform/access/actor';
import type { Quote, QuoteVersion, Tx } from '@scopewright/db';
import { type SendMode, type SentActivityMetadata, type ShareLinkCreated } from '@scopewright/domain';
import { sendTemplatedEmail } from '../../platform/mail/send-templated-email';
import { actorDisplayName } from '../../platform/access/actor-display-name';
import { recordActivity } from '../quotes';
import { greetingName, listContactsWithEmail, quoteTemplateData, readEmailNames } from './quote-email.queries';
import type { SendingContext } from './sending-context';
import { issueShareLink } from './share-links.queries';

export const QUOTE_SENT_TEMPLATE = 'quote_sent';

export interface Delivery {
  mode: SendMode;
  to: readonly string[];
  cc: readonly string[];
  subject: string;
  message: string;
  attachPdf: boolean;
}

export interface Delivered {
  share: ShareLinkCreated;
  sentTo: string[];
  cc: string[];
}

const unique = (emails: readonly string[]) => [...new Set(emails)];

/**
 * Inside the caller's transaction: a new link to `version`, one quote_sent email per recipient (cc on the first,
 * the PDF declared as an attachment the worker renders), and the `sent` activity. Returns the link once.
 */
export async function shareAndEmail(
  tx: Tx,
  ctx: SendingContext,
  target: { quote: Quote; version: QuoteVersion; resend: boolean; now: Date },
  delivery: Delivery,
): Promise<Delivered> {
  const { quote, version, now } = target;
  const link = await issueShareLink(tx, {
    quote,
    versionId: version.id,
    createdBy: ctx.actor.userId,
    appUrl: ctx.appUrl,
    now,
  });
  const { url, expiresAt } = link;
  const to = delivery.mode === 'email' ? unique(delivery.to) : [];
  const cc = delivery.mode === 'email' ? unique(delivery.cc).filter((email) => !to.includes(email)) : [];
  if (to.length > 0) {
    const names = await readEmailNames(tx, quote);
    const contacts = await listContactsWithEmail(tx, ctx.tenantId, quote.clientId);
    const shared = quoteTemplateData(quote, { ...names, senderName: actorDisplayName(ctx) }, url, expiresAt);
    for (const [index, recipient] of to.entries()) {
      await sendTemplatedEmail(
        { ...ctx.mail, tx },
        {
          to: recipient,
          cc: index === 0 ? cc : [],
          subject: delivery.subject,
          templateAlias: QUOTE_SENT_TEMPLATE,
          templateData: {
            ...shared,
            client_name: greetingName(recipient, contacts, names.clientName),
            message: delivery.message,
          },
          attachments: delivery.attachPdf ? [{ kind: 'quote_pdf', quoteId: quote.id, versionId: version.id }] : [],
          tenantId: ctx.tenantId,
          userId: ctx.actor.userId,
          metadata: { quote_id: quote.id, version_id: version.id, share_link_id: link.id },
        },
      );
    }
  }
  const metadata: SentActivityMetadata = {
    versionNo: version.versionNo,
    mode: delivery.mode,
    to,
    cc,
    attachPdf: to.length > 0 && delivery.attachPdf,
    shareLinkId: link.id,
    ...(target.resend ? { resend: true } : {}),
  };
  await recordActivity(tx, {
    tenantId: ctx.tenantId,
    quoteId: quote.id,
    versionId: version.id,
    type: 'sent',
    ...activityActor(ctx.actor),
    metadata: { ...metadata },
  });
  return { share: { url, expiresAt: expiresAt.toISOString() }, sentTo: to, cc };
}
