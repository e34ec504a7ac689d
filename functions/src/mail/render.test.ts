import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@ssb/contract';
import { familyNewsKinds, type FamilyNewsKind, type OrderDoc } from '@ssb/documents';
import { loadLanguages } from '../language';
import { htmlText } from '../test/html-text';
import { anOrder } from '../test/orders';
import { renderFamilyMail, type NewsBox } from './render';

const APP = 'https://shop.example.com';
/** The signed link to the order's page the outbox gives each message (orders/receipt-token.ts). */
const ORDER_PAGE = `${APP}/my-orders?orderId=chk-1&receipt=1760000000.signature`;

const home = { toSchool: false, line1: '19 Elm Street', line2: 'Unit 4', city: 'Chatham', state: 'IL', zipCode: '62629' };

/** Mia's box at Lincoln (to school, nothing skipped) and Leo's at Maple (home, scissors skipped), of one checkout. */
const mia: NewsBox = { orderId: 'ord-aaaa1111mia00001', order: anOrder({ checkoutId: 'chk-1' }), refundedCents: 748, paid: true };
const leo: NewsBox = {
  orderId: 'ord-bbbb2222leo00002',
  order: anOrder({
    checkoutId: 'chk-1',
    studentFirstName: 'Leo',
    delivery: home,
    snapshot: {
      ...anOrder().snapshot,
      listName: 'Grade 3',
      schoolName: 'Maple Grove Academy',
      items: [{ productId: 'pencils', name: 'Pencils', description: '', priceCents: 349, quantity: 2 }],
      skippedItems: [
        { productId: 'scissors', name: 'Safety scissors', description: '', priceCents: 279, quantity: 1 },
        { productId: 'ruler', name: 'Ruler', description: '', priceCents: 99, quantity: 1 },
      ],
      totalCents: 698,
    },
  }),
  refundedCents: 698,
  paid: true,
};

const render = (kind: FamilyNewsKind, boxes: NewsBox[]) => renderFamilyMail(kind, boxes, ORDER_PAGE);

describe('renderFamilyMail', () => {
  describe.each(familyNewsKinds)('%s', (kind) => {
    it.each([
      ['one box', [mia]],
      ['two boxes', [mia, leo]],
    ])(
      '%s: names the order number, the child (but after a failed checkout), the list and school, and links to the order’s page by its signed link, in both parts',
      (_, boxes) => {
        const mail = render(kind, boxes);
        for (const part of [mail.text, htmlText(mail.html)]) {
          expect(part).toContain('Order #mia00001');
          if (kind === 'paymentFailed') {
            expect(part).toMatch(/Kindergarten\s+Lincoln Elementary/);
            expect(part).not.toMatch(/Mia|Leo/);
          } else {
            expect(part).toContain('Mia Rivera');
            expect(part).toContain('Kindergarten · Lincoln Elementary');
            if (boxes.length > 1) expect(part).toContain('Leo Rivera');
          }
        }
        expect(mail.text).toContain(ORDER_PAGE);
        expect(mail.html).toContain(`href="${ORDER_PAGE.replace('&', '&amp;')}"`);
        expect(mail.text).not.toContain(`${APP}/shop`);
      },
    );

    it('is one column that reads in a dark scheme, with no table and no image', () => {
      const { html } = render(kind, [mia, leo]);
      expect(html).toContain('<meta name="color-scheme" content="light dark">');
      expect(html).toContain('@media (prefers-color-scheme: dark)');
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).not.toMatch(/<table|<img|url\(/i);
    });
  });

  it('confirmed: the items in each box, what the family already has, the delivery and the amount paid', () => {
    const one = render('confirmed', [mia]);
    expect(one.subject).toBe("Order #mia00001 confirmed: Mia's school supplies");
    expect(one.text).toContain('In the box:\n- 2 × Crayons (24 count)\n- 1 × Glue sticks');
    expect(one.text).toContain('Delivery: to Lincoln Elementary');
    expect(one.text).toContain('Total paid: $7.48');
    expect(one.text).not.toContain('You already have');
    expect(one.text).not.toContain('Box price');

    const two = render('confirmed', [mia, leo]);
    expect(two.subject).toBe('Order confirmed: 2 school supply boxes');
    expect(two.text).toContain('You already have: Safety scissors, Ruler');
    expect(two.text).toContain('Delivery: to your home, 19 Elm Street, Unit 4, Chatham, IL 62629');
    expect(two.text).toContain('Box price: $7.48');
    expect(two.text).toContain('Box price: $6.98');
    expect(two.text).toContain('Total paid: $14.46');
    expect(htmlText(two.html)).toContain('You already have: Safety scissors, Ruler');
  });

  it('confirmed: a gift paid with the boxes is thanked for after the total, which counts it; no other news names it', async () => {
    await loadLanguages();
    const gift = { schoolName: 'Lincoln Elementary', amountCents: 1250 };
    const paid = renderFamilyMail('confirmed', [mia], ORDER_PAGE, gift);
    expect(paid.text).toContain('Total paid: $19.98\n\nThank you for sponsoring a box at Lincoln Elementary: $12.50 goes to a family in need.');
    expect(htmlText(paid.html)).toContain('Thank you for sponsoring a box at Lincoln Elementary: $12.50 goes to a family in need.');
    const spanish = renderFamilyMail('confirmed', [{ ...mia, order: { ...mia.order, locale: 'es' } }], ORDER_PAGE, gift);
    expect(spanish.text).toContain('Gracias por patrocinar una caja en Lincoln Elementary: $12.50 es para una familia que lo necesita.');
    expect(renderFamilyMail('cancelled', [mia], ORDER_PAGE, gift).text).not.toContain('sponsoring');
  });

  it('confirmed: the amount paid is what the card paid, the discount off and the shipping and sales tax on', () => {
    const money = { subtotalCents: 748, skippedCents: 0, discountCents: 75, shippingCents: 900, taxCents: 42 };
    const paid = render('confirmed', [{ ...mia, order: anOrder({ checkoutId: 'chk-1', money }) }]);
    expect(paid.text).toContain('Total paid: $16.15');
  });

  it('confirmed: a late box says its late order fee after the shipping, in the family’s language, and counts it in the total', async () => {
    await loadLanguages();
    const money = { subtotalCents: 598, skippedCents: 0, discountCents: 0, shippingCents: 0, lateFeeCents: 625, taxCents: 0 };
    const late = { ...mia, order: { ...mia.order, money } };
    const mail = render('confirmed', [late]);
    for (const part of [mail.text, htmlText(mail.html)]) expect(part).toMatch(/Subtotal: \$5\.98\s+Late order fee: \$6\.25\s+Total: \$12\.23/);
    const spanish = renderFamilyMail('confirmed', [{ ...late, order: { ...late.order, locale: 'es' } }], ORDER_PAGE);
    expect(spanish.text).toMatch(/Subtotal: \$5\.98\s+Cargo por pedido tardío: \$6\.25\s+Total: \$12\.23/);
  });

  const miaMoney = { subtotalCents: 748, skippedCents: 0, discountCents: 75, shippingCents: 900, taxCents: 42 };
  const leoMoney = { subtotalCents: 1076, skippedCents: 378, discountCents: 0, shippingCents: 0, taxCents: 0 };
  /** Mia's box with a discount, shipping and tax; Leo's with what the family already had. */
  const bothWithMoney = () => [
    { ...mia, order: { ...mia.order, money: miaMoney } },
    { ...leo, order: { ...leo.order, money: leoMoney } },
  ];

  it('confirmed: each box with its money says its breakdown, only the lines that apply, as My Orders does; the checkout’s total under them', () => {
    const mail = render('confirmed', bothWithMoney());
    for (const part of [mail.text, htmlText(mail.html)]) {
      expect(part).toMatch(/Subtotal: \$7\.48\s+Discount: −\$0\.75\s+Shipping: \$9\.00\s+Sales tax: \$0\.42\s+Total: \$16\.15/);
      expect(part).toMatch(/Subtotal: \$10\.76\s+You already have: −\$3\.78\s+Total: \$6\.98/);
      expect(part).toContain('Total paid: $23.13');
      // The breakdown stands in place of the list price, which would be a second, other amount.
      expect(part).not.toContain('Box price');
    }
    const leoCard = mail.text.slice(mail.text.indexOf('Leo Rivera'));
    expect(leoCard).not.toMatch(/Discount|Shipping|Sales tax/);
  });

  it('confirmed: one box with its money says its breakdown too; an order kept before its money keeps its lines', () => {
    const money = { subtotalCents: 2000, skippedCents: 0, discountCents: 0, shippingCents: 0, taxCents: 125 };
    const one = render('confirmed', [{ ...mia, order: { ...mia.order, money } }]);
    expect(one.text).toContain('Delivery: to Lincoln Elementary\nSubtotal: $20.00\nSales tax: $1.25\nTotal: $21.25');
    expect(one.text).toContain('Total paid: $21.25');
    const before = render('confirmed', [mia]);
    expect(before.text).not.toMatch(/Subtotal|Sales tax/);
  });

  it('payment not completed: says nothing was charged and leads to Pay now on the order’s page, not to the shop', () => {
    const mail = render('paymentFailed', [mia]);
    expect(mail.subject).toBe('Payment not completed for order #mia00001');
    expect(mail.text).toContain('Payment was cancelled or failed for order #mia00001');
    expect(mail.text).toContain(`Pay now: ${ORDER_PAGE}`);
    expect(mail.html).toContain(`>Pay now</a>`);
    expect(render('paymentFailed', [mia, leo]).subject).toBe('Payment not completed for your 2 boxes');
  });

  it('payment not completed: each box with its money says the breakdown its payment asked, not the list price; one kept before, its list price', () => {
    const mail = render('paymentFailed', bothWithMoney());
    for (const part of [mail.text, htmlText(mail.html)]) {
      expect(part).toMatch(/Subtotal: \$7\.48\s+Discount: −\$0\.75\s+Shipping: \$9\.00\s+Sales tax: \$0\.42\s+Total: \$16\.15/);
      expect(part).toMatch(/Subtotal: \$10\.76\s+You already have: −\$3\.78\s+Total: \$6\.98/);
      expect(part).not.toContain('Box price');
    }
    const one = render('paymentFailed', [{ ...mia, order: { ...mia.order, money: { ...miaMoney, discountCents: 0, shippingCents: 0 } } }]);
    expect(one.text).toMatch(/Subtotal: \$7\.48\s+Sales tax: \$0\.42\s+Total: \$7\.90/);
    const before = render('paymentFailed', [mia, leo]);
    expect(before.text).toContain('Box price: $7.48');
    expect(before.text).not.toMatch(/Subtotal|Sales tax/);
  });

  it('payment not completed: titles each box by its list, never by the names the buyer typed (anyone may type any address)', () => {
    const spam = { ...mia, order: { ...mia.order, studentFirstName: 'WIN A FREE TABLET', studentLastName: 'at prizes.example' } };
    const mail = render('paymentFailed', [spam]);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/TABLET|prizes/);
    expect(mail.html).toContain('<h2 style="margin:2px 0 2px;font-size:20px;line-height:1.3;">Kindergarten</h2>');
  });

  it('being packed', () => {
    expect(render('preparing', [mia]).subject).toBe("Mia's box is being packed (order #mia00001)");
    expect(render('preparing', [mia, leo]).subject).toBe('Your 2 boxes are being packed');
  });

  it('ready: at school or on its way home, by the delivery of each box', () => {
    expect(render('ready', [mia]).subject).toBe("Mia's box is ready at school (order #mia00001)");
    expect(render('ready', [mia]).text).toContain("Mia's box of school supplies is ready at Lincoln Elementary.");
    expect(render('ready', [leo]).subject).toBe("Leo's box is on its way home (order #leo00002)");
    const both = render('ready', [mia, leo]).text;
    expect(both).toContain('Ready at Lincoln Elementary');
    expect(both).toContain('On its way home to 19 Elm Street, Unit 4, Chatham, IL 62629');
  });

  it('cancelled: the amount refunded when there was a payment, and no talk of a refund when there was none', () => {
    const refunded = render('cancelled', [mia]);
    expect(refunded.subject).toBe('Order #mia00001 cancelled and refunded');
    expect(refunded.text).toContain('Order #mia00001 for Mia was cancelled and $7.48 was refunded to the card you paid with.');
    expect(render('cancelled', [mia, leo]).text).toContain('Total refunded: $14.46');

    const unpaid = render('cancelled', [{ ...mia, refundedCents: 0, paid: false }]);
    expect(unpaid.subject).toBe('Order #mia00001 cancelled');
    expect(unpaid.text).not.toMatch(/refund/i);
    expect(htmlText(unpaid.html)).not.toMatch(/refund/i);
    expect(unpaid.text).toContain('Nothing was charged for it.');
  });

  it('cancelled: a box that was paid with no card refund (paid at the office) never says that nothing was charged', () => {
    const atTheOffice = render('cancelled', [{ ...mia, refundedCents: 0, paid: true }]);
    expect(atTheOffice.subject).toBe('Order #mia00001 cancelled');
    for (const part of [atTheOffice.text, htmlText(atTheOffice.html)]) {
      expect(part).not.toContain('Nothing was charged');
      expect(part).toContain('Please contact us about the payment you made for it.');
    }
  });

  it('escapes every name a family typed in the HTML, and keeps the subject on one line', () => {
    const hostile = anOrder({
      studentFirstName: '<script>alert(1)</script>',
      studentLastName: 'O\'Brien & "Sons"',
      delivery: { ...home, line1: '<img src=x onerror=alert(1)>' },
    });
    const mail = render('confirmed', [{ orderId: 'ord-x', order: hostile, refundedCents: 0, paid: true }]);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; O&#39;Brien &amp; &quot;Sons&quot;');
    expect(mail.text).toContain('<script>alert(1)</script>');

    const twoLines = render('preparing', [{ ...mia, order: anOrder({ studentFirstName: 'Mia\r\nBcc: x@example.com' }) }]);
    expect(twoLines.subject).toBe("Mia Bcc: x@example.com's box is being packed (order #mia00001)");
  });
});

describe('renderFamilyMail in the language the family ordered in', () => {
  beforeAll(loadLanguages);

  const spanish = (box: NewsBox): NewsBox => ({ ...box, order: { ...box.order, locale: 'es' } satisfies OrderDoc });
  const [miaEs, leoEs] = [spanish(mia), spanish(leo)];
  const es = (dollars: number) => formatMoney(dollars, 'es');

  it('confirmed: subject, words, items, delivery and money in Spanish; the names as the family typed them', () => {
    const one = render('confirmed', [miaEs]);
    expect(one.subject).toBe('Pedido #mia00001 confirmado: útiles escolares de Mia');
    expect(one.html).toContain('<html lang="es">');
    for (const part of [one.text, htmlText(one.html)]) {
      expect(part).toContain('¡Gracias! Su pedido está confirmado.');
      expect(part).toContain('Recibimos su pago por la caja de útiles de Mia.');
      expect(part).toContain('En la caja');
      expect(part).toContain('2 × Crayons (24 count)');
      expect(part).toContain('Entrega: en Lincoln Elementary');
      expect(part).toContain(`Total pagado: ${es(7.48)}`);
    }
    expect(htmlText(one.html)).toContain('Ver Mis pedidos');
    expect(one.text).not.toMatch(/Order|Delivery|Total paid|In the box/);

    const two = render('confirmed', [miaEs, leoEs]);
    expect(two.subject).toBe('Pedido confirmado: 2 cajas de útiles escolares');
    expect(two.text).toContain('Ya tiene: Safety scissors, Ruler');
    expect(two.text).toContain('Entrega: en su casa, 19 Elm Street, Unit 4, Chatham, IL 62629');
    expect(two.text).toContain(`Precio de la caja: ${es(6.98)}`);
    expect(two.text).toContain(`Total pagado: ${es(14.46)}`);
  });

  it('confirmed: the breakdown in Spanish, the same words as My Orders', () => {
    const money = { subtotalCents: 1076, skippedCents: 378, discountCents: 100, shippingCents: 900, taxCents: 37 };
    const mail = render('confirmed', [{ ...leoEs, order: { ...leoEs.order, money } }]);
    for (const part of [mail.text, htmlText(mail.html)]) {
      for (const line of [
        `Subtotal: ${es(10.76)}`,
        `Ya lo tiene: −${es(3.78)}`,
        `Descuento: −${es(1)}`,
        `Envío: ${es(9)}`,
        `Impuesto sobre las ventas: ${es(0.37)}`,
        `Total: ${es(15.35)}`,
      ])
        expect(part).toContain(line);
    }
    expect(mail.text).not.toMatch(/Discount|Shipping|Sales tax/);
  });

  it('payment not completed, being packed, ready and cancelled, each in Spanish', () => {
    const failed = render('paymentFailed', [miaEs]);
    expect(failed.subject).toBe('No se completó el pago del pedido #mia00001');
    expect(failed.text).toContain(`Pagar ahora: ${ORDER_PAGE}`);
    expect(htmlText(failed.html)).toContain('Pagar ahora');
    expect(render('paymentFailed', [miaEs, leoEs]).subject).toBe('No se completó el pago de sus 2 cajas');

    expect(render('preparing', [miaEs]).subject).toBe('Estamos preparando la caja de Mia (pedido #mia00001)');
    expect(render('preparing', [miaEs]).text).toContain('Le escribiremos de nuevo cuando esté lista.');
    expect(render('preparing', [miaEs, leoEs]).subject).toBe('Estamos preparando sus 2 cajas');

    expect(render('ready', [miaEs]).subject).toBe('La caja de Mia está lista en la escuela (pedido #mia00001)');
    expect(render('ready', [leoEs]).subject).toBe('La caja de Leo va camino a su casa (pedido #leo00002)');
    const both = render('ready', [miaEs, leoEs]);
    expect(both.subject).toBe('Sus 2 cajas están listas');
    expect(both.text).toContain('Lista en Lincoln Elementary');
    expect(both.text).toContain('Camino a su casa, 19 Elm Street, Unit 4, Chatham, IL 62629');

    const refunded = render('cancelled', [miaEs]);
    expect(refunded.subject).toBe('Pedido #mia00001 cancelado y reembolsado');
    expect(refunded.text).toContain(`El pedido #mia00001 para Mia fue cancelado y se reembolsaron ${es(7.48)} a la tarjeta con la que pagó.`);
    expect(render('cancelled', [miaEs, leoEs]).text).toContain(`Total reembolsado: ${es(14.46)}`);
    const unpaid = render('cancelled', [{ ...miaEs, refundedCents: 0, paid: false }]);
    expect(unpaid.subject).toBe('Pedido #mia00001 cancelado');
    expect(unpaid.text).toContain('No se le cobró nada por ello.');
    expect(unpaid.text).not.toMatch(/reembols/i);
    expect(render('cancelled', [{ ...miaEs, refundedCents: 0, paid: true }]).text).toContain('Comuníquese con nosotros acerca del pago que hizo por él.');
  });

  it('every kind is all Spanish: none of the English words of its message', () => {
    for (const kind of familyNewsKinds) {
      const english = render(kind, [mia, leo]);
      const mail = render(kind, [miaEs, leoEs]);
      expect(mail.subject).not.toBe(english.subject);
      expect(mail.text).not.toContain('Your orders and their status');
      expect(mail.text).not.toContain('You receive this e-mail');
      expect(mail.text).toContain(kind === 'paymentFailed' ? 'Pagar ahora' : 'Sus pedidos y su estado');
    }
  });

  it('every link of every kind opens the product in Spanish; in English, none names a language', () => {
    for (const kind of familyNewsKinds) {
      const links = (mail: { text: string; html: string }) => [
        ...[...mail.text.matchAll(/https:\/\/shop\.example\.com\S*/g)].map((found) => found[0]),
        ...[...mail.html.matchAll(/href="([^"]+)"/g)].map((found) => found[1]!.replace(/&amp;/g, '&')),
      ];
      const spanish = links(render(kind, [miaEs, leoEs]));
      expect(spanish.length, kind).toBeGreaterThan(1);
      for (const url of spanish) expect(new URL(url).searchParams.get('lang'), `${kind}: ${url}`).toBe('es');
      for (const url of links(render(kind, [mia, leo]))) expect(new URL(url).searchParams.has('lang'), `${kind}: ${url}`).toBe(false);
    }
  });

  it('an order kept before its language was (English by default) is written in English', () => {
    expect(render('confirmed', [mia]).html).toContain('<html lang="en">');
  });
});
