import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ContactInput,
  InvitationAcceptInput,
  LoginInput,
  NewPasswordInput,
  oauthEmailMatchesInvitation,
  ResetRequestInput,
} from './auth-schemas';

type Issues = Record<string, string>;
function issuesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): Issues {
  const out: Issues = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

describe('LoginInput', () => {
  it('trims and lowercases the email', () => {
    expect(LoginInput.parse({ email: '  Ada@ACME.io ', password: 'x' })).toEqual({
      email: 'ada@acme.io',
      password: 'x',
    });
  });

  it.each<[string, unknown, Issues]>([
    ['empty email', { email: '', password: 'x' }, { email: 'Email is required' }],
    ['blank email', { email: '   ', password: 'x' }, { email: 'Email is required' }],
    ['missing email', { password: 'x' }, { email: 'Email is required' }],
    ['invalid email', { email: 'ada@', password: 'x' }, { email: 'Please enter a valid email address' }],
    ['empty password', { email: 'ada@acme.io', password: '' }, { password: 'Password is required' }],
    ['missing password', { email: 'ada@acme.io' }, { password: 'Password is required' }],
    ['unknown key (strict)', { email: 'ada@acme.io', password: 'x', admin: true }, { _: 'Unrecognized key: "admin"' }],
  ])('%s', (_name, value, expected) => {
    expect(issuesOf(LoginInput.safeParse(value))).toEqual(expected);
  });

  it('never accepts an address without exactly one @ and a dotted domain', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (email) => {
        const result = LoginInput.safeParse({ email, password: 'x' });
        if (result.success) expect(result.data.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
      }),
    );
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const result = LoginInput.safeParse({ email, password: 'x' });
        if (result.success) expect(result.data.email).toBe(email.toLowerCase());
      }),
    );
  });
});

describe('ResetRequestInput', () => {
  it.each<[string, unknown, Issues]>([
    ['valid', { email: 'ada@acme.io' }, {}],
    ['invalid', { email: 'nope' }, { email: 'Please enter a valid email address' }],
  ])('%s', (_name, value, expected) => {
    expect(issuesOf(ResetRequestInput.safeParse(value))).toEqual(expected);
  });
});

describe('NewPasswordInput', () => {
  it.each<[string, unknown, Issues]>([
    ['valid', { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, {}],
    [
      'mismatch is shown on confirmPassword',
      { password: 'Abcdefg1', confirmPassword: 'Abcdefg2' },
      { confirmPassword: "Passwords don't match" },
    ],
    [
      'weak and mismatched',
      { password: 'abc', confirmPassword: 'x' },
      { password: 'Password must be at least 8 characters', confirmPassword: "Passwords don't match" },
    ],
    ['missing confirmation', { password: 'Abcdefg1' }, { confirmPassword: "Passwords don't match" }],
  ])('%s', (_name, value, expected) => {
    expect(issuesOf(NewPasswordInput.safeParse(value))).toEqual(expected);
  });
});

describe('ContactInput', () => {
  const ok = { name: 'Ada', email: 'ada@acme.io', company: 'Acme', message: 'Hello there, team!' };
  it.each<[string, unknown, Issues]>([
    ['valid', ok, {}],
    ['name of 1 character', { ...ok, name: ' A ' }, { name: 'Name must be at least 2 characters.' }],
    ['invalid email', { ...ok, email: 'ada' }, { email: 'Please enter a valid email address.' }],
    ['empty email', { ...ok, email: '' }, { email: 'Please enter a valid email address.' }],
    ['empty company', { ...ok, company: ' ' }, { company: 'Company name is required.' }],
    [
      'message of 9 characters',
      { ...ok, message: '123456789' },
      { message: 'Message must be at least 10 characters.' },
    ],
  ])('%s', (_name, value, expected) => {
    expect(issuesOf(ContactInput.safeParse(value))).toEqual(expected);
  });

  it('accepts a 2-character name and a 10-character message', () => {
    expect(ContactInput.safeParse({ ...ok, name: 'Al', message: '1234567890' }).success).toBe(true);
  });
});

describe('InvitationAcceptInput', () => {
  it.each<[string, unknown, Issues]>([
    ['email method', { token: 'inv-1', method: 'email', password: 'abcdefg1', confirmPassword: 'abcdefg1' }, {}],
    ['google method', { token: 'inv-1', method: 'google' }, {}],
    ['microsoft method', { token: 'inv-1', method: 'microsoft' }, {}],
    [
      'mismatched passwords',
      { token: 'inv-1', method: 'email', password: 'abcdefg1', confirmPassword: 'abcdefg2' },
      { confirmPassword: 'Please enter matching passwords' },
    ],
    [
      'empty password',
      { token: 'inv-1', method: 'email', password: '', confirmPassword: '' },
      { password: 'Password is required' },
    ],
  ])('%s', (_name, value, expected) => {
    expect(issuesOf(InvitationAcceptInput.safeParse(value))).toEqual(expected);
  });

  it.each([
    ['unsupported method', { token: 'inv-1', method: 'github' }],
    ['empty token', { token: '', method: 'google' }],
    ['passwords on an OAuth method (strict)', { token: 'inv-1', method: 'google', password: 'x' }],
  ])('rejects %s', (_name, value) => {
    expect(InvitationAcceptInput.safeParse(value).success).toBe(false);
  });

  it.each([
    ['same email', 'ada@acme.io', 'ada@acme.io', true],
    ['case-insensitive', 'Ada@ACME.io', 'ada@acme.io', true],
    ['different email', 'eve@acme.io', 'ada@acme.io', false],
    ['empty', '', '', false],
  ])('oauthEmailMatchesInvitation: %s', (_name, a, b, expected) => {
    expect(oauthEmailMatchesInvitation(a, b)).toBe(expected);
  });
});
