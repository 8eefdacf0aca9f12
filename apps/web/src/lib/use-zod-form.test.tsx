import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent, FocusEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useZodForm } from './use-zod-form';

const Schema = z.object({ name: z.string().min(1, 'Name is required'), email: z.email('Enter an email') });

function setup() {
  const hook = renderHook(() => useZodForm(Schema, { name: '', email: '' }));
  const field = (name: 'name' | 'email') => hook.result.current.field(name);
  const type = (name: 'name' | 'email', value: string) =>
    act(() => field(name).onChange({ target: { value } } as ChangeEvent<HTMLInputElement>));
  const blur = (name: 'name' | 'email') => act(() => field(name).onBlur({} as FocusEvent<HTMLInputElement>));
  return { hook, field, type, blur };
}

describe('useZodForm', () => {
  it('shows no error when an untouched empty field is blurred', () => {
    const { field, blur } = setup();
    blur('name');
    blur('email');
    expect(field('name').error).toBeUndefined();
    expect(field('email').error).toBeUndefined();
  });

  it('shows a field’s error once typed in and blurred, then follows every keystroke', () => {
    const { field, type, blur } = setup();
    type('email', 'ada@');
    expect(field('email').error).toBeUndefined();
    blur('email');
    expect(field('email').error).toBe('Enter an email');
    type('email', 'ada@acme.io');
    expect(field('email').error).toBeUndefined();
    type('name', 'x');
    type('name', '');
    expect(field('name').error).toBeUndefined();
    blur('name');
    expect(field('name').error).toBe('Name is required');
  });

  it('shows every error on submit, typed or not', () => {
    const { hook, field } = setup();
    let result: unknown;
    act(() => {
      result = hook.result.current.submit();
    });
    expect(result).toBeNull();
    expect(field('name').error).toBe('Name is required');
    expect(field('email').error).toBe('Enter an email');
  });
});
