import type { RequestHandler } from 'express';
import { backorderMessages, emailKey, roleMessages, schoolYearMessages, teacherListMessages, type OrdersFilter } from '@ssb/contract';
import { callerOf, type Caller } from './authenticate';
import { conflict, forbidden, gone, notFound, unauthorized } from './errors';
import { API_TEXTS } from '../texts';

// Every access rule of the API (docs/architecture.md, "Who may call what"; docs/product.md §6), one helper each: routes and use cases
// ask these, and never check a role by hand.

export const isAdmin = (caller: Caller | undefined): boolean => caller?.role === 'admin';

/**
 * Administrators only (after `authenticate()`). The role comes from the profile read on this
 * very request, so a new or withdrawn role counts from the caller's next request.
 */
export function requireAdmin(): RequestHandler {
  return function adminsOnly(req, _res, next) {
    if (!isAdmin(callerOf(req))) throw forbidden(API_TEXTS.access.adminsOnly);
    next();
  };
}

/** A past year's list is read-only to everyone: its orders keep it as it was. */
export function assertListOfCurrentYear(list: { archived?: true }): void {
  if (list.archived) throw conflict(schoolYearMessages.pastYearReadOnly);
}

/** A past year's lists are for the school's staff: a family's shop sells only the current year's. */
export function assertMaySeePastLists(caller: Caller | undefined, schoolId: string): void {
  if (!canManageSchool(caller, schoolId)) throw caller ? forbidden() : unauthorized();
}

/** Admins manage every school; a representative manages only its own, with a verified e-mail. */
export function canManageSchool(caller: Caller | undefined, schoolId: string): boolean {
  if (!caller?.user) return false;
  if (caller.role === 'admin') return true;
  return caller.role === 'rep' && caller.emailVerified && caller.user.schoolId === schoolId;
}

/** A user may read and edit only itself; an administrator, anyone. */
export function assertSelfOrAdmin(caller: Caller, userId: string, message = API_TEXTS.access.ownAccount): void {
  if (caller.uid !== userId && caller.role !== 'admin') throw forbidden(message);
}

/** Only an administrator changes a user's role or school. */
export function assertMayChangeRole(caller: Caller): void {
  if (caller.role !== 'admin') throw forbidden(API_TEXTS.access.changeRole);
}

/** The list filter a caller may run: drafts are for administrators and the school's own representative. */
export function visibleListFilter<F extends { schoolId?: string; published?: boolean; awaitingReview?: boolean }>(caller: Caller | undefined, requested: F): F {
  const mayDraft = requested.schoolId !== undefined ? canManageSchool(caller, requested.schoolId) : isAdmin(caller);
  if (mayDraft) return requested;
  if (requested.published === false || requested.awaitingReview) throw forbidden(API_TEXTS.access.draftLists);
  return { ...requested, published: true };
}

export function canSeeList(caller: Caller | undefined, list: { schoolId: string; published: boolean }): boolean {
  return list.published || canManageSchool(caller, list.schoolId);
}

/**
 * The orders filter a caller may run: administrators filter freely; a representative (with a
 * verified e-mail, as for all staff work) is pinned to its school (a list filter must be one of its school's lists: `listSchoolId`
 * answers that); anyone else to its own orders.
 */
export async function visibleOrdersFilter(
  caller: Caller,
  query: OrdersFilter,
  listSchoolId: (listId: string) => Promise<string | null>,
): Promise<OrdersFilter> {
  if (caller.role === 'admin') return query;
  // What only narrows the caller's own orders passes through.
  const narrowing = { status: query.status, since: query.since };
  if (caller.role === 'rep') {
    assertStaff(caller);
    const schoolId = caller.user!.schoolId!;
    const denied = () => forbidden(API_TEXTS.access.schoolOrders);
    if (query.userId || (query.schoolId && query.schoolId !== schoolId)) throw denied();
    if (query.supplyListId) {
      if (query.search) throw forbidden(API_TEXTS.access.searchWithoutList);
      if ((await listSchoolId(query.supplyListId)) !== schoolId) throw denied();
      return { supplyListId: query.supplyListId, ...narrowing };
    }
    return query.search ? { schoolId, ...narrowing, search: query.search } : { schoolId, ...narrowing };
  }
  if (query.search) throw forbidden(API_TEXTS.access.staffSearch);
  if ((query.userId && query.userId !== caller.uid) || query.schoolId || query.supplyListId) throw forbidden(API_TEXTS.access.ownOrders);
  return { userId: caller.uid, ...narrowing };
}

/**
 * Staff work on a school (its lists, its orders, its statistics): an administrator, or that
 * school's own representative, signed in with a verified e-mail. Parents, accounts without a
 * profile or a verified e-mail, and representatives of other schools are refused.
 */
export function assertMayManageSchool(caller: Caller, schoolId: string): void {
  assertStaff(caller);
  if (!canManageSchool(caller, schoolId)) throw forbidden(API_TEXTS.access.ownSchool);
}

/**
 * A shipment to a school (docs/decisions.md §27), its manifest and its receipt at the door: the
 * school's own representatives, who sign for it, and administrators. Families are told of their
 * boxes by e-mail, never shown the school's manifest of other children.
 */
export function assertMayReadShipment(caller: Caller, shipment: { schoolId: string }): void {
  assertMayManageSchool(caller, shipment.schoolId);
}

/**
 * Order exports are staff work: an administrator, or a representative (whose export
 * `visibleOrdersFilter` pins to its school, as it pins GET /orders). Parents read My Orders.
 */
export function assertMayExportOrders(caller: Caller): void {
  assertStaff(caller);
}

/**
 * A school's representative, with a verified e-mail: what only they have (the daily digest of
 * their school's orders) is theirs to set. Administrators are no school's representative.
 */
export function assertRepresentative(caller: Caller): void {
  if (caller.role !== 'rep') throw forbidden('Only a school’s representatives receive the daily e-mail of new paid orders');
  if (!caller.emailVerified) throw forbidden(roleMessages.verifyEmailFirst);
}

/** An administrator or a school representative, with a verified e-mail (the school years' readers, too). */
export function assertStaff(caller: Caller): void {
  if (caller.role !== 'admin' && caller.role !== 'rep') throw forbidden(API_TEXTS.access.staffOnly);
  if (!caller.emailVerified) throw forbidden(roleMessages.verifyEmailFirst);
}

/** docs/product.md §6: a list's note (the text customers read) is the administrator's to edit. */
export function assertMayEditListNote(caller: Caller): void {
  if (!isAdmin(caller)) throw forbidden(API_TEXTS.access.listNote);
}

/**
 * The locks of docs/product.md §4 hold in the school dashboard. An administrator may still change the
 * products of a list that has orders from the admin dashboard: its orders are snapshots,
 * and its published price does not move.
 */
export const mayChangeLockedProducts = (caller: Caller): boolean => isAdmin(caller);

/**
 * Which items of a published list are optional (`listLocks().optionalMarksLocked`) is the
 * administrator's, with its price: each skipped item takes its share off that price. A draft
 * is its school's to mark.
 */
export const mayChangeOptionalMarks = (caller: Caller): boolean => isAdmin(caller);

export interface StatsScope {
  schoolId?: string;
  supplyListId?: string;
}

/**
 * The orders a caller's statistics may count: an administrator any school, list or all;
 * a representative its own school or one of its lists (`listSchoolId`: the school of the
 * asked list), and its own school when it names neither.
 */
export function visibleStatsScope(caller: Caller, query: StatsScope, listSchoolId: string | null): StatsScope {
  assertStaff(caller);
  const scope = query.supplyListId ? { supplyListId: query.supplyListId } : query.schoolId ? { schoolId: query.schoolId } : {};
  if (caller.role === 'admin') return scope;
  const own = caller.user!.schoolId!;
  if ((query.schoolId && query.schoolId !== own) || (query.supplyListId && listSchoolId !== own)) {
    throw forbidden(API_TEXTS.access.schoolOrders);
  }
  return query.supplyListId ? scope : { schoolId: own };
}

/**
 * One order: its owner (the account that placed it, or the verified e-mail a guest order was
 * placed with), its school's representative, or an administrator.
 */
/** An order's staff details (who changed it, its payment, refunds and e-mails): its school's staff and administrators, not its family. */
export const mayReadOrderDetails = (caller: Caller, order: { schoolId: string }): boolean => canManageSchool(caller, order.schoolId);

export function canSeeOrder(caller: Caller, order: { userId: string; schoolId: string; emailKey: string; placedAsGuest: boolean }): boolean {
  if (caller.role === 'admin' || canManageSchool(caller, order.schoolId)) return true;
  return isOrderOwner(caller, order);
}

/** The family an order belongs to: its account, or the verified owner of the e-mail a guest order was placed with. */
function isOrderOwner(caller: Caller, order: { userId: string; emailKey: string; placedAsGuest: boolean }): boolean {
  if (order.userId === caller.uid) return true;
  return order.placedAsGuest && caller.emailVerified && caller.email !== null && emailKey(caller.email) === order.emailKey;
}

/**
 * Pay now opens a payment page for an order: its owner signed in may ask, or whoever holds the
 * order's signed link (`link`, as its token checked: null when none was sent); never anyone by
 * the order's id alone, nor its school's staff, who do not pay for it. Whether the order exists
 * is told only to those.
 */
export function assertMayPayOrder<O extends { userId: string; emailKey: string; placedAsGuest: boolean }>(
  caller: Caller | undefined,
  order: O | null,
  link: 'valid' | 'expired' | 'invalid' | null,
): asserts order is O {
  if (link === 'expired') throw gone(API_TEXTS.access.receiptLinkExpired);
  if (link === 'invalid') throw forbidden(API_TEXTS.access.receiptLink);
  if (link === null && !caller) throw unauthorized();
  if (!order) throw notFound(API_TEXTS.notFound.order);
  if (link === null && !isOrderOwner(caller!, order)) throw forbidden(API_TEXTS.access.ownOrders);
}

/**
 * A backorder's choice, and the page that asks it: whoever holds the e-mail's signed link for the
 * order and item (`validLink`, its token checked), with no account; never anyone by the ids alone.
 */
export function assertMayChooseBackorder(validLink: boolean): void {
  if (!validLink) throw forbidden(backorderMessages.link);
}

/**
 * A teacher's list, and the page that asks for it: whoever holds the request's e-mailed link
 * (`link`, its token checked), with no account. An expired link is told as such (410) only to
 * who holds a link the server signed; anything else is a forged link (403).
 */
export function assertMayUseTeacherLink(link: 'valid' | 'expired' | 'invalid'): void {
  if (link === 'invalid') throw forbidden(teacherListMessages.linkInvalid);
  if (link === 'expired') throw gone(teacherListMessages.linkExpired);
}

/**
 * Approving a list says the school verified it ("Verified by {school}"): only that school's own
 * representatives, with a verified e-mail. Administrators, who work for the vendor, are refused.
 */
export function assertSchoolRepresentative(caller: Caller, schoolId: string): void {
  assertStaff(caller);
  if (caller.role !== 'rep' || caller.user?.schoolId !== schoolId) throw forbidden(teacherListMessages.representativesApprove);
}
