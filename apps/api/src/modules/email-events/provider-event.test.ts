import { describe, expect, it } from 'vitest';
import { mapPostmarkEvent } from './map-postmark-event';
import { mapSendgridEvents } from './map-sendgrid-events';
import { mapSesEvent } from './map-ses-event';
import { parseWhen, redactLink } from './provider-event';

describe('redactLink', () => {
  it.each([
    ['https://app.example.com/invite/9f8e7d6c5b4a39281706?x=1#y', 'https://app.example.com/invite/…'],
    ['https://app.example.com/pricing?utm_source=mail', 'https://app.example.com/pricing'],
    ['https://app.example.com/q/short/abc', 'https://app.example.com/q/short/abc'],
    ['not a url', null],
    [42, null],
  ])('%s → %s', (input, expected) => expect(redactLink(input)).toBe(expected));
});

describe('parseWhen', () => {
  it('reads ISO dates and Unix seconds; anything else is null', () => {
    expect(parseWhen('2026-05-01T10:00:00Z')?.toISOString()).toBe('2026-05-01T10:00:00.000Z');
    expect(parseWhen(1_777_629_600)?.toISOString()).toBe('2026-05-01T10:00:00.000Z');
    expect(parseWhen('yesterday')).toBeNull();
    expect(parseWhen(null)).toBeNull();
  });
});

describe('provider events in our words', () => {
  const bounce = (Type: string, TypeCode: number) => ({
    RecordType: 'Bounce',
    ID: 7,
    Type,
    TypeCode,
    MessageID: 'm-1',
    Email: 'Ann@Client.example',
    BouncedAt: '2026-05-01T10:00:00Z',
  });

  it.each([
    ['HardBounce', 1, 'bounced'],
    ['BadEmailAddress', 100000, 'bounced'],
    ['SoftBounce', 4096, 'soft_bounced'],
    ['Transient', 2, 'soft_bounced'],
    ['DnsError', 256, 'soft_bounced'],
    ['SpamComplaint', 512, 'complained'],
  ])('Postmark bounce %s is %s', (type, code, expected) => {
    const [event] = mapPostmarkEvent(bounce(type, code as number)).events;
    expect(event).toMatchObject({ type: expected, recipients: ['ann@client.example'], providerEventId: 'bounce:7' });
  });

  it('the same Postmark delivery maps to the same event id; another one to another', () => {
    const delivery = {
      RecordType: 'Delivery',
      MessageID: 'm-1',
      Recipient: 'a@b.example',
      DeliveredAt: '2026-05-01T10:00:00Z',
    };
    const id = (record: object) => mapPostmarkEvent(record).events[0]!.providerEventId;
    expect(id(delivery)).toBe(id({ ...delivery }));
    expect(id(delivery)).not.toBe(id({ ...delivery, DeliveredAt: '2026-05-01T10:00:01Z' }));
  });

  it.each([
    ['Permanent', 'bounced'],
    ['Transient', 'soft_bounced'],
    ['Undetermined', 'soft_bounced'],
  ])('SES bounce %s is %s; identity notifications (notificationType) read the same', (bounceType, expected) => {
    const message = {
      notificationType: 'Bounce',
      mail: { messageId: 'ses-1', timestamp: '2026-05-01T10:00:00Z' },
      bounce: { bounceType, bouncedRecipients: [{ emailAddress: 'A@B.example' }], timestamp: '2026-05-01T10:01:00Z' },
    };
    expect(mapSesEvent(message, 'sns-1').events[0]).toMatchObject({
      type: expected,
      providerMessageId: 'ses-1',
      providerEventId: 'sns-1',
      recipients: ['a@b.example'],
    });
  });

  it('SendGrid: the id before the first ".", blocked bounces are soft, other kinds ignored', () => {
    const { events, ignored } = mapSendgridEvents([
      { event: 'bounce', type: 'blocked', sg_message_id: 'abc.def.ghi', timestamp: 1, email: 'x@y.example' },
      { event: 'bounce', sg_message_id: 'abc.x', timestamp: 1, email: 'x@y.example', sg_event_id: 'e2' },
      { event: 'deferred', sg_message_id: 'abc.x', timestamp: 1 },
      { event: 'unsubscribe', sg_message_id: 'abc.x', timestamp: 1 },
    ]);
    expect(events.map((e) => [e.providerMessageId, e.type])).toEqual([
      ['abc', 'soft_bounced'],
      ['abc', 'bounced'],
    ]);
    expect(events[1]!.providerEventId).toBe('e2');
    expect(ignored).toBe(2);
  });
});
