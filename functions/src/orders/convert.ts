import { centsToDollars, type Order } from '@ssb/contract';
import type { OrderDoc } from './repository';

/** The spec's Order shape, built from the snapshot taken at checkout. */
export function toApiOrder(id: string, doc: OrderDoc): Order {
  const { snapshot } = doc;
  return {
    id,
    status: doc.status,
    createdAt: doc.createdAt.toDate().toISOString(),
    userId: doc.userId,
    supplyListId: doc.supplyListId,
    schoolId: doc.schoolId,
    studentFirstName: doc.studentFirstName,
    studentLastName: doc.studentLastName,
    user: { email: doc.contact.email, phone: doc.contact.phone, fullAddress: doc.contact.fullAddress },
    supplyList: {
      name: snapshot.listName,
      totalPrice: centsToDollars(snapshot.totalCents),
      note: snapshot.note,
      school: { name: snapshot.schoolName },
      productsMappings: snapshot.items.map((item) => ({
        productId: item.productId,
        quantity: item.quantity,
        product: { id: item.productId, name: item.name, price: centsToDollars(item.priceCents), description: item.description },
      })),
    },
  };
}
