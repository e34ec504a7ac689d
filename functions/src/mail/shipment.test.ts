import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguages } from '../language';
import { anOrder } from '../test/orders';
import { htmlText } from '../test/html-text';
import { renderDiscrepancyMail, renderShipmentMail, type ShipmentNews } from './shipment';

const ORDER_PAGE = 'https://shop.example.com/order?checkoutId=chk-1&token=t';
const mia = { orderId: 'ord-aaaa1111mia00001', order: anOrder({ checkoutId: 'chk-1' }) };
const leo = { orderId: 'ord-bbbb2222leo00002', order: anOrder({ checkoutId: 'chk-1', studentFirstName: 'Leo' }) };
const school = { name: 'Lincoln Elementary', deliveryDate: '2026-08-24', deliveryInstructions: 'Front office, 8 to 4, from August 25' };

const news = (changes: Partial<ShipmentNews> = {}): ShipmentNews => ({ kind: 'shipped', boxes: [mia], school, orderPage: ORDER_PAGE, ...changes });
const inSpanish = (box: typeof mia) => ({ ...box, order: { ...box.order, locale: 'es' as const } });

beforeAll(loadLanguages);

describe('renderShipmentMail', () => {
  it('shipped: the box is on its way to the school, arriving by its delivery date, with the order and a link to its page', () => {
    const mail = renderShipmentMail(news());
    expect(mail.subject).toBe('Your box is on its way to Lincoln Elementary');
    for (const part of [mail.text, htmlText(mail.html)]) {
      expect(part).toContain(
        "Mia's box of school supplies has left our warehouse for Lincoln Elementary. It arrives at Lincoln Elementary by August 24, 2026.",
      );
      expect(part).toContain('Order #mia00001');
      expect(part).toContain('Mia Rivera');
    }
    expect(mail.text).toContain(ORDER_PAGE);
  });

  it('shipped: a school without a delivery date names none; boxes of one checkout are one message', () => {
    const mail = renderShipmentMail(news({ boxes: [mia, leo], school: { ...school, deliveryDate: null } }));
    expect(mail.subject).toBe('Your 2 boxes are on their way to Lincoln Elementary');
    expect(mail.text).not.toContain('arrive');
    expect(mail.text).toContain('Leo Rivera');
  });

  it('at school: says where and when to collect it when the school said so', () => {
    const mail = renderShipmentMail(news({ kind: 'atSchool' }));
    expect(mail.subject).toBe('Your box is at Lincoln Elementary');
    expect(mail.text).toContain('When and where to collect: Front office, 8 to 4, from August 25');
    expect(renderShipmentMail(news({ kind: 'atSchool', school: { ...school, deliveryInstructions: ' ' } })).text).not.toContain('When and where');
  });

  it('speaks the family’s language', () => {
    const shipped = renderShipmentMail(news({ boxes: [inSpanish(mia)] }));
    expect(shipped.subject).toBe('Su caja va camino a Lincoln Elementary');
    expect(shipped.text).toContain('Llega a Lincoln Elementary a más tardar el 24 de agosto de 2026.');
    const atSchool = renderShipmentMail(news({ kind: 'atSchool', boxes: [inSpanish(mia)] }));
    expect(atSchool.subject).toBe('Su caja está en Lincoln Elementary');
    expect(atSchool.text).toContain('Cuándo y dónde recoger: Front office, 8 to 4, from August 25');
  });
});

describe('renderDiscrepancyMail', () => {
  it('tells the administrators who counted what against the manifest, with the note, and leads to the shipments', () => {
    const mail = renderDiscrepancyMail(
      {
        shipmentId: 'sh1',
        school: 'Lincoln Elementary',
        shipDate: '2026-08-20',
        boxCount: 12,
        carrier: 'UPS',
        trackingNumber: '1Z999',
        expected: 3,
        received: 2,
        receivedBy: 'Pat Office',
        note: 'One carton missing',
        receivedAt: new Date('2026-08-21T15:00:00Z'),
        timeZone: 'America/New_York',
      },
      'https://shop.example.com',
    );
    expect(mail.subject).toBe('Shipment to Lincoln Elementary: 2 of 3 cartons received');
    for (const part of [mail.text, htmlText(mail.html)]) {
      expect(part).toContain('Pat Office signed for shipment sh1 at Lincoln Elementary on Aug 21, 2026, 11:00 AM EDT');
      expect(part).toContain('counted 2 cartons; the manifest says 3.');
      expect(part).toContain('Their note: One carton missing');
      expect(part).toContain('12 boxes');
      expect(part).toContain('Tracking number: 1Z999');
    }
    expect(mail.text).toContain('https://shop.example.com/admin?tab=shipments');
  });
});
