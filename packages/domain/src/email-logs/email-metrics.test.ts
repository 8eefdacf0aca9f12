import { describe, expect, it } from 'vitest';
import { emailFigures, emailRates, emptyStatusCounts, type EmailStatusCounts } from './email-metrics';

const counts = (values: Partial<EmailStatusCounts>): EmailStatusCounts => ({ ...emptyStatusCounts(), ...values });

describe('emailFigures', () => {
  it.each([
    [
      'a clicked email was sent, delivered and opened',
      { clicked: 1 },
      { sent: 1, delivered: 1, opened: 1, clicked: 1 },
    ],
    ['an opened email was sent and delivered', { opened: 1 }, { sent: 1, delivered: 1, opened: 1, clicked: 0 }],
    ['a complaint means it was delivered, not opened', { complained: 1 }, { sent: 1, delivered: 1, opened: 0 }],
    ['a bounce was sent, never delivered', { bounced: 1 }, { sent: 1, delivered: 0, bounced: 1 }],
    ['a failed email was never sent', { failed: 2 }, { sent: 0, delivered: 0, failed: 2 }],
    ['a queued email is neither sent nor failed', { queued: 3 }, { sent: 0, failed: 0, queued: 3 }],
    ['plain SMTP: sent, no events', { sent: 5 }, { sent: 5, delivered: 0 }],
  ])('%s', (_name, input, expected) => {
    expect(emailFigures(counts(input))).toMatchObject(expected);
  });
});

describe('emailRates', () => {
  it('delivery over sent, open and click over delivered, bounce and complaint over sent', () => {
    // 10 sent: 2 still "sent", 3 delivered, 2 opened, 1 clicked, 1 bounced, 1 complained; 4 failed never count.
    const rates = emailRates(
      emailFigures(counts({ sent: 2, delivered: 3, opened: 2, clicked: 1, bounced: 1, complained: 1, failed: 4 })),
    );
    expect(rates).toEqual({ delivery: 7 / 10, open: 3 / 7, click: 1 / 7, bounce: 1 / 10, complaint: 1 / 10 });
  });

  it('is null, not 0 or NaN, when nothing was sent or delivered', () => {
    expect(emailRates(emailFigures(counts({ failed: 3 })))).toEqual({
      delivery: null,
      open: null,
      click: null,
      bounce: null,
      complaint: null,
    });
    expect(emailRates(emailFigures(counts({ sent: 4 })))).toMatchObject({ delivery: 0, open: null, bounce: 0 });
  });
});
