import type { QuoteActivityEntry } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { describeActivity } from './describe-activity';

let n = 0;
const entry = (type: QuoteActivityEntry['type'], metadata: Record<string, unknown> = {}, at = '2026-11-22T10:00:00Z') =>
  ({
    id: `e${(n += 1)}`,
    type,
    actor: ['viewed', 'expired', 'accepted', 'declined'].includes(type)
      ? null
      : { id: 'u1', name: 'Dana Wu', email: null },
    apiKey: null,
    versionNo: 1,
    metadata,
    createdAt: at,
  }) satisfies QuoteActivityEntry;

describe('describeActivity', () => {
  it('names who a quote was sent, resent and reminded to, and who acted', () => {
    const items = describeActivity([
      entry('reminded', { to: ['ann@client.example'] }),
      entry('sent', { mode: 'email', to: ['bob@client.example'], resend: true }),
      entry('sent', { mode: 'email', to: ['ann@client.example', 'c@x.example'], cc: ['boss@x.example'] }),
      entry('sent', { mode: 'link', to: [] }),
      entry('link_revoked', { count: 3 }),
      entry('expired'),
      entry('accepted', { signerName: 'Ann Ng' }),
      entry('declined', { reason: 'Budget' }),
    ]);
    expect(items.map((i) => [i.title, i.detail, i.actor])).toEqual([
      ['Reminder sent to ann@client.example', null, 'Dana Wu'],
      ['Resent to bob@client.example', null, 'Dana Wu'],
      ['Sent to ann@client.example, c@x.example', 'Cc boss@x.example', 'Dana Wu'],
      ['Created a link to share', null, 'Dana Wu'],
      ['Revoked 3 links', null, 'Dana Wu'],
      ['Expired', null, 'Scopewright'],
      ['Accepted by Ann Ng', null, 'Client'],
      ['Declined', 'Budget', 'Client'],
    ]);
  });

  it('collapses the views of a version into one item with the count, first and last', () => {
    const items = describeActivity([
      entry('viewed', {}, '2026-11-22T12:00:00Z'),
      entry('viewed', {}, '2026-11-22T11:00:00Z'),
      entry('sent', { mode: 'email', to: ['ann@client.example'] }, '2026-11-22T10:30:00Z'),
      entry('viewed', {}, '2026-11-22T10:00:00Z'),
    ]);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      type: 'viewed',
      actor: 'Client',
      views: { count: 3, first: '2026-11-22T10:00:00Z', last: '2026-11-22T12:00:00Z' },
    });
  });

  it('uses the view count and range the API adds to the first-view entry', () => {
    const [item] = describeActivity([
      entry('viewed', {
        viewCount: 5,
        firstViewedAt: '2026-11-20T09:00:00.000Z',
        lastViewedAt: '2026-11-22T16:00:00.000Z',
      }),
    ]);
    expect(item?.views).toEqual({ count: 5, first: '2026-11-20T09:00:00.000Z', last: '2026-11-22T16:00:00.000Z' });
  });

  it('ignores metadata of the wrong shape instead of printing it', () => {
    const [item] = describeActivity([entry('sent', { mode: 'email', to: [{ evil: true }, 42, 'a@b.example'] })]);
    expect(item?.title).toBe('Sent to a@b.example');
  });

  it('credits an API key when a key, not a person, acted', () => {
    const [item] = describeActivity([{ ...entry('created'), actor: null, apiKey: { id: 'k1', name: 'HubSpot sync' } }]);
    expect(item?.actor).toBe('API key “HubSpot sync”');
  });
});
