import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { TrackingRequest } from './forms/tracking';
import { trackingUrl } from './tracking';

describe('trackingUrl', () => {
  it('when the carrier is USPS, UPS or FedEx, then the number opens its tracking page', () => {
    expect(trackingUrl('USPS', '9400100000000000000000')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000');
    expect(trackingUrl('UPS', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl('FedEx', '449044304137821')).toBe('https://www.fedex.com/fedextrack/?trknbr=449044304137821');
  });

  it('when the carrier is typed in another case or spacing, then it is still known', () => {
    expect(trackingUrl(' usps ', '1')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=1');
    expect(trackingUrl('Fed Ex', '2')).toBe('https://www.fedex.com/fedextrack/?trknbr=2');
    expect(trackingUrl('U.P.S.', '3')).toBe('https://www.ups.com/track?tracknum=3');
  });

  it('when the carrier is another, then there is no link: the number is shown alone', () => {
    expect(trackingUrl('OnTrac', 'C10000000000000')).toBeNull();
    expect(trackingUrl('DHL', '1234567890')).toBeNull();
  });
});

describe('TrackingRequest', () => {
  it('when the number is typed with spaces or dashes, then it is kept as its letters and digits', () => {
    expect(z.parse(TrackingRequest, { carrier: ' UPS ', trackingNumber: '1z 999-aa1 0123456784' })).toEqual({
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
  });

  it('when the carrier or number is empty, or the number has other signs, then it is refused under its field', () => {
    const first = (body: object) => z.safeParse(TrackingRequest, body).error?.issues[0]?.path;
    expect(first({ carrier: '', trackingNumber: '1' })).toEqual(['carrier']);
    expect(first({ carrier: 'UPS', trackingNumber: '   ' })).toEqual(['trackingNumber']);
    expect(first({ carrier: 'UPS', trackingNumber: '1Z#9' })).toEqual(['trackingNumber']);
  });
});
