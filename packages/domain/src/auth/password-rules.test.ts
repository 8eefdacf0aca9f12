import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSignupPasswordStrong, passwordChecklist, StrongPassword } from './password-rules';

describe('passwordChecklist', () => {
  it.each([
    ['empty', '', [false, false, false]],
    ['letters only', 'abcdefgh', [true, true, false]],
    ['digits only', '12345678', [true, false, true]],
    ['short mixed', 'ab12', [false, true, true]],
    ['exactly 8 with both', 'abcdef12', [true, true, true]],
    ['unicode letters count', 'ÄÖÜäöü12', [true, true, true]],
  ])('%s', (_name, password, met) => {
    const items = passwordChecklist(password);
    expect(items.map((i) => i.label)).toEqual(['At least 8 characters', 'At least one letter', 'At least one number']);
    expect(items.map((i) => i.met)).toEqual(met);
    expect(isSignupPasswordStrong(password)).toBe(met.every(Boolean));
  });
});

describe('StrongPassword', () => {
  it.each([
    ['valid', 'Abcdefg1', []],
    ['too short', 'Abc1', ['Password must be at least 8 characters']],
    ['no uppercase', 'abcdefg1', ['Password must contain at least one uppercase letter']],
    ['no lowercase', 'ABCDEFG1', ['Password must contain at least one lowercase letter']],
    ['no number', 'Abcdefgh', ['Password must contain at least one number']],
    ['too long', `Aa1${'x'.repeat(126)}`, ['Password must be at most 128 characters']],
    ['missing', undefined, ['Password is required']],
  ])('%s', (_name, password, messages) => {
    const result = StrongPassword.safeParse(password);
    expect(result.error?.issues.map((i) => i.message) ?? []).toEqual(messages);
  });

  it('accepts exactly the passwords meeting all four rules', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (password) => {
        const expected =
          password.length >= 8 &&
          password.length <= 128 &&
          /\p{Lu}/u.test(password) &&
          /\p{Ll}/u.test(password) &&
          /\p{Nd}/u.test(password);
        expect(StrongPassword.safeParse(password).success).toBe(expected);
      }),
    );
  });
});
