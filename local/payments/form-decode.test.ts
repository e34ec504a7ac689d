import { describe, expect, it } from 'vitest';
import { decodeForm, FormDecodeError, formList } from './form-decode.js';

describe('decodeForm', () => {
  it('builds nested hashes and indexed lists as the Stripe SDK encodes them', () => {
    const form = decodeForm(
      'mode=payment&line_items[0][price_data][unit_amount]=1234&line_items[0][quantity]=2' +
        '&line_items[1][quantity]=1&metadata[orderId]=order%201&success_url=http%3A%2F%2Fx%2F%3Fa%3D1%26b%3D2',
    );
    expect(form.mode).toBe('payment');
    expect(form.success_url).toBe('http://x/?a=1&b=2');
    expect(form.metadata).toEqual({ orderId: 'order 1' });
    expect(formList(form, 'line_items', 'line_items')).toEqual([
      { price_data: { unit_amount: '1234' }, quantity: '2' },
      { quantity: '1' },
    ]);
  });

  it('appends for empty brackets and reads bracket keys percent-encoded', () => {
    expect(formList(decodeForm('expand[]=line_items&expand%5B%5D=x'), 'expand', 'expand')).toEqual(['line_items', 'x']);
  });

  it('keeps keys like __proto__ as plain data', () => {
    const form = decodeForm('metadata[__proto__]=x&metadata[constructor]=y');
    expect(Object.keys(form.metadata ?? {})).toEqual(['__proto__', 'constructor']);
  });

  it('rejects a key used both as a value and as a hash, naming it', () => {
    expect(() => decodeForm('metadata=x&metadata[a]=y')).toThrow(FormDecodeError);
    expect(() => decodeForm('metadata[a]=y&metadata=x')).toThrow(/metadata/);
  });

  it('rejects a list with gaps', () => {
    expect(() => formList(decodeForm('line_items[1][quantity]=1'), 'line_items', 'line_items')).toThrow(
      /indexed from 0/,
    );
  });
});
