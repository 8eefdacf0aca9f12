import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoginInput } from './auth-schemas';
import { emailDomain, isPublicEmailDomain, PUBLIC_EMAIL_DOMAINS } from './public-email-domains';
import { SignupForm, SignupInput, toSignupInput } from './signup-schemas';

type Issues = Record<string, string>;
function issuesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): Issues {
  const out: Issues = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

const PUBLIC =
  'Please use your company email address. Public email providers are not supported for workspace creation.';
const form = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Acme-MSP.com',
  password: 'secret123',
  confirmPassword: 'secret123',
};

describe('SignupForm', () => {
  it.each<[string, unknown, Issues]>([
    ['valid', form, {}],
    [
      'with the unused marketing fields',
      { ...form, currentQuotingTool: 'Excel', referralSource: 'G2', interests: ['AI'] },
      {},
    ],
    ['empty first name', { ...form, firstName: ' ' }, { firstName: 'Please fill in all required fields' }],
    ['missing last name', { ...form, lastName: undefined }, { lastName: 'Please fill in all required fields' }],
    ['empty email', { ...form, email: '' }, { email: 'Please fill in all required fields' }],
    [
      'empty password',
      { ...form, password: '', confirmPassword: '' },
      { password: 'Please fill in all required fields' },
    ],
    ['passwords differ', { ...form, confirmPassword: 'secret124' }, { confirmPassword: 'Passwords do not match' }],
    [
      'short password',
      { ...form, password: 'abc12', confirmPassword: 'abc12' },
      { password: 'Password must be at least 8 characters with letters and numbers' },
    ],
    [
      'no digit',
      { ...form, password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      { password: 'Password must be at least 8 characters with letters and numbers' },
    ],
    [
      'no letter',
      { ...form, password: '12345678', confirmPassword: '12345678' },
      { password: 'Password must be at least 8 characters with letters and numbers' },
    ],
    ['email not shaped like an email', { ...form, email: 'ada@acme' }, { email: 'Please enter a valid email address' }],
    ['public provider', { ...form, email: 'ada@gmail.com' }, { email: PUBLIC }],
    ['public provider in capitals', { ...form, email: ' ADA@Outlook.COM ' }, { email: PUBLIC }],
    [
      'name over 100 characters',
      { ...form, firstName: 'a'.repeat(101) },
      { firstName: 'Name must be at most 100 characters' },
    ],
    ['unknown key (strict)', { ...form, role: 'super_admin' }, { _: 'Unrecognized key: "role"' }],
  ])('%s', (_name, value, expected) => {
    expect(issuesOf(SignupForm.safeParse(value))).toEqual(expected);
  });

  it.each(PUBLIC_EMAIL_DOMAINS)('rejects %s', (domain) => {
    expect(issuesOf(SignupForm.safeParse({ ...form, email: `ada@${domain}` }))).toEqual({ email: PUBLIC });
  });

  it('normalises names and email', () => {
    const parsed = SignupForm.parse({ ...form, firstName: ' Ada ' });
    expect(parsed.firstName).toBe('Ada');
    expect(parsed.email).toBe('ada@acme-msp.com');
  });
});

describe('SignupInput (the atomic sign-up payload)', () => {
  const payload = {
    email: 'ada@acme-msp.com',
    password: 'secret123',
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyDomain: 'acme-msp.com',
  };
  it.each<[string, unknown, Issues]>([
    ['valid', payload, {}],
    ['domain in another case', { ...payload, companyDomain: 'ACME-MSP.com' }, {}],
    [
      'domain differs from the email',
      { ...payload, companyDomain: 'evil.com' },
      { companyDomain: 'Company domain must match your email domain' },
    ],
    ['public provider', { ...payload, email: 'ada@gmail.com', companyDomain: 'gmail.com' }, { email: PUBLIC }],
    [
      'weak password',
      { ...payload, password: 'password' },
      { password: 'Password must be at least 8 characters with letters and numbers' },
    ],
    [
      'missing domain',
      { ...payload, companyDomain: undefined },
      { companyDomain: 'Please fill in all required fields' },
    ],
    [
      'confirmPassword is not part of the payload',
      { ...payload, confirmPassword: 'secret123' },
      { _: 'Unrecognized key: "confirmPassword"' },
    ],
  ])('%s', (_name, value, expected) => {
    expect(issuesOf(SignupInput.safeParse(value))).toEqual(expected);
  });

  it('toSignupInput derives the lowercase company domain from a parsed form', () => {
    const input = toSignupInput(SignupForm.parse(form));
    expect(input).toEqual({ ...payload });
    expect(SignupInput.safeParse(input).success).toBe(true);
  });

  it('accepts a payload exactly when the email is valid, not public, and companyDomain is its domain', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.domain(), fc.boolean(), (email, other, useOwn) => {
        const companyDomain = useOwn ? emailDomain(email) : other;
        const result = SignupInput.safeParse({ ...payload, email, companyDomain });
        const expected =
          LoginInput.safeParse({ email, password: 'x' }).success &&
          !isPublicEmailDomain(email) &&
          companyDomain.toLowerCase() === emailDomain(email);
        expect(result.success).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
