import { describe, expect, it } from 'vitest';
import { SUGGESTED_TITLE_MAX, suggestQuoteTitle } from './suggest-quote-title';

describe('suggestQuoteTitle', () => {
  it.each([
    [
      'a request with a lead-in',
      'We need to migrate 30 users from Google Workspace to Microsoft 365 and enrol their laptops in Intune.',
      'Migrate 30 users from Google Workspace to Microsoft 365 and enrol their laptops in Intune',
    ],
    [
      'a plain sentence, only its first sentence',
      'Microsoft 365 Business Premium for 20 users with managed backup. They have an old NAS too.',
      'Microsoft 365 Business Premium for 20 users with managed backup',
    ],
    [
      'a long sentence drops its asides',
      'Microsoft 365 Business Premium for 20 users with managed backup and endpoint protection as a monthly service, plus a FortiGate 60F and 12 access points.',
      'Microsoft 365 Business Premium for 20 users with managed backup and endpoint protection',
    ],
    [
      'please + quote for',
      'Please quote for a FortiGate 60F and 12 access points',
      'FortiGate 60F and 12 access points',
    ],
    [
      'a greeting and an article',
      'Hi team, the client wants a new firewall for 3 sites asap!',
      'New firewall for 3 sites',
    ],
    ['lower case start', 'backup and DR for a 5-server office', 'Backup and DR for a 5-server office'],
    ['several lines', '\n\nOnboard Harbor Dental\n- 20 laptops\n- M365', 'Onboard Harbor Dental'],
    ['looking to', 'Looking to replace the phone system with Teams Phone', 'Replace the phone system with Teams Phone'],
    ['could you help', 'Could you help us scope an Intune rollout?', 'Intune rollout'],
  ])('%s', (_name, description, title) => {
    expect(suggestQuoteTitle(description)).toBe(title);
  });

  it('cuts a long sentence at a clause boundary, with no dangling connector', () => {
    const title = suggestQuoteTitle(
      'Migrate the whole company of 140 people across four offices to Microsoft 365, including Teams Phone, SharePoint, Intune and Defender for Business, and retire the on-premises Exchange 2013 server',
    );
    expect(title).toBe('Migrate the whole company of 140 people across four offices to Microsoft 365');
    expect(title.length).toBeLessThanOrEqual(SUGGESTED_TITLE_MAX);
  });

  it('cuts at a word when there is no clause, never mid-word or on "and"', () => {
    const title = suggestQuoteTitle(`Replace ${'old switches and '.repeat(20)}cabling`);
    expect(title.length).toBeLessThanOrEqual(SUGGESTED_TITLE_MAX);
    expect(title).toMatch(/^Replace old switches .* old$/);
  });

  it('holds any text within the limit', () => {
    for (const text of [
      'x'.repeat(5000),
      `${'word '.repeat(1200)}.`,
      'a'.repeat(81),
      'Ümlaut ünïcode ☃ '.repeat(30),
      `We need ${'a'.repeat(120)}`,
    ]) {
      expect(suggestQuoteTitle(text).length).toBeLessThanOrEqual(SUGGESTED_TITLE_MAX);
    }
  });

  it('gives nothing for text with nothing to use', () => {
    expect(suggestQuoteTitle('')).toBe('');
    expect(suggestQuoteTitle('   \n ')).toBe('');
    expect(suggestQuoteTitle('Please.')).toBe('');
  });
});
