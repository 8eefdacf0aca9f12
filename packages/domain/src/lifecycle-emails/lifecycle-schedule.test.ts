import { describe, expect, it } from 'vitest';
import {
  daysLeftText,
  dueTrialStep,
  LIFECYCLE_STEPS,
  REMINDER_URGENCY,
  usagePeriod,
  usageThreshold,
  type TrialState,
} from './lifecycle-schedule';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = new Date('2026-03-01T15:00:00Z');
const trial = (overrides: Partial<TrialState> = {}): TrialState => ({
  activeTier: 'trial',
  suspended: false,
  trialStartDate: START,
  trialEndDate: new Date(START.getTime() + 14 * DAY),
  ...overrides,
});
const at = (ms: number) => new Date(START.getTime() + ms);

describe('dueTrialStep', () => {
  it.each([
    ['just started', 0, null],
    ['one second before day 3', 3 * DAY - 1000, null],
    ['day 3', 3 * DAY, 'trial_reminder:3'],
    ['day 6, 23 h', 6 * DAY + 23 * HOUR, 'trial_reminder:3'],
    ['day 7', 7 * DAY, 'trial_reminder:7'],
    ['day 10', 10 * DAY + HOUR, 'trial_reminder:10'],
    ['day 12', 12 * DAY, 'trial_reminder:12'],
    ['day 13 (the final 24 hours)', 13 * DAY, 'trial_reminder:final'],
    ['one second before the end', 14 * DAY - 1000, 'trial_reminder:final'],
    ['the end', 14 * DAY, 'trial_expired'],
    ['6 days after the end', 20 * DAY, 'trial_expired'],
    ['7 days after the end', 21 * DAY, null],
  ] as const)('%s → %s', (_name, offset, step) => {
    expect(dueTrialStep(trial(), at(offset))?.step ?? null).toBe(step);
  });

  it('a workspace that missed days 3 and 7 (server down) is due only day 10, with the days left from now', () => {
    expect(dueTrialStep(trial(), at(10 * DAY + 5 * HOUR))).toEqual({
      step: 'trial_reminder:10',
      key: '10',
      urgency: 'medium',
      daysLeft: 4,
    });
  });

  it('urgency follows the trial schedule: low on days 3 and 7, medium 10, high 12, urgent final', () => {
    expect(REMINDER_URGENCY).toEqual({ 3: 'low', 7: 'low', 10: 'medium', 12: 'high', final: 'urgent' });
    expect(dueTrialStep(trial(), at(13 * DAY + 20 * HOUR))).toMatchObject({ urgency: 'urgent', daysLeft: 1 });
    expect(dueTrialStep(trial(), at(12 * DAY))).toMatchObject({ urgency: 'high', daysLeft: 2 });
    expect(dueTrialStep(trial(), at(3 * DAY))).toMatchObject({ urgency: 'low', daysLeft: 11 });
  });

  it('the final reminder supersedes day 12 in a trial shorter than 13 days', () => {
    const short = trial({ trialEndDate: new Date(START.getTime() + 12.5 * DAY) });
    expect(dueTrialStep(short, at(12.2 * DAY))?.step).toBe('trial_reminder:final');
  });

  it('nothing for converted, suspended, read-only or dateless workspaces', () => {
    expect(dueTrialStep(trial({ activeTier: 'premium' }), at(10 * DAY))).toBeNull();
    expect(dueTrialStep(trial({ activeTier: 'premium' }), at(15 * DAY))).toBeNull();
    expect(dueTrialStep(trial({ suspended: true }), at(10 * DAY))).toBeNull();
    expect(dueTrialStep(trial({ activeTier: 'read_only' }), at(10 * DAY))).toBeNull();
    expect(dueTrialStep(trial({ trialStartDate: null }), at(10 * DAY))).toBeNull();
  });

  it('a trial already flipped to readonly_trial_expired is due its expired email', () => {
    expect(dueTrialStep(trial({ activeTier: 'readonly_trial_expired' }), at(15 * DAY))?.step).toBe('trial_expired');
  });
});

describe('usageThreshold', () => {
  it.each([
    [79, 100, null],
    [80, 100, 80],
    [99, 100, 80],
    [100, 100, 100],
    [120, 100, 100],
    [3, 5, null],
    [4, 5, 80],
    [8, 10, 80],
    [1, 1, null],
    [10, 'unlimited', null],
  ] as const)('%s of %s → %s', (used, limit, expected) => {
    expect(usageThreshold(used, limit)).toBe(expected);
  });
});

describe('steps and periods', () => {
  it('names steps as the exactly-once table stores them', () => {
    expect(LIFECYCLE_STEPS.reminder('final')).toBe('trial_reminder:final');
    expect(LIFECYCLE_STEPS.usageAlert('quotes', 80, usagePeriod(new Date('2026-11-30T23:59:59Z')))).toBe(
      'usage_alert:quotes:80:2026-11',
    );
  });

  it('writes days left as words', () => {
    expect([daysLeftText(1), daysLeftText(4)]).toEqual(['1 day', '4 days']);
  });
});
