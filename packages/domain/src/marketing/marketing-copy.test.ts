import { describe, expect, it } from 'vitest';
import { CONTACT_COPY, CONTACT_RATE_LIMIT } from './contact';
import { LEGAL_LAST_UPDATED, MARKETING_CLAIMS, MARKETING_COPY, RELEASE_BADGE_TYPES } from './marketing-copy';

describe('marketing copy, verbatim', () => {
  it('has the marketing claims', () => {
    expect(MARKETING_CLAIMS.map((c) => `${c.value} ${c.label}`)).toEqual([
      '15% average win-rate increase',
      '38% average margin increase',
      '95% average time saved',
      '< 60 s quotes in under 60 seconds',
      '500+ MSPs trust us',
    ]);
    expect(MARKETING_COPY.manualScopingHours).toBe('3-8 hours');
    expect(MARKETING_COPY.foundedYear).toBe(2023);
    expect(MARKETING_COPY.supportReplyHours).toBe(24);
  });

  it('has the contact form validation and result texts', () => {
    expect(CONTACT_COPY.nameMin).toBe('Name must be at least 2 characters.');
    expect(CONTACT_COPY.emailInvalid).toBe('Please enter a valid email address.');
    expect(CONTACT_COPY.companyRequired).toBe('Company name is required.');
    expect(CONTACT_COPY.messageMin).toBe('Message must be at least 10 characters.');
    expect(CONTACT_COPY.sent).toBe("Message sent! We'll get back to you shortly.");
    expect(CONTACT_COPY.failed).toBe('Failed to send message. Please try again.');
    expect(CONTACT_RATE_LIMIT).toEqual({ max: 10, windowSeconds: 3600 });
  });

  it('dates both policies May 23, 2025 and lists the eight release badges', () => {
    expect(LEGAL_LAST_UPDATED).toEqual({ iso: '2025-05-23', privacy: 'May 23, 2025', terms: '5.23.2025' });
    expect(RELEASE_BADGE_TYPES).toEqual([
      'Major Release',
      'Feature Release',
      'Beta Release',
      'Alpha Release',
      'Pre-Alpha',
      'Concept Phase',
      'Vision Phase',
      'Initial Release',
    ]);
  });
});
