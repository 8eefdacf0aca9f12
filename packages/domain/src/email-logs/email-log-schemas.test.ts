import { describe, expect, it } from 'vitest';
import { EMAIL_LOG_COPY } from './email-log-copy';
import { EmailMetricsQuery, ListEmailLogsQuery, PlatformListEmailLogsQuery } from './email-log-schemas';
import { PAGE_MESSAGE, pageSizeMessage } from '../validation/paging';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the resend and load-failure texts', () => {
  it('are verbatim', () => {
    expect(EMAIL_LOG_COPY.notFound).toBe('Email log not found');
    expect(EMAIL_LOG_COPY.onlyFailed).toBe('Can only resend failed emails');
    expect(EMAIL_LOG_COPY.directHtml).toBe('Cannot resend direct HTML emails - original content not stored');
    expect(EMAIL_LOG_COPY.fetchLogsFailed('boom')).toBe('Failed to fetch email logs: boom');
    expect(EMAIL_LOG_COPY.fetchMetricsFailed('boom')).toBe('Failed to fetch email metrics: boom');
    expect(EMAIL_LOG_COPY.fetchLogFailed('boom')).toBe('Failed to fetch email log: boom');
  });
});

describe('ListEmailLogsQuery', () => {
  it('defaults to the first page of 50 and reads every filter', () => {
    expect(ListEmailLogsQuery.parse({})).toEqual({ page: 1, pageSize: 50 });
    expect(
      ListEmailLogsQuery.parse({
        status: 'failed',
        emailType: 'system',
        templateName: 'user_invitation',
        recipient: ' Grace ',
        from: '2026-01-01',
        to: '2026-01-01',
        q: '',
        page: '3',
        pageSize: '100',
        userId: '0192f0c4-6b1e-7a00-8000-000000000001',
      }),
    ).toEqual({
      status: 'failed',
      emailType: 'system',
      templateName: 'user_invitation',
      recipient: 'Grace',
      from: '2026-01-01',
      to: '2026-01-01',
      q: undefined,
      page: 3,
      pageSize: 100,
      userId: '0192f0c4-6b1e-7a00-8000-000000000001',
    });
  });

  it.each([
    ['an unknown status', { status: 'lost' }, EMAIL_LOG_COPY.unknownStatus('lost')],
    ['an inverted range', { from: '2026-02-02', to: '2026-02-01' }, 'The start date must be on or before the end date'],
    ['a bad user id', { userId: 'nope' }, EMAIL_LOG_COPY.badUuid('userId')],
    ['page 0', { page: '0' }, PAGE_MESSAGE],
    ['page 1.5', { page: '1.5' }, PAGE_MESSAGE],
    ['a page beyond the counted matches', { page: '201' }, EMAIL_LOG_COPY.pageTooDeep],
    ['a page size over 100', { pageSize: '101' }, pageSizeMessage(100)],
    ['a date that does not exist', { from: '2026-02-30' }, 'Use a date like 2026-12-31.'],
  ])('refuses %s with a precise message', (_name, input, message) => {
    expect(firstMessage(ListEmailLogsQuery.safeParse(input))).toBe(message);
  });

  it('names the statuses in the unknown-status message', () => {
    expect(EMAIL_LOG_COPY.unknownStatus('x')).toBe(
      'Unknown status "x": use one of queued, sent, delivered, opened, clicked, bounced, complained, failed.',
    );
  });

  it('takes tenantId on the platform door only', () => {
    const tenantId = '0192f0c4-6b1e-7a00-8000-000000000002';
    expect(ListEmailLogsQuery.safeParse({ tenantId }).success).toBe(false);
    expect(PlatformListEmailLogsQuery.parse({ tenantId })).toMatchObject({ tenantId });
    expect(firstMessage(PlatformListEmailLogsQuery.safeParse({ tenantId: '12' }))).toBe(
      EMAIL_LOG_COPY.badUuid('tenantId'),
    );
  });
});

describe('EmailMetricsQuery', () => {
  it('defaults to this month and refuses an unknown range', () => {
    expect(EmailMetricsQuery.parse({})).toEqual({ range: 'month' });
    expect(firstMessage(EmailMetricsQuery.safeParse({ range: 'decade' }))).toBe(EMAIL_LOG_COPY.unknownRange('decade'));
  });
});
