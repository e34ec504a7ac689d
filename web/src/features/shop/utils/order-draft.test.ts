import { beforeEach, describe, expect, it } from 'vitest';
import { clearOrderDraft, orderFormOf, readOrderDraft, saveOrderDraft, type OrderDraft } from './order-draft';

const values = {
  email: '',
  phone: '',
  studentFirstName: 'Mia',
  studentLastName: 'Rivera',
  address: { line1: '742 Evergreen Terrace', line2: 'Unit 9', city: 'Springfield', state: 'IL', zipCode: '62704' },
};
const draft: OrderDraft = { form: 'school-maple/list-maple-3', uid: 'uid-parent', email: 'parent@example.com', values, skipped: ['prod-crayons'] };

beforeEach(() => sessionStorage.clear());

describe('an order form’s draft', () => {
  it('is kept for the tab and read back for the same form only', () => {
    saveOrderDraft(draft);
    expect(readOrderDraft('school-maple/list-maple-3')).toEqual(draft);
    expect(readOrderDraft('school-lincoln/list-lincoln-2')).toBeNull();
    expect(sessionStorage.length).toBe(1);
    expect(localStorage.length).toBe(0);
  });

  it('names the form by its school and list, or the saved boxes alone', () => {
    expect(orderFormOf({ school: { id: 'school-maple' }, list: { id: 'list-maple-3' } })).toBe('school-maple/list-maple-3');
    expect(orderFormOf(null)).toBe('boxes');
  });

  it('is gone once cleared', () => {
    saveOrderDraft(draft);
    clearOrderDraft();
    expect(readOrderDraft(draft.form)).toBeNull();
  });

  it('reads as none when unreadable, and keeps the rest when only the typed values are', () => {
    sessionStorage.setItem('ssb.orderDraft', '{not json');
    expect(readOrderDraft(draft.form)).toBeNull();
    sessionStorage.setItem('ssb.orderDraft', JSON.stringify({ ...draft, skipped: [1] }));
    expect(readOrderDraft(draft.form)).toBeNull();
    sessionStorage.setItem('ssb.orderDraft', JSON.stringify({ ...draft, values: { ...values, address: { line1: 3 } } }));
    expect(readOrderDraft(draft.form)).toEqual({ ...draft, values: null });
  });
});
