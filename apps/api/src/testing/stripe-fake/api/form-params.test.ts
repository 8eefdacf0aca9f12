import { describe, expect, it } from 'vitest';
import { decodeForm, Params } from './form-params';

describe('decodeForm', () => {
  it('nests bracketed keys and turns indexed keys into arrays, as the SDK encodes them', () => {
    const raw =
      'mode=subscription&line_items[0][price]=price_1&line_items[0][adjustable_quantity][enabled]=true' +
      '&metadata[workspace%20id]=w%201&expand[0]=subscription&lookup_keys[]=a&lookup_keys[]=b';
    expect(decodeForm(raw)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', adjustable_quantity: { enabled: 'true' } }],
      metadata: { 'workspace id': 'w 1' },
      expand: ['subscription'],
      lookup_keys: ['a', 'b'],
    });
  });
});

describe('Params', () => {
  it('names the parameter Stripe-style when a value is invalid or unknown', () => {
    const params = new Params(decodeForm('items[0][quantity]=many&extra=1'));
    const [item] = params.objects('items');
    expect(() => item?.integer('quantity')).toThrow(
      expect.objectContaining({ details: { param: 'items[0][quantity]' } }),
    );
    expect(() => params.allowOnly(['items'])).toThrow(/Received unknown parameter: extra/);
  });

  it('merges metadata: an empty value removes a key, an empty metadata clears all', () => {
    expect(new Params(decodeForm('metadata[a]=&metadata[c]=3')).metadata({ a: '1', b: '2' })).toEqual({
      b: '2',
      c: '3',
    });
    expect(new Params(decodeForm('metadata=')).metadata({ a: '1' })).toEqual({});
  });
});
