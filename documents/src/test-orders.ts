import { Timestamp } from 'firebase-admin/firestore';
import { emptyAddress } from '@ssb/contract';
import type { OrderDoc } from './orders';

/** An order as stored: a paid box of two items delivered to its school, with `changes` over it. */
export function anOrder(changes: Partial<OrderDoc> = {}): OrderDoc {
  const at = Timestamp.fromMillis(Date.UTC(2026, 6, 1, 12));
  return {
    status: 'PAYMENT_SUCCESS',
    userId: 'guest-1',
    emailKey: 'pat@example.com',
    phoneKey: '2175550142',
    supplyListId: 'list-1',
    schoolId: 'school-1',
    studentFirstName: 'Mia',
    studentLastName: 'Rivera',
    contact: { email: 'Pat@example.com', phone: '(217) 555-0142', fullAddress: 'Lincoln Elementary, 1 School Way' },
    delivery: { toSchool: true, ...emptyAddress },
    snapshot: {
      listName: 'Kindergarten',
      schoolName: 'Lincoln Elementary',
      note: '',
      items: [
        { productId: 'crayons', name: 'Crayons (24 count)', description: '', priceCents: 299, quantity: 2 },
        { productId: 'glue', name: 'Glue sticks', description: '', priceCents: 150, quantity: 1 },
      ],
      skippedItems: [],
      totalCents: 748,
    },
    placedAsGuest: true,
    checkoutSessionId: 'cs_test_1',
    checkoutUrl: null,
    requestFingerprint: null,
    searchTerms: [],
    paymentIntentId: 'pi_test_1',
    checkoutId: 'ord-1',
    paidAt: at,
    handedOver: null,
    announced: [],
    itemChanges: [],
    shipmentId: null,
    refunded: null,
    money: null,
    paidWith: null,
    history: [],
    locale: 'en',
    createdAt: at,
    updatedAt: at,
    ...changes,
  };
}
