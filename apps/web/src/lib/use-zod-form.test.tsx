import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent, FocusEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useZodForm } from './use-zod-form';

const Schema = z.object({ name: z.string().min(1, 'Name is required'), email: z.email('Enter an email') });

function setup() {
  const hook = renderHook(() => useZodForm(Schema, { name: '', email: '' }));
  const field = (name: 'name' | 'email') => hook.result.current.field(name);
  // react-hook-form validates asynchronously: each step waits for it.
  const type = (name: 'name' | 'email', value: string) =>
    act(async () => field(name).onChange({ target: { value } } as ChangeEvent<HTMLInputElement>));
  const blur = (name: 'name' | 'email') => act(async () => field(name).onBlur({} as FocusEvent<HTMLInputElement>));
  return { hook, field, type, blur };
}

describe('useZodForm', () => {
  it('shows no error when an untouched empty field is blurred', async () => {
    const { field, blur } = setup();
    await blur('name');
    await blur('email');
    expect(field('name').error).toBeUndefined();
    expect(field('email').error).toBeUndefined();
  });

  it('shows a field’s error once typed in and blurred, then follows every keystroke', async () => {
    const { field, type, blur } = setup();
    await type('email', 'ada@');
    expect(field('email').error).toBeUndefined();
    await blur('email');
    expect(field('email').error).toBe('Enter an email');
    await type('email', 'ada@acme.io');
    expect(field('email').error).toBeUndefined();
    await type('name', 'x');
    await type('name', '');
    expect(field('name').error).toBeUndefined();
    await blur('name');
    expect(field('name').error).toBe('Name is required');
  });

  it('shows every error on submit, typed or not', async () => {
    const { hook, field } = setup();
    let result: unknown;
    await act(async () => {
      result = await hook.result.current.submit();
    });
    expect(result).toBeNull();
    expect(field('name').error).toBe('Name is required');
    expect(field('email').error).toBe('Enter an email');
  });
});

describe('useZodForm checked on submit', () => {
  const Body = z.object({ contact: z.object({ email: z.email('Enter an email') }) });
  const toInput = (v: Record<'contact.email', string>) => ({ contact: { email: v['contact.email'] } });

  it('shows errors only after a submit, under dotted names, until the field changes', async () => {
    const hook = renderHook(() => useZodForm(Body, { 'contact.email': '' }, { showErrors: 'submitted', toInput }));
    const field = () => hook.result.current.field('contact.email');
    await act(async () => field().onChange({ target: { value: 'ada@' } } as ChangeEvent<HTMLInputElement>));
    await act(async () => field().onBlur());
    expect(field().error).toBeUndefined();
    let result: unknown;
    await act(async () => {
      result = await hook.result.current.submit();
    });
    expect(result).toBeNull();
    expect(field().error).toBe('Enter an email');
    await act(async () => field().onChange({ target: { value: 'ada@acme' } } as ChangeEvent<HTMLInputElement>));
    expect(field().error).toBeUndefined();
    await act(async () => field().onChange({ target: { value: 'ada@acme.io' } } as ChangeEvent<HTMLInputElement>));
    await act(async () => {
      result = await hook.result.current.submit();
    });
    expect(result).toEqual({ contact: { email: 'ada@acme.io' } });
  });
});
