import { describe, expect, it } from 'vitest';
import { isReminderDue, isValidUntilPast, linkExpiryFor, reminderDueDate } from './sending-rules';

const NOW = new Date('2026-11-22T15:00:00Z');

describe('sending rules', () => {
  it.each([
    ['no date', null, false],
    ['yesterday', '2026-11-21', true],
    ['today (valid through the day)', '2026-11-22', false],
    ['tomorrow', '2026-11-23', false],
  ] as const)('valid until %s → past: %s', (_name, validUntil, past) => {
    expect(isValidUntilPast(validUntil, NOW)).toBe(past);
  });

  it('a link works to the end of valid_until, or 30 days without one', () => {
    expect(linkExpiryFor('2026-12-31', NOW).toISOString()).toBe('2026-12-31T23:59:59.999Z');
    expect(linkExpiryFor(null, NOW).toISOString()).toBe('2026-12-22T15:00:00.000Z');
  });

  it.each([
    ['7 days before, due today', '2026-11-29', 7, true],
    ['7 days before, due tomorrow', '2026-11-30', 7, false],
    ['already past the due date', '2026-11-25', 7, true],
    ['expired quotes get no reminder', '2026-11-21', 7, false],
    ['no reminder set', '2026-11-29', null, false],
    ['no valid-until date', null, 7, false],
  ] as const)('%s', (_name, validUntil, days, due) => {
    expect(isReminderDue(validUntil, days, NOW)).toBe(due);
  });

  it('the due date crosses month ends', () => {
    expect(reminderDueDate('2026-12-03', 7)).toBe('2026-11-26');
  });
});
