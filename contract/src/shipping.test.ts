import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { loadLocale, setLocaleSource } from './i18n/texts';
import { moneyMessages } from './money-texts';
import { ShippingSettingsRequest } from './shipping';
import { homeDeliveryText, shippingChargeCents } from './shipping-rules';

describe('homeDeliveryText', () => {
  it('says the fee and the threshold, in the issue’s words', () => {
    expect(homeDeliveryText({ homeDeliveryFee: 9, freeOver: 50 })).toBe('Home delivery: $9.00, free on orders of $50.00 or more');
    expect(homeDeliveryText({ homeDeliveryFee: 4.5, freeOver: null })).toBe('Home delivery: $4.50');
  });

  it('says nothing when there is no fee', () => {
    expect(homeDeliveryText({ homeDeliveryFee: 0, freeOver: null })).toBeNull();
    expect(homeDeliveryText({ homeDeliveryFee: 0, freeOver: 50 })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await loadLocale('es');
    setLocaleSource(() => 'es');
    try {
      expect(homeDeliveryText({ homeDeliveryFee: 9, freeOver: 50 })).toBe('Envío a domicilio: $9.00, gratis en pedidos de $50.00 o más');
    } finally {
      setLocaleSource(() => 'en');
    }
  });
});

describe('shippingChargeCents', () => {
  const settings = { homeDeliveryFeeCents: 900, freeOverCents: 5000 };

  it('charges the fee once when a box goes home, under the threshold', () => {
    expect(shippingChargeCents(settings, { itemsCents: 2376, anyBoxHome: true })).toBe(900);
  });

  it('waives it at the threshold or over, and for boxes delivered to their school', () => {
    expect(shippingChargeCents(settings, { itemsCents: 5000, anyBoxHome: true })).toBe(0);
    expect(shippingChargeCents(settings, { itemsCents: 2376, anyBoxHome: false })).toBe(0);
    expect(shippingChargeCents({ homeDeliveryFeeCents: 900, freeOverCents: null }, { itemsCents: 1_000_000, anyBoxHome: true })).toBe(900);
  });
});

describe('ShippingSettingsRequest', () => {
  it('takes a fee and an optional threshold, in dollars', () => {
    expect(z.parse(ShippingSettingsRequest, { homeDeliveryFee: 9 })).toEqual({ homeDeliveryFee: 9, freeOver: null });
    expect(z.parse(ShippingSettingsRequest, { homeDeliveryFee: 0, freeOver: 49.99 })).toEqual({ homeDeliveryFee: 0, freeOver: 49.99 });
  });

  it('refuses a threshold of nothing with its message', () => {
    const result = z.safeParse(ShippingSettingsRequest, { homeDeliveryFee: 9, freeOver: 0 });
    expect(result.error?.issues[0]).toMatchObject({ path: ['freeOver'], message: moneyMessages.shipping.freeOverInvalid });
  });
});
