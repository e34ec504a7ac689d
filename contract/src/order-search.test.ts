import { describe, expect, it } from 'vitest';
import { orderSearchKey, orderSearchTerms } from './order-search';

const order = { studentFirstName: 'Noah', studentLastName: 'García-López', emailKey: 'sam.lee@example.com', phoneKey: '2175550188' };
const terms = orderSearchTerms('order-demo-0004', order);
const finds = (typed: string, keys = terms) => keys.includes(orderSearchKey(typed));

describe('order search', () => {
  it('finds an order from the start of its e-mail, of any word of it, or of the part after the @', () => {
    for (const typed of ['sa', 'sam.lee', 'SAM.LEE@', 'sam.lee@exa', ' Sam.Lee@Example.com ', 'lee', 'example', 'example.com', '@example']) {
      expect(finds(typed), typed).toBe(true);
    }
  });

  it('finds it from its phone in any format, or from its last 4 digits or more', () => {
    for (const typed of ['(217) 555-0188', '2175550188', '217.555.0188', '+1 217 555 0188', '555-0188', '0188']) expect(finds(typed), typed).toBe(true);
  });

  it('finds it from the student’s first, last or full name, without accents, case or hyphens', () => {
    for (const typed of ['No', 'noah', 'NOAH GAR', 'noah garcia lopez', 'García-López', 'garcia lopez', 'lopez']) expect(finds(typed), typed).toBe(true);
  });

  it('finds it from its order number or the start of it, with or without #', () => {
    // The number is the id's last 8 characters: "emo-0004".
    for (const typed of ['#emo-0004', 'EMO-0004', 'emo', '0004', '000', '# emo-0004']) expect(finds(typed), typed).toBe(true);
    const random = orderSearchTerms('Xy7kP2mQ9rT4vW1z', order);
    for (const typed of ['#9rT4vW1z', ' 9RT4VW1Z ', '9rt4']) expect(finds(typed, random), typed).toBe(true);
  });

  it('does not find it from the middle of a word, other digits, or a single character', () => {
    for (const typed of ['oah', 'am.lee', 'sam.lee@other.com', '555', '2175', '0189', 'n', 'kim', 'noah kim', '']) expect(finds(typed), typed).toBe(false);
  });

  it('keeps the keys bounded however long the name and e-mail', () => {
    const long = orderSearchTerms('x'.repeat(20), {
      studentFirstName: 'Anna Maria Luisa Sofia Isabel',
      studentLastName: 'de la Cruz y Fernández de Córdoba',
      emailKey: `${'a.b.'.repeat(30)}c@${'d'.repeat(60)}.example.org`,
      phoneKey: '442079460958123',
    });
    expect(long.length).toBeLessThanOrEqual(289);
    expect(terms.length).toBeLessThan(100);
    // A whole long address is still found, cut as the keys are.
    const email = `${'x'.repeat(40)}@${'y'.repeat(40)}.org`;
    expect(finds(email, orderSearchTerms('order-demo-0004', { ...order, emailKey: email }))).toBe(true);
  });
});
