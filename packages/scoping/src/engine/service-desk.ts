import { rawWords } from './tokenise';

/**
 * Day-to-day requests an MSP's service desk answers, not work to scope: one person's account, password or device
 * ("jenny is locked out again, can you reset her password"), one new starter, or a question about a bill ("we
 * got invoice #4471 … can someone explain"). Read from the words alone; anything about a security incident, or
 * about a group of people or several things, is never one.
 */
const ONE_PERSON = new Set(['she', 'he', 'her', 'his', 'him', 'hers', 'i', 'me', 'my']);
const GROUP = new Set(
  'staff users employees people team teams company whole offices sites devices laptops computers servers'.split(' '),
);
/** "same as everybody else" still asks for one new starter; "everyone is locked out" is not one person. */
const EVERYONE = new Set(['everyone', 'everybody', 'all']);
const NEW_STARTER =
  /\b(new (hire|starter|employee|joiner)|starting (on )?(monday|tuesday|wednesday|thursday|friday|next week))\b/;
const ONE_OFF_FIX =
  /\b(locked out|lock(ed)? (him|her|me) out|reset (his|her|the|my) password|forgot (his|her|my) password|(can ?not|cant|can't) (log|sign) ?in|needs? (an? )?(email|account|laptop|login)|the usual stuff|authenticator( app)? is (empty|gone|blank)|reset (my|his|her) (mfa|authenticator))\b/;
/** One person added to or taken off a list, group or shared mailbox ("add mark to the sales@ list, take kelly off"). */
const MEMBERSHIP_CHANGE =
  /\b(add|remove|take)\s+(?:[a-z]+\s+){1,2}(to|from|off|onto|on)\s+(?:the\s+|our\s+)?[\w@.-]+\s+(distribution list|dl|group|shared mailbox|mailbox|team|channel|calendar)\b/;
/** "How do I turn on my out of office": one person's how-to. */
const HOW_DO_I = /\bhow (do|can|would) i\b/;
/** Our own agreement with the client: its renewal, term or notice period. */
const OUR_AGREEMENT =
  /\b(msa|master services agreement|our (agreement|contract) with you|notice period|auto-?renew\w*)\b/;
/** Congratulations and thanks: nothing to scope. */
const SMALL_TALK =
  /\b(congrat\w*|well deserved|said hi|say hi|great job|happy holidays|merry christmas|thank you so much)\b/;

/** The firm's own invoice, not a cloud bill to bring down ("our azure bill went from $800 to $3,100"). */
const BILLING = /\b(invoiced?|refund|credit note|pay (it|this|that))\b/;
/** How the client pays us: "switch our monthly payment from the amex to ACH", "update the card on file". */
const PAYMENT_ADMIN =
  /\b(monthly payment|payment method|ach|autopay|auto-pay|card on file|bank (info|details)|direct debit|billing (contact|address|email|details))\b/;
/**
 * One device that stopped working, already power-cycled ("the label printer is printing blank labels again,
 * tried turning it off and on"): a break-fix ticket, unless several devices or everyone are affected.
 */
const BREAK_FIX =
  /\b(tried (turning|restarting|rebooting|unplugging)|turned it off and (on|back on)|off and on again|printing blank|paper jam|(is|keeps) jamm(ed|ing)|stopped printing|won'?t turn on|will not turn on)\b/;
const ONE_DEVICE =
  /\bthe [\w-]+( [\w-]+)? (printer|scanner|copier|laptop|computer|pc|monitor|phone|headset|dock|label printer)\b/;
const CLOUD_BILL = /\b(azure|aws|amazon|google|microsoft|365|o365|licen[cs]es?|subscriptions?|cloud)\b/;
const BILLING_QUESTION =
  /\b(explain|why|what is|what's|remember|didn'?t ask|dispute|wrong|overcharged|before we pay)\b/;
const INCIDENT =
  /\b(hack(ed)?|breach(ed)?|ransom\w*|virus|malware|phish\w*|compromis\w*|stolen|fraud|fake|scam|suspicious|leak(ed)?)\b/;
const LONG = 320;
/** Small talk that also asks for work is not small talk. */
const ASKS_FOR_WORK = /\b(need|want|can you|could you|quote|migrat\w*|install|set up|replace|upgrade)\b/;

/** Congratulations, thanks and greetings with no request in them: nothing to scope and nothing to log. */
export function isSmallTalk(description: string): boolean {
  const text = description.toLowerCase();
  return text.length <= LONG && SMALL_TALK.test(text) && !ASKS_FOR_WORK.test(text);
}

export function isServiceDeskRequest(description: string): boolean {
  const text = description.toLowerCase();
  if (text.length > LONG || INCIDENT.test(text)) return false;
  const words = rawWords(text);
  if (BILLING.test(text) && BILLING_QUESTION.test(text) && !CLOUD_BILL.test(text)) return true;
  if (PAYMENT_ADMIN.test(text) && !CLOUD_BILL.test(text)) return true;
  if (OUR_AGREEMENT.test(text) && /\b(when|what|how|is it|does)\b/.test(text) && !CLOUD_BILL.test(text)) return true;
  const isShared = words.some((word) => GROUP.has(word) || EVERYONE.has(word));
  if (!isShared && BREAK_FIX.test(text) && ONE_DEVICE.test(text)) return true;
  if (MEMBERSHIP_CHANGE.test(text)) return true;
  if (!isShared && HOW_DO_I.test(text) && words.some((word) => ['my', 'me'].includes(word))) return true;
  if (/\b([2-9]|\d{2,})\b/.test(text)) return false;
  if (words.some((word) => GROUP.has(word))) return false;
  if (NEW_STARTER.test(text)) return true;
  if (words.some((word) => EVERYONE.has(word))) return false;
  return words.some((word) => ONE_PERSON.has(word)) && ONE_OFF_FIX.test(text);
}
