import type { BodyOf } from '@ssb/contract';
import type { OrdersPageFilters } from '../staff/orders-pages';

/**
 * The server's data in the query cache, one key per answer, shared by every screen (a save in
 * the admin dashboard refreshes what the school dashboard shows). A shorter key is the prefix
 * of the longer ones: invalidating `staffLists()` refreshes every school's lists.
 */
export const queryKeys = {
  /** Every school (staff); a shorter key than the others of schools, which it refreshes with it. */
  schools: () => ['schools'] as const,
  /** The administrator's pages of schools: under `schools()`, refreshed with them. */
  schoolPages: () => ['schools', 'pages'] as const,
  /** The shop's schools for a search (its key; '' for none), as answered to a signed-in user (`uid`) or a visitor (null). */
  shopSchools: (q: string, uid: string | null) => ['schools', 'shop', q, uid] as const,
  /** One school, by id (its lists' key begins with it). */
  school: (schoolId: string) => ['schools', schoolId] as const,
  /** A school's published lists, as the shop shows them. */
  shopLists: (schoolId: string) => ['schools', schoolId, 'supply-lists'] as const,
  /** A school's teachers: the order step offers a grade's, its staff add them. */
  schoolTeachers: (schoolId: string) => ['schools', schoolId, 'teachers'] as const,
  products: () => ['products'] as const,
  /** The administrator's pages of products: under `products()`, refreshed with them. */
  productPages: () => ['products', 'pages'] as const,
  /** Lists as staff see them (drafts and counters): one school's, or every school's. */
  staffLists: (schoolId?: string) => (schoolId === undefined ? (['supply-lists', 'staff'] as const) : (['supply-lists', 'staff', schoolId] as const)),
  /** The administrator's pages of lists for a filter (a school, waiting for review): under `staffLists()`, refreshed with every school's lists. */
  staffListPages: (filters: { schoolId?: string; awaitingReview?: boolean }) => ['supply-lists', 'staff', 'pages', filters] as const,
  orderStats: (schoolId?: string) => (schoolId === undefined ? (['order-stats'] as const) : (['order-stats', schoolId] as const)),
  /** One order's page: the order, its timeline and the staff's details; under the orders, refreshed with them. */
  orderDetail: (orderId: string) => ['orders', 'detail', orderId] as const,
  /** The Overview's money this season and its paid boxes per day. */
  seasonStats: () => ['order-stats', 'season'] as const,
  adminOrders: (filters?: OrdersPageFilters) => (filters ? (['orders', 'admin', filters] as const) : (['orders', 'admin'] as const)),
  /** The order a payment returned the family from, by its signed link. */
  receipt: (orderId: string, token: string) => ['orders', 'receipt', orderId, token] as const,
  backorder: (orderId: string, productId: string, token: string) => ['orders', 'backorder', orderId, productId, token] as const,
  teacherList: (requestId: string, token: string) => ['teacher-list', requestId, token] as const,
  listRequests: (schoolId: string) => ['schools', schoolId, 'list-requests'] as const,
  /** The children a signed-in family has ordered for. */
  rememberedChildren: (uid: string) => ['remembered-children', uid] as const,
  /** What an invitation's link is for, by its token (the invitation page). */
  invitationLink: (token: string) => ['invitation-link', token] as const,
  /** A school's invitations waiting for their address's owner (administrators only). */
  invitations: (schoolId: string) => ['invitations', schoolId] as const,
  /** The administrator's pages of codes and vouchers, newest first. */
  promotionCodes: () => ['promotion-codes'] as const,
  /** What a checkout of these boxes, to this address, with this code would charge (the order step's breakdown): one entry per basket, not per keystroke. */
  checkoutQuote: (basket: BodyOf<'POST /orders/checkout'>) => ['checkout-quote', basket] as const,
  /** The fee for shipping a box home. */
  shippingSettings: () => ['settings', 'shipping'] as const,
  schoolYears: () => ['school-years'] as const,
  /** The administrator's suppliers, by name (the product dialog's picker). */
  suppliers: () => ['suppliers'] as const,
  /** The administrator's margins of a range of days. */
  margins: (from: string, to: string) => ['margins', from, to] as const,
  representatives: (schoolId?: string) => (schoolId === undefined ? (['representatives'] as const) : (['representatives', schoolId] as const)),
};
