// The Firestore documents as stored: one schema per collection, and the converters every
// read and write goes through. The functions, the seed and the benchmark import them here.
import { schemaConverter } from './converter';
import { ProductDoc, SchoolDoc, schoolInvariant, SupplyListDoc } from './catalog';
import { InvitationDoc } from './invitations';
import { ListRequestDoc } from './teacher-lists';
import { LedgerEntryDoc, LedgerMonthDoc, LedgerWeekDoc, SchoolLedgerDoc } from './ledger';
import { MailDoc } from './mail';
import { PromotionCodeBatchDoc, PromotionCodeDoc, ShippingSettingsDoc } from './money';
import { CheckoutDoc, OrderDoc, orderDefaultsFromId, RateLimitDoc, RefundDoc, StripeEventDoc } from './orders';
import { MarginDayDoc, OrderMarginDoc } from './margins';
import { PaidDayDoc } from './paid-days';
import { PickTotalsDoc } from './pick-totals';
import { PurchaseOrderCounterDoc, PurchaseOrderDoc } from './purchase-orders';
import { DemandDoc } from './demand';
import { ReminderConsentRecordDoc, ReminderRequestDoc } from './reminders';
import { ReadyToShipDoc } from './ready-to-ship';
import { ShipmentDoc } from './shipments';
import { SponsorshipPoolDoc } from './sponsorship';
import { SchoolYearDoc } from './school-years';
import { SupplierDoc } from './suppliers';
import { BackorderNoticeDoc } from './backorders';
import { UserDoc } from './users';

export * from './catalog';
export * from './classes';
export * from './converter';
export * from './demand';
export * from './fields';
export * from './invitations';
export * from './teacher-lists';
export * from './ledger';
export * from './mail';
export * from './margins';
export * from './money';
export * from './orders';
export * from './paid-days';
export * from './pick-totals';
export * from './purchase-orders';
export * from './ready-to-ship';
export * from './reminders';
export * from './shipments';
export * from './sponsorship';
export * from './school-years';
export * from './suppliers';
export * from './backorders';
export * from './users';

/** Each collection's name and converter. */
export const collections = {
  users: { name: 'users', converter: schemaConverter(UserDoc) },
  schools: { name: 'schools', converter: schemaConverter(SchoolDoc, schoolInvariant) },
  products: { name: 'products', converter: schemaConverter(ProductDoc) },
  supplyLists: { name: 'supplyLists', converter: schemaConverter(SupplyListDoc) },
  orders: { name: 'orders', converter: schemaConverter(OrderDoc, undefined, orderDefaultsFromId) },
  stripeEvents: { name: 'stripeEvents', converter: schemaConverter(StripeEventDoc) },
  refunds: { name: 'refunds', converter: schemaConverter(RefundDoc) },
  checkouts: { name: 'checkouts', converter: schemaConverter(CheckoutDoc) },
  pickTotals: { name: 'pickTotals', converter: schemaConverter(PickTotalsDoc) },
  paidDays: { name: 'paidDays', converter: schemaConverter(PaidDayDoc) },
  marginDays: { name: 'marginDays', converter: schemaConverter(MarginDayDoc) },
  orderMargins: { name: 'orderMargins', converter: schemaConverter(OrderMarginDoc) },
  rateLimits: { name: 'rateLimits', converter: schemaConverter(RateLimitDoc) },
  mail: { name: 'mail', converter: schemaConverter(MailDoc) },
  reminderRequests: { name: 'reminderRequests', converter: schemaConverter(ReminderRequestDoc) },
  reminderConsentRecords: { name: 'reminderConsentRecords', converter: schemaConverter(ReminderConsentRecordDoc) },
  invitations: { name: 'invitations', converter: schemaConverter(InvitationDoc) },
  listRequests: { name: 'listRequests', converter: schemaConverter(ListRequestDoc) },
  shippingSettings: { name: 'settings', converter: schemaConverter(ShippingSettingsDoc) },
  promotionCodes: { name: 'promotionCodes', converter: schemaConverter(PromotionCodeDoc) },
  promotionCodeBatches: { name: 'promotionCodeBatches', converter: schemaConverter(PromotionCodeBatchDoc) },
  ledgerEntries: { name: 'ledgerEntries', converter: schemaConverter(LedgerEntryDoc) },
  ledgerMonths: { name: 'ledgerMonths', converter: schemaConverter(LedgerMonthDoc) },
  ledgerWeeks: { name: 'ledgerWeeks', converter: schemaConverter(LedgerWeekDoc) },
  schoolLedgers: { name: 'schoolLedgers', converter: schemaConverter(SchoolLedgerDoc) },
  sponsorshipPools: { name: 'sponsorshipPools', converter: schemaConverter(SponsorshipPoolDoc) },
  suppliers: { name: 'suppliers', converter: schemaConverter(SupplierDoc) },
  purchaseOrders: { name: 'purchaseOrders', converter: schemaConverter(PurchaseOrderDoc) },
  purchaseOrderCounters: { name: 'counters', converter: schemaConverter(PurchaseOrderCounterDoc) },
  backorderNotices: { name: 'backorderNotices', converter: schemaConverter(BackorderNoticeDoc) },
  demand: { name: 'demand', converter: schemaConverter(DemandDoc) },
  shipments: { name: 'shipments', converter: schemaConverter(ShipmentDoc) },
  schoolYears: { name: 'schoolYears', converter: schemaConverter(SchoolYearDoc) },
  readyToShip: { name: 'readyToShip', converter: schemaConverter(ReadyToShipDoc) },
} as const;
