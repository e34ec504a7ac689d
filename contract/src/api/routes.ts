import { z } from 'zod/mini';
import {
  CalculatePriceRequest,
  CalculatePriceResponse,
  IdParam,
  ListProductsResponse,
  ProductPhotoParams,
  ProductResponse,
  ProductSearchQuery,
  ProductsPage,
  ProductsQuery,
  ProductsResponse,
  SchoolResponse,
  SchoolsQuery,
  SchoolsResponse,
  SupplyListsPage,
  SupplyListsQuery,
  SupplyListsResponse,
} from '../catalog';
import {
  BoxTeacherRequest,
  BoxTeacherResponse,
  ClassAssignmentsRequest,
  ClassAssignmentsResponse,
  TeacherRequest,
  TeacherResponse,
  TeachersResponse,
} from '../classes';
import { ClientConfig } from '../client-config';
import { AcceptInvitationRequest, AcceptInvitationResponse, InvitationLookupRequest, InvitationLookupResponse } from '../forms/invitation';
import { ReminderRequest, ReminderResponse } from '../forms/reminder';
import { CreateSchoolRequest, UpdateSchoolRequest } from '../forms/school';
import { InviteRepresentativeRequest, SupplierRequest } from '../forms/staff';
import { TrackingRequest } from '../forms/tracking';
import {
  BulkStatusRequest,
  BulkStatusResponse,
  HandedOverResponse,
  HandOverResponse,
  PackingSlipResponse,
  PackingSlipsPage,
  PickListQuery,
  PickListResponse,
  UndoHandOverResponse,
} from '../fulfilment';
import { FundraisingQuery, FundraisingResponse, LedgerCsvQuery, LedgerPage, LedgerQuery, PayoutResponse } from '../ledger';
import { PayoutRequest } from '../payout-request';
import { HealthResponse } from '../health';
import {
  BoxesCheckoutRequest,
  CheckoutCancelledQuery,
  CheckoutFailure,
  CheckoutQuoteRequest,
  CheckoutQuoteResponse,
  CheckoutResponse,
  GuestCheckoutRequest,
  IdempotencyHeaders,
  OrderLookupRequest,
  OrdersExportQuery,
  OrdersPage,
  OrdersQuery,
  OrdersResponse,
  OrderStatusResponse,
  PayNowRequest,
  PayNowResponse,
  ReceiptQuery,
  UserCheckoutRequest,
} from '../orders';
import { OrderDetailResponse } from '../order-detail';
import { PageQuery } from '../paging';
import { ConfirmLinkQuery, UnsubscribeLinkQuery } from '../reminder-links';
import { SeasonStatsResponse } from '../season';
import {
  CancelOrderResponse,
  CreateSupplyListRequest,
  InvitationParams,
  InvitationsResponse,
  OrderResponse,
  OrderStatsQuery,
  OrderStatsResponse,
  ProductRequest,
  RecordOrderRequest,
  RemoveListProductsRequest,
  RepresentativeParams,
  RepresentativesResponse,
  SaveListProductsRequest,
  SchoolStatsResponse,
  ScopedOrdersQuery,
  SetListPriceRequest,
  SendBackListRequest,
  SetOrderStatusRequest,
  SetOrderStatusResponse,
  StatsTimeZoneQuery,
  SupplyListResponse,
  UpdateSupplyListRequest,
} from '../staff';
import {
  CreatePromotionCodeRequest,
  PromotionCodeBatchRequest,
  PromotionCodeBatchResponse,
  PromotionCodeResponse,
  PromotionCodesPage,
  PromotionCodesQuery,
  UpdatePromotionCodeRequest,
} from '../promotion-codes';
import { SchoolListsQuery, SchoolYearParam, SchoolYearResponse, SchoolYearsResponse, StartSchoolYearRequest } from '../school-years';
import { ShippingSettingsRequest, ShippingSettingsResponse } from '../shipping';
import { SupplierResponse, SuppliersResponse } from '../suppliers';
import {
  CreatePurchaseOrderRequest,
  PurchaseOrderFromDemandRequest,
  PurchaseOrderResponse,
  PurchaseOrdersPage,
  PurchaseOrdersQuery,
  ReceiptRequest,
  SetPurchaseOrderStatusRequest,
} from '../purchase-orders';
import { BackorderChoiceRequest, BackorderNoticeResponse, BackorderQuery, BackorderRequest, BackorderResponse } from '../backorders';
import { DemandQuery, DemandResponse } from '../demand';
import { ListRequestRequest, ListRequestResponse, ListRequestsPage, ListSubmissionRequest, TeacherListQuery, TeacherListResponse } from '../teacher-lists';
import { MarginsQuery, MarginsResponse } from '../margins';
import {
  CreateShipmentRequest,
  DayManifestQuery,
  DayManifestResponse,
  SetShipmentStatusRequest,
  ShipmentManifestResponse,
  ShipmentReceiptRequest,
  ShipmentResponse,
  ShipmentsPage,
  ReadyToShipResponse,
  ShipmentsQuery,
  SchoolShipmentsResponse,
} from '../shipments';
import { SponsoredOrderRequest, SponsorshipResponse } from '../sponsorship';
import { UserResponse } from '../user';
import { AuthIdParam, CreateUserRequest, DailyDigestRequest, RememberedChildrenResponse, UpdateUserRequest } from '../users';
import type { ErrorStatus } from './errors';

// The API described once: every route under /api, who may call it, what it takes and what it
// answers. GET /api/openapi.json is generated from this table, a unit test holds it to the routes
// the Express app serves (and to the schemas they parse with), and the API tests read every answer
// through the schema of its status. The web app imports the schemas it reads, never this table.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route, as a tag; the route's `who` says it in words.
 * - `public`: anyone, no sign-in needed;
 * - `signedIn`: any signed-in account, answered by its role (its own, its school's, everything);
 * - `self`: a person for its own account (an administrator for anyone's);
 * - `schoolStaff`: the school's representatives, with a verified e-mail, and administrators;
 * - `admin`: administrators only.
 */
export type Access = 'public' | 'signedIn' | 'self' | 'schoolStaff' | 'admin';

/** A successful answer: JSON read through `schema`, a CSV file, a PDF document, an HTML page, a WebP image, a redirect, or nothing. */
export type Answer =
  { kind: 'json'; schema: z.ZodMiniType; description?: string } | { kind: 'csv' | 'pdf' | 'html' | 'webp' | 'redirect' | 'empty'; description?: string };

export interface ApiRoute {
  summary: string;
  access: Access;
  who: string;
  /** A public route that reads a sign-in when one is sent: its staff see more (drafts, counters). */
  readsSignIn?: true;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  headers?: z.ZodMiniType;
  /** A body posted as a form rather than JSON (RFC 8058's one-click unsubscribe); none is needed. */
  formBody?: true;
  /** A body that is an image (`PHOTO_TYPES`, up to `PHOTO_LIMIT_BYTES`) sent with its own Content-Type, not JSON. */
  imageBody?: true;
  answers: Partial<Record<200 | 201 | 204 | 303 | 308 | 410, Answer>>;
  /** The refusals of the route's own rules; 400, 401, an administrator's 403, 413, 415 and 500 follow from how it is called (`errorStatuses`). */
  errors?: readonly ErrorStatus[];
  /** The body of a refusal, when it says more than `{ error }`. */
  errorBody?: z.ZodMiniType;
}

export type RouteKey = `${HttpMethod} /${string}`;

// Generic, so that the table keeps each answer's schema type: the web app's client types answers by it.
const json = <S extends z.ZodMiniType>(schema: S, description?: string) => ({ kind: 'json' as const, schema, description });
const csv = { kind: 'csv', description: 'A CSV file (UTF-8 with a byte order mark), its header row in the request language' } as const satisfies Answer;
const pdf = { kind: 'pdf', description: 'A PDF document, its fixed words in the request language' } as const satisfies Answer;
const page = { kind: 'html', description: 'A page in the link language' } as const satisfies Answer;
const noContent = { kind: 'empty' } as const satisfies Answer;
const webp = { kind: 'webp', description: 'A square WebP image, cached for a year: its address changes when the photo does' } as const satisfies Answer;
/** The catalogue at the edge: an anonymous request with a query parameter its answer does not use is sent to the address without it. */
const canonical = { kind: 'redirect', description: 'The same address without the query parameters the answer does not use' } as const satisfies Answer;

/** The API's description of itself: an OpenAPI 3.1 document, as GET /openapi.json answers it. */
export const OpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export const apiRoutes = {
  // ------------------------------------------------------------------ the service
  'GET /health': { summary: 'The API answers', access: 'public', who: 'Anyone', answers: { 200: json(HealthResponse) } },
  'GET /client-config': {
    summary: 'What the browser needs to reach the identity service and the live orders',
    access: 'public',
    who: 'Anyone',
    answers: { 200: json(ClientConfig) },
  },
  'GET /openapi.json': {
    summary: 'This description of the API (OpenAPI 3.1)',
    access: 'public',
    who: 'Anyone',
    answers: { 200: json(OpenApiDocument), 308: canonical },
  },

  // ------------------------------------------------------------------ the catalogue
  'GET /schools': {
    summary: 'Schools by a word of their name, their city or ZIP code',
    access: 'public',
    readsSignIn: true,
    who: 'Anyone: the schools with a list to buy, a signed-in family’s own first; an administrator gets every school with its counters, a page at a time',
    query: SchoolsQuery,
    answers: { 200: json(SchoolsResponse), 308: canonical },
  },
  'GET /schools/{id}': {
    summary: 'One school',
    access: 'public',
    readsSignIn: true,
    who: 'Anyone; its representatives and administrators also get its counters',
    params: IdParam,
    answers: { 200: json(SchoolResponse), 308: canonical },
    errors: [404],
  },
  'GET /schools/{id}/supply-lists': {
    summary: 'A school’s lists',
    access: 'public',
    readsSignIn: true,
    who: 'Anyone, its published lists; its representatives and administrators, its drafts and counters too',
    params: IdParam,
    query: SchoolListsQuery,
    answers: { 200: json(SupplyListsResponse), 308: canonical },
    errors: [401, 403, 404],
  },
  'GET /supply-lists': {
    summary: 'Lists by name, a page at a time',
    access: 'public',
    readsSignIn: true,
    who: 'Anyone, the published lists; drafts for administrators and the school’s own representatives',
    query: SupplyListsQuery,
    answers: { 200: json(SupplyListsPage), 308: canonical },
    errors: [403],
  },
  'GET /supply-lists/{id}': {
    summary: 'One list',
    access: 'public',
    readsSignIn: true,
    who: 'Anyone, when it is published; a draft for administrators and the school’s own representatives',
    params: IdParam,
    answers: { 200: json(SupplyListResponse), 308: canonical },
    errors: [404],
  },
  'GET /supplies': {
    summary: 'Every published list (the API test page’s call)',
    access: 'public',
    who: 'Anyone',
    answers: { 200: json(SupplyListsResponse), 308: canonical },
  },
  'GET /products': {
    summary: 'Products by name, or by price within a range, a page at a time',
    access: 'public',
    readsSignIn: true,
    who: 'Anyone; administrators also get how many lists use each',
    query: ProductsQuery,
    answers: { 200: json(ProductsPage), 308: canonical },
  },
  'GET /products/search': {
    summary: 'Products whose name starts with the text',
    access: 'public',
    who: 'Anyone',
    query: ProductSearchQuery,
    answers: { 200: json(ProductsResponse) },
  },
  'GET /products/supply-list/{id}': {
    summary: 'A list’s products with their quantities',
    access: 'public',
    readsSignIn: true,
    who: 'Anyone, for a published list; a draft’s for administrators and the school’s own representatives',
    params: IdParam,
    answers: { 200: json(ListProductsResponse) },
    errors: [404],
  },
  'GET /products/{id}': {
    summary: 'One product',
    access: 'public',
    readsSignIn: true,
    who: 'Anyone; administrators also get how many lists use it',
    params: IdParam,
    answers: { 200: json(ProductResponse) },
    errors: [404],
  },
  'GET /products/{id}/photo/{version}/{size}.webp': {
    summary: 'A product’s photo (960) or thumbnail (320)',
    access: 'public',
    who: 'Anyone',
    params: ProductPhotoParams,
    answers: { 200: webp },
    errors: [404],
  },
  'POST /products/calculate-price': {
    summary: 'The catalogue sum of some products, in dollars',
    access: 'public',
    who: 'Anyone (limited per client address)',
    body: CalculatePriceRequest,
    answers: { 200: json(CalculatePriceResponse) },
    errors: [404, 429],
  },

  // ------------------------------------------------------------------ administration of the catalogue
  'POST /schools': {
    summary: 'Adds a school',
    access: 'admin',
    who: 'Administrators',
    body: CreateSchoolRequest,
    answers: { 201: json(SchoolResponse) },
  },
  'PUT /schools/{id}': {
    summary: 'Changes a school (only what is sent)',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    body: UpdateSchoolRequest,
    answers: { 200: json(SchoolResponse) },
    errors: [404],
  },
  'POST /products': {
    summary: 'Adds a product',
    access: 'admin',
    who: 'Administrators',
    body: ProductRequest,
    answers: { 201: json(ProductResponse) },
  },
  'PUT /products/{id}': {
    summary: 'Changes a product',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    body: ProductRequest,
    answers: { 200: json(ProductResponse) },
    errors: [404],
  },
  'DELETE /products/{id}': {
    summary: 'Deletes a product no list uses',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    answers: { 204: noContent },
    errors: [404, 409],
  },
  'PUT /products/{id}/photo': {
    summary: 'Puts a product’s photo (JPEG, PNG or WebP up to 5 MB, the body with its Content-Type), kept with a 320 px and a 960 px square WebP',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    imageBody: true,
    answers: { 200: json(ProductResponse) },
    errors: [404],
  },
  'DELETE /products/{id}/photo': {
    summary: 'Removes a product’s photo',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    answers: { 200: json(ProductResponse) },
    errors: [404],
  },
  'POST /products/{id}/backorder': {
    summary:
      'Puts an item on backorder with its revised date (after today) and a substitute of equal or greater price, if any, and e-mails the family of every paid, unpacked box holding it, once per delay, a signed link to choose',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    body: BackorderRequest,
    answers: { 200: json(BackorderResponse) },
    errors: [404],
  },
  'POST /suppliers': {
    summary: 'Adds a supplier: a name, the e-mail purchase orders go to, and its lead time in days',
    access: 'admin',
    who: 'Administrators',
    body: SupplierRequest,
    answers: { 201: json(SupplierResponse) },
  },
  'GET /suppliers': {
    summary: 'Every supplier by name (at most 500)',
    access: 'admin',
    who: 'Administrators',
    answers: { 200: json(SuppliersResponse) },
  },
  'POST /purchase-orders': {
    summary: 'Makes a draft purchase order: a supplier, and products with their quantity and unit cost in dollars',
    access: 'admin',
    who: 'Administrators',
    body: CreatePurchaseOrderRequest,
    answers: { 201: json(PurchaseOrderResponse) },
  },
  'POST /purchase-orders/from-demand': {
    summary: 'Makes a draft purchase order of a supplier’s shortfalls, each rounded up to whole packs at the product’s cost',
    access: 'admin',
    who: 'Administrators',
    body: PurchaseOrderFromDemandRequest,
    answers: { 201: json(PurchaseOrderResponse) },
    errors: [409],
  },
  'GET /purchase-orders': {
    summary: 'Purchase orders, newest first, of one status or all, a page at a time',
    access: 'admin',
    who: 'Administrators',
    query: PurchaseOrdersQuery,
    answers: { 200: json(PurchaseOrdersPage) },
  },
  'GET /purchase-orders/{id}': {
    summary: 'One purchase order, with its receipts',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    answers: { 200: json(PurchaseOrderResponse) },
    errors: [404],
  },
  'GET /purchase-orders/{id}.csv': {
    summary: 'A purchase order’s lines and total as CSV',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    answers: { 200: csv },
    errors: [404],
  },
  'PUT /purchase-orders/{id}/status': {
    summary: 'Orders a draft (its quantities go on order) or cancels an order (what has not arrived comes off order)',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    body: SetPurchaseOrderStatusRequest,
    answers: { 200: json(PurchaseOrderResponse) },
    errors: [404, 409],
  },
  'POST /purchase-orders/{id}/receipts': {
    summary: 'Receives goods of an ordered purchase order: stock on hand up, on order down; PARTIAL until every line is whole, then RECEIVED',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    body: ReceiptRequest,
    answers: { 201: json(PurchaseOrderResponse) },
    errors: [404, 409],
  },
  'POST /shipments': {
    summary:
      'Ships a school’s packed boxes (those delivered to it, in no shipment yet), or exactly the boxes named, on a day in a number of cartons; each box is in one shipment at most',
    access: 'admin',
    who: 'Administrators',
    body: CreateShipmentRequest,
    answers: { 201: json(ShipmentResponse) },
    errors: [404, 409],
  },
  'GET /shipments': {
    summary: 'A day’s shipments, by school, a page at a time',
    access: 'admin',
    who: 'Administrators',
    query: ShipmentsQuery,
    answers: { 200: json(ShipmentsPage) },
  },
  'GET /shipments/ready': {
    summary: 'The schools with packed boxes delivered to them and in no shipment yet, each with how many, by school name',
    access: 'admin',
    who: 'Administrators',
    answers: { 200: json(ReadyToShipResponse) },
  },
  'GET /shipments/manifest': {
    summary: 'The day’s manifest: every shipment of the day with its school’s delivery details and its boxes',
    access: 'admin',
    who: 'Administrators',
    query: DayManifestQuery,
    answers: { 200: json(DayManifestResponse) },
  },
  'GET /shipments/manifest.csv': {
    summary: 'The day’s manifest as CSV, a row per box',
    access: 'admin',
    who: 'Administrators',
    query: DayManifestQuery,
    answers: { 200: csv },
  },
  'GET /shipments/{id}': {
    summary: 'One shipment, with its receipt at the school',
    access: 'schoolStaff',
    who: 'Administrators and the school’s representatives',
    params: IdParam,
    answers: { 200: json(ShipmentResponse) },
    errors: [403, 404],
  },
  'GET /shipments/{id}/manifest': {
    summary:
      'A shipment’s manifest: its cartons, the school’s address, delivery contact and instructions, and per box the order number, child, list and teacher where known',
    access: 'schoolStaff',
    who: 'Administrators and the school’s representatives',
    params: IdParam,
    answers: { 200: json(ShipmentManifestResponse) },
    errors: [403, 404],
  },
  'GET /shipments/{id}/manifest.csv': {
    summary: 'A shipment’s manifest as CSV, a row per box',
    access: 'schoolStaff',
    who: 'Administrators and the school’s representatives',
    params: IdParam,
    answers: { 200: csv },
    errors: [403, 404],
  },
  'PUT /shipments/{id}/status': {
    summary: 'Hands a shipment to the carrier: each family is told its box is on its way, once, however often it is sent',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    body: SetShipmentStatusRequest,
    answers: { 200: json(ShipmentResponse) },
    errors: [404, 409],
  },
  'POST /shipments/{id}/receipt': {
    summary:
      'The school signs for a shipped shipment at its door: the count of cartons, who received them and a note. The manifest’s count tells each family its box is at the school; another count is a discrepancy, e-mailed to the administrators at once',
    access: 'schoolStaff',
    who: 'Administrators and the school’s representatives',
    params: IdParam,
    body: ShipmentReceiptRequest,
    answers: { 201: json(ShipmentResponse) },
    errors: [403, 404, 409],
  },
  'GET /purchasing/demand': {
    summary:
      'What paid boxes not yet packed need, per product, against its stock and what is on order, with the shortfall; of one school or all, of one supplier or all',
    access: 'admin',
    who: 'Administrators',
    query: DemandQuery,
    answers: { 200: json(DemandResponse) },
  },
  'GET /reports/margins': {
    summary: 'Revenue, cost and margin of the boxes paid on a range of days, by product, list and school',
    access: 'admin',
    who: 'Administrators',
    query: MarginsQuery,
    answers: { 200: json(MarginsResponse) },
  },

  // ------------------------------------------------------------------ a school's lists (school dashboard)
  'POST /supply-lists': {
    summary: 'Adds a draft list to a school',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    body: CreateSupplyListRequest,
    answers: { 201: json(SupplyListResponse) },
    errors: [403, 404],
  },
  'PUT /supply-lists/{id}': {
    summary: 'Renames a list, or changes its price or note, within its locks',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators (the note: administrators)',
    params: IdParam,
    body: UpdateSupplyListRequest,
    answers: { 200: json(SupplyListResponse) },
    errors: [403, 404, 409],
  },
  'DELETE /supply-lists/{id}': {
    summary: 'Deletes a list without live orders',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    answers: { 204: noContent },
    errors: [403, 404, 409],
  },
  'POST /supply-lists/{id}/products': {
    summary: 'Saves a list’s whole selection of products',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators, within the list’s locks',
    params: IdParam,
    body: SaveListProductsRequest,
    answers: { 200: json(SupplyListResponse) },
    errors: [403, 404, 409],
  },
  'DELETE /supply-lists/{id}/products': {
    summary: 'Takes products off a list',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators, within the list’s locks',
    params: IdParam,
    body: RemoveListProductsRequest,
    answers: { 200: json(SupplyListResponse) },
    errors: [403, 404, 409],
  },
  'POST /supply-lists/{id}/review': {
    summary: 'Asks the administrators to publish a draft',
    access: 'schoolStaff',
    who: 'The school’s representatives',
    params: IdParam,
    answers: { 200: json(SupplyListResponse) },
    errors: [403, 404, 409],
  },
  'POST /supply-lists/{id}/send-back': {
    summary: 'Sends a draft waiting for review back to its representative with a note',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    body: SendBackListRequest,
    answers: { 200: json(SupplyListResponse) },
    errors: [400, 404, 409],
  },
  'PUT /supply-lists/{id}/approve': {
    summary: 'Verifies the list for its school: the shop shows “Verified by {school}” with the date; a change of its items clears it',
    access: 'schoolStaff',
    who: 'The school’s own representatives, with a verified e-mail; not administrators, as the approval is the school’s word',
    params: IdParam,
    answers: { 200: json(SupplyListResponse) },
    errors: [403, 404],
  },
  'PUT /supply-lists/{id}/publish': {
    summary: 'Publishes a list',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    answers: { 200: json(SupplyListResponse) },
    errors: [404, 409],
  },
  'PUT /supply-lists/{id}/unpublish': {
    summary: 'Takes a list back to draft',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    answers: { 200: json(SupplyListResponse) },
    errors: [404, 409],
  },
  'PUT /supply-lists/{id}/price': {
    summary: 'Sets a list’s price, published or not',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    body: SetListPriceRequest,
    answers: { 200: json(SupplyListResponse) },
    errors: [404, 409],
  },

  // ------------------------------------------------------------------ representatives and invitations
  'GET /schools/{id}/representatives': {
    summary: 'A school’s representatives',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    answers: { 200: json(RepresentativesResponse) },
    errors: [404],
  },
  'POST /schools/{id}/representatives': {
    summary: 'Invites an address to represent the school (the role comes only with the e-mailed link)',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    body: InviteRepresentativeRequest,
    answers: { 201: json(InvitationsResponse) },
    errors: [404, 409],
  },
  'DELETE /schools/{id}/representatives/{userId}': {
    summary: 'Takes the role from a representative, signing it out',
    access: 'admin',
    who: 'Administrators',
    params: RepresentativeParams,
    answers: { 200: json(RepresentativesResponse) },
    errors: [404, 503],
  },
  'GET /schools/{id}/invitations': {
    summary: 'A school’s pending invitations',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    answers: { 200: json(InvitationsResponse) },
    errors: [404],
  },
  'POST /schools/{id}/invitations': {
    summary: 'Invites an address to represent the school',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    body: InviteRepresentativeRequest,
    answers: { 201: json(InvitationsResponse) },
    errors: [404, 409],
  },
  'DELETE /schools/{id}/invitations/{invitationId}': {
    summary: 'Withdraws an invitation',
    access: 'admin',
    who: 'Administrators',
    params: InvitationParams,
    answers: { 200: json(InvitationsResponse) },
    errors: [404],
  },
  'POST /invitations/lookup': {
    summary: 'What an invitation’s link is for',
    access: 'public',
    who: 'Anyone holding the link’s token (limited per client address)',
    body: InvitationLookupRequest,
    answers: { 200: json(InvitationLookupResponse) },
    errors: [409, 410, 429],
  },
  'POST /invitations/accept': {
    summary: 'Takes an invitation: sets the address’s password, verifies it and grants the role',
    access: 'public',
    who: 'Anyone holding the link’s token (limited per client address)',
    body: AcceptInvitationRequest,
    answers: { 200: json(AcceptInvitationResponse) },
    errors: [409, 410, 429],
  },

  // ------------------------------------------------------------------ lists from teachers
  'POST /schools/{id}/list-requests': {
    summary: 'Asks a teacher for a grade’s list: e-mails the teacher a signed link to the list page, valid 30 days, no account needed',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    body: ListRequestRequest,
    answers: { 201: json(ListRequestResponse) },
    errors: [403, 404],
  },
  'GET /schools/{id}/list-requests': {
    summary: 'A school’s list requests with their submissions and drafts, by grade, paged',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    query: PageQuery,
    answers: { 200: json(ListRequestsPage) },
    errors: [403],
  },
  'GET /list-requests/{id}': {
    summary: 'What the teacher’s page shows of its request',
    access: 'public',
    who: 'Anyone holding the request e-mail’s signed link (limited per client address)',
    params: IdParam,
    query: TeacherListQuery,
    answers: { 200: json(TeacherListResponse) },
    errors: [403, 410, 429],
  },
  'POST /list-requests/{id}/submission': {
    summary: 'The teacher’s list, one item and quantity a line, and a note; once',
    access: 'public',
    who: 'Anyone holding the request e-mail’s signed link; no account is needed (limited per client address)',
    params: IdParam,
    body: ListSubmissionRequest,
    answers: { 200: json(ListRequestResponse) },
    errors: [403, 409, 410, 429],
  },
  'POST /list-requests/{id}/draft': {
    summary:
      'Makes a draft list of the grade from the submission, each line matched to the catalogue’s products (best first, with a score), the unmatched lines apart',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    answers: { 201: json(ListRequestResponse) },
    errors: [403, 404, 409],
  },

  // ------------------------------------------------------------------ the school dashboard's orders and fulfilment
  'GET /schools/{id}/stats': {
    summary: 'A school’s order statistics and counters',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    query: StatsTimeZoneQuery,
    answers: { 200: json(SchoolStatsResponse) },
    errors: [403, 404],
  },
  'GET /schools/{id}/ledger': {
    summary: 'The school’s share: its ledger’s entries of a period, newest first, a page at a time, with the totals of the months it touches and the balance',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    query: LedgerQuery,
    answers: { 200: json(LedgerPage) },
    errors: [403, 404],
  },
  'GET /schools/{id}/ledger.csv': {
    summary: 'The school’s ledger of a period as CSV',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    query: LedgerCsvQuery,
    answers: { 200: csv },
    errors: [403, 404],
  },
  'GET /schools/{id}/fundraising': {
    summary: 'The school’s share for its Fundraising tab: this season by month, list and week, and a month’s statement, from counters',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    query: FundraisingQuery,
    answers: { 200: json(FundraisingResponse) },
    errors: [403, 404],
  },
  'POST /schools/{id}/payouts': {
    summary: 'Records money paid out to the school of its share (409 above its balance)',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    body: PayoutRequest,
    headers: IdempotencyHeaders,
    answers: { 201: json(PayoutResponse) },
    errors: [404, 409],
  },
  'GET /schools/{id}/shipments': {
    summary: 'The school’s shipments on their way (shipped, not yet signed for), newest first: what its representative confirms at the door',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    answers: { 200: json(SchoolShipmentsResponse) },
    errors: [403, 404],
  },
  'GET /schools/{id}/pick-list': {
    summary: 'What the school’s paid boxes hold, product by product; with by=teacher, also teacher by teacher',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    query: PickListQuery,
    answers: { 200: json(PickListResponse) },
    errors: [403, 404],
  },
  'GET /schools/{id}/pick-list/export': {
    summary: 'The pick list as CSV',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    answers: { 200: csv },
    errors: [403, 404],
  },
  'GET /schools/{id}/packing-slips': {
    summary: 'The school’s boxes to pack, a page at a time',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    query: PageQuery,
    answers: { 200: json(PackingSlipsPage) },
    errors: [403, 404],
  },
  'GET /schools/{id}/handover': {
    summary: 'What waits to be picked up at the school: its boxes and the orders ready for pickup, a page at a time',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    query: PageQuery,
    answers: { 200: json(PackingSlipsPage) },
    errors: [403, 404],
  },
  'POST /schools/{id}/teachers': {
    summary: 'Adds a teacher of the school: a name and the grade taught (at most 200 a school)',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    body: TeacherRequest,
    answers: { 201: json(TeacherResponse) },
    errors: [403, 404],
  },
  'GET /schools/{id}/teachers': {
    summary: 'The school’s teachers by grade, names and grades only: the order step offers a grade’s teachers',
    access: 'public',
    who: 'Anyone',
    params: IdParam,
    answers: { 200: json(TeachersResponse) },
    errors: [404],
  },
  'POST /schools/{id}/class-assignments': {
    summary:
      'Assigns the school’s paid boxes to teachers from class lists as CSV (first_name, last_name, teacher; at most 5,000 rows), children and teachers matched by name with accents and case folded; answers how many were assigned and the rows that matched no box, several boxes or no teacher, with their lines',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    body: ClassAssignmentsRequest,
    answers: { 200: json(ClassAssignmentsResponse) },
    errors: [403, 404],
  },
  'GET /schools/{id}/labels.pdf': {
    summary: 'A label per paid box (child, teacher, grade, school) on US letter sheets of 30 labels (2.625 × 1 in, 3 × 10)',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    answers: { 200: pdf },
    errors: [403, 404],
  },
  'GET /schools/{id}/handed-over': {
    summary: 'The boxes handed to their families today',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    answers: { 200: json(HandedOverResponse) },
    errors: [403, 404],
  },
  'GET /schools/{id}/sponsorship': {
    summary: 'The school’s sponsorship pool: what families gave, what sponsored boxes used, how many, and the balance',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    answers: { 200: json(SponsorshipResponse) },
    errors: [403, 404],
  },
  'POST /schools/{id}/sponsored-orders': {
    summary: 'Gives a child a box of one of the school’s published lists, paid from its sponsorship pool',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    body: SponsoredOrderRequest,
    headers: IdempotencyHeaders,
    answers: { 201: json(OrderResponse) },
    errors: [403, 404, 409],
  },
  'GET /orders/school/{id}': {
    summary: 'A school’s orders, newest first, a page at a time',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    query: ScopedOrdersQuery,
    answers: { 200: json(OrdersPage) },
    errors: [403, 404],
  },
  'GET /orders/supply-list/{id}': {
    summary: 'A list’s orders, newest first, a page at a time',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    query: ScopedOrdersQuery,
    answers: { 200: json(OrdersPage) },
    errors: [403, 404],
  },
  'GET /orders/stats/overview': {
    summary: 'Order statistics: all orders, a school’s or a list’s',
    access: 'schoolStaff',
    who: 'Administrators (all orders, with the counts of schools, lists and products); a representative, its own school’s',
    query: OrderStatsQuery,
    answers: { 200: json(OrderStatsResponse) },
    errors: [403, 404],
  },
  'GET /orders/stats/season': {
    summary: 'This season’s money (paid, refunded, net, the average box) and its paid boxes per day',
    access: 'admin',
    who: 'Administrators',
    query: StatsTimeZoneQuery,
    answers: { 200: json(SeasonStatsResponse) },
  },
  'GET /orders/export': {
    summary: 'Every order GET /orders would page through, as CSV',
    access: 'schoolStaff',
    who: 'Administrators; a representative, its own school’s',
    query: OrdersExportQuery,
    answers: { 200: csv },
    errors: [403, 404],
  },
  'PUT /orders/{id}/teacher': {
    summary: 'Assigns the box to a teacher of its school, or back to Not known yet (null)',
    access: 'schoolStaff',
    who: 'The representatives of the order’s school and administrators',
    params: IdParam,
    body: BoxTeacherRequest,
    answers: { 200: json(BoxTeacherResponse) },
    errors: [403, 404],
  },
  'GET /orders/{id}/packing-slip': {
    summary: 'One box’s packing slip',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    answers: { 200: json(PackingSlipResponse) },
    errors: [403, 404],
  },
  'POST /orders/{id}/hand-over': {
    summary: 'Ticks a box handed to its family (the order is completed)',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    answers: { 200: json(HandOverResponse) },
    errors: [403, 404, 409],
  },
  'DELETE /orders/{id}/hand-over': {
    summary: 'Takes back today’s handover tick',
    access: 'schoolStaff',
    who: 'The school’s representatives and administrators',
    params: IdParam,
    answers: { 200: json(UndoHandOverResponse) },
    errors: [403, 404, 409],
  },

  // ------------------------------------------------------------------ orders
  'GET /orders': {
    summary: 'Orders, newest first, a page at a time (with the total on the first page)',
    access: 'signedIn',
    who: 'A family, its own orders; a representative, its school’s; an administrator, any',
    query: OrdersQuery,
    answers: { 200: json(OrdersPage) },
    errors: [403, 404],
  },
  'GET /orders/user/{id}': {
    summary: 'A person’s orders, newest first, a page at a time',
    access: 'self',
    who: 'The person; administrators',
    params: IdParam,
    query: PageQuery,
    answers: { 200: json(OrdersPage) },
    errors: [403, 404],
  },
  'POST /orders': {
    summary: 'Records an order for a school, for example one paid at the office',
    access: 'admin',
    who: 'Administrators',
    body: RecordOrderRequest,
    headers: IdempotencyHeaders,
    answers: { 201: json(OrderResponse) },
    // Priced by the checkout's quote: its refusals (a code, an address Stripe Tax cannot place, Stripe Tax not set up) are the checkout's.
    errors: [404, 409, 502, 503],
    errorBody: CheckoutFailure,
  },
  'GET /orders/{id}': {
    summary: 'One order and its timeline; for its school’s staff, its delivery, payment, refunds and e-mails too',
    access: 'signedIn',
    who: 'Its family (or the verified owner of the e-mail a guest order was placed with), its school’s representatives and administrators',
    params: IdParam,
    answers: { 200: json(OrderDetailResponse) },
    errors: [403, 404],
  },
  'GET /orders/{id}/status': {
    summary: 'An order’s status, nothing else',
    access: 'public',
    who: 'Anyone',
    params: IdParam,
    answers: { 200: json(OrderStatusResponse) },
    errors: [404],
  },
  'GET /orders/{id}/receipt': {
    summary: 'The orders a payment page’s signed return address has just paid for (7 days)',
    access: 'public',
    who: 'Anyone holding the signed link',
    params: IdParam,
    query: ReceiptQuery,
    answers: { 200: json(OrdersResponse) },
    errors: [403, 404, 410],
  },
  'PUT /orders/{id}/status': {
    summary: 'Moves an order to any status; to CANCELLED is the cancellation, with its refund',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    body: SetOrderStatusRequest,
    answers: { 200: json(SetOrderStatusResponse) },
    errors: [404, 409, 502],
  },
  'PUT /orders/{id}/tracking': {
    summary: 'Adds (or changes) the carrier and tracking number of a box sent home, and e-mails the family its tracking link',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    body: TrackingRequest,
    answers: { 200: json(OrderResponse) },
    errors: [404, 409],
  },
  'DELETE /orders/{id}': {
    summary: 'Cancels an order, refunding what is left of its card payment',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    answers: { 200: json(CancelOrderResponse) },
    errors: [404, 409, 502],
  },
  'POST /orders/bulk-status': {
    summary: 'Moves many orders at once: the selected ones, or every paid order of a school',
    access: 'admin',
    who: 'Administrators',
    body: BulkStatusRequest,
    answers: { 200: json(BulkStatusResponse) },
    errors: [404],
  },

  // ------------------------------------------------------------------ buying
  'POST /orders/checkout/guest': {
    summary: 'A guest’s checkout of one box: its payment page',
    access: 'public',
    who: 'Anyone (limited per client address and per e-mail); an e-mail with a verified account must sign in',
    body: GuestCheckoutRequest,
    headers: IdempotencyHeaders,
    answers: { 201: json(CheckoutResponse) },
    errors: [404, 409, 429, 502, 503],
    errorBody: CheckoutFailure,
  },
  'POST /orders/checkout/user': {
    summary: 'A signed-in parent’s checkout of one box: its payment page',
    access: 'self',
    who: 'A signed-in person with a verified e-mail, for itself (limited per client address and per account)',
    body: UserCheckoutRequest,
    headers: IdempotencyHeaders,
    answers: { 201: json(CheckoutResponse) },
    errors: [403, 404, 409, 429, 502, 503],
    errorBody: CheckoutFailure,
  },
  'POST /orders/checkout': {
    summary: 'A checkout of up to 10 boxes, one per child, in one payment',
    access: 'public',
    readsSignIn: true,
    who: 'A guest by e-mail and phone; a body naming a `userId` is that signed-in person’s own, and needs its sign-in (limited per client address, and per e-mail or account)',
    body: BoxesCheckoutRequest,
    headers: IdempotencyHeaders,
    answers: { 201: json(CheckoutResponse) },
    errors: [403, 404, 409, 429, 502, 503],
    errorBody: CheckoutFailure,
  },
  'POST /orders/checkout/quote': {
    summary: 'What POST /orders/checkout would charge for the same body: each box, the discount, shipping, sales tax and the total',
    access: 'public',
    who: 'Anyone (limited per client address)',
    body: CheckoutQuoteRequest,
    answers: { 200: json(CheckoutQuoteResponse) },
    errors: [404, 409, 429, 502, 503],
    errorBody: CheckoutFailure,
  },
  'POST /orders/lookup': {
    summary: 'A guest’s orders, by e-mail and phone together',
    access: 'public',
    who: 'Anyone (limited per client address and per e-mail; an e-mail is locked for an hour after 5 lookups found nothing)',
    body: OrderLookupRequest,
    answers: { 200: json(OrdersResponse) },
    errors: [429],
  },
  'POST /orders/{id}/pay': {
    summary: 'Pay now: the payment page of an unpaid order’s checkout, its own while open, else a new one for the same boxes',
    access: 'public',
    readsSignIn: true,
    who: 'The order’s owner, signed in, or anyone holding the order’s signed link, never by its id alone (limited per client address and per account, with the checkouts)',
    params: IdParam,
    body: PayNowRequest,
    answers: { 200: json(PayNowResponse) },
    errors: [403, 404, 409, 410, 429, 502],
  },
  'GET /orders/{id}/backorder': {
    summary: 'The choices for an item of the order on backorder, with the refund each makes, and the choice made',
    access: 'public',
    who: 'Anyone holding the backorder e-mail’s signed link for the order and item',
    params: IdParam,
    query: BackorderQuery,
    answers: { 200: json(BackorderNoticeResponse) },
    errors: [403, 404],
  },
  'POST /orders/{id}/backorder-choice': {
    summary: 'The family’s choice for an item on backorder: wait, substitute, remove (its share refunded) or cancel (a full refund)',
    access: 'public',
    who: 'Anyone holding the backorder e-mail’s signed link for the order and item; no account is needed',
    params: IdParam,
    body: BackorderChoiceRequest,
    answers: { 200: json(BackorderNoticeResponse) },
    errors: [403, 404, 409, 502],
  },
  'GET /orders/{id}/checkout-cancelled': {
    summary: 'The payment page’s cancel link: cancels the checkout and sends the family to My Orders',
    access: 'public',
    who: 'Anyone holding the signed link',
    params: IdParam,
    query: CheckoutCancelledQuery,
    answers: { 303: { kind: 'redirect', description: 'My Orders, saying the payment was not completed' } },
    errors: [403, 404],
  },

  // ------------------------------------------------------------------ reminders
  'POST /schools/{id}/reminders': {
    summary: 'Asks for reminders before the school’s ordering window closes (confirmed from an e-mailed link)',
    access: 'public',
    who: 'Anyone, with consent (limited per client address and per e-mail)',
    params: IdParam,
    body: ReminderRequest,
    answers: { 201: json(ReminderResponse) },
    errors: [404, 409, 429],
  },
  'GET /schools/{id}/reminders/confirm': {
    summary: 'The confirmation link’s page, with its button (opening it changes nothing)',
    access: 'public',
    who: 'Anyone holding the signed link',
    params: IdParam,
    query: ConfirmLinkQuery,
    answers: { 200: page, 410: { kind: 'html', description: 'The page saying that the link has expired' } },
    errors: [403, 404],
  },
  'POST /schools/{id}/reminders/confirm': {
    summary: 'Confirms the reminders the link asked for',
    access: 'public',
    who: 'Anyone holding the signed link',
    params: IdParam,
    query: ConfirmLinkQuery,
    formBody: true,
    answers: { 200: page, 410: { kind: 'html', description: 'The page saying that the link has expired' } },
    errors: [403, 404],
  },
  'GET /schools/{id}/reminders/unsubscribe': {
    summary: 'The unsubscribe link’s page, with its button',
    access: 'public',
    who: 'Anyone holding the signed link',
    params: IdParam,
    query: UnsubscribeLinkQuery,
    answers: { 200: page },
    errors: [403, 404],
  },
  'POST /schools/{id}/reminders/unsubscribe': {
    summary: 'Unsubscribes (RFC 8058 one-click, or the page’s button)',
    access: 'public',
    who: 'Anyone holding the signed link',
    params: IdParam,
    query: UnsubscribeLinkQuery,
    formBody: true,
    answers: { 200: page },
    errors: [403, 404],
  },

  // ------------------------------------------------------------------ money beyond the list price
  // ------------------------------------------------------------------ the school year
  'GET /school-years': {
    summary: 'The current school year and those before it, and what starting the next would copy and move up',
    access: 'schoolStaff',
    who: 'Administrators and representatives',
    answers: { 200: json(SchoolYearsResponse) },
    errors: [403],
  },
  'POST /school-years': {
    summary:
      'Starts a school year: every list of the year before is copied as its unpublished draft and archived, and the families’ remembered children move up a grade; once per year',
    access: 'admin',
    who: 'Administrators',
    body: StartSchoolYearRequest,
    answers: { 201: json(SchoolYearResponse) },
    errors: [409],
  },
  'POST /school-years/{id}/continue': {
    summary: 'Copies the next lists of a year whose start answered `done: false`',
    access: 'admin',
    who: 'Administrators',
    params: SchoolYearParam,
    answers: { 200: json(SchoolYearResponse) },
    errors: [404],
  },
  'GET /settings/shipping': {
    summary: 'The fee for shipping a box home, and the order amount from which it is free (no fee until one is set)',
    access: 'public',
    who: 'Anyone',
    answers: { 200: json(ShippingSettingsResponse) },
  },
  'PUT /settings/shipping': {
    summary: 'Sets the fee for shipping a box home and, if any, the order amount from which it is free, in dollars',
    access: 'admin',
    who: 'Administrators',
    body: ShippingSettingsRequest,
    answers: { 200: json(ShippingSettingsResponse) },
  },
  'POST /promotion-codes': {
    summary:
      'Makes a code taking a percentage or an amount off a checkout (a Stripe coupon and promotion code), optionally until a day, for a number of uses or for one school',
    access: 'admin',
    who: 'Administrators',
    body: CreatePromotionCodeRequest,
    answers: { 201: json(PromotionCodeResponse) },
    errors: [409, 502],
  },
  'GET /promotion-codes': {
    summary: 'Every code, newest first, a page at a time',
    access: 'admin',
    who: 'Administrators',
    query: PromotionCodesQuery,
    answers: { 200: json(PromotionCodesPage) },
  },
  'PUT /promotion-codes/{id}': {
    summary: 'Turns a code off (families can no longer use it) or on again',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    body: UpdatePromotionCodeRequest,
    answers: { 200: json(PromotionCodeResponse) },
    errors: [404, 502],
  },
  'POST /promotion-codes/batch': {
    summary: 'Makes a school’s single-use vouchers (up to 500), each taking a percentage off one checkout',
    access: 'admin',
    who: 'Administrators',
    body: PromotionCodeBatchRequest,
    answers: { 201: json(PromotionCodeBatchResponse) },
    errors: [502],
  },
  'GET /promotion-codes/batch/{id}/export': {
    summary: 'A batch’s voucher codes to print, as CSV',
    access: 'admin',
    who: 'Administrators',
    params: IdParam,
    answers: { 200: csv },
    errors: [404],
  },

  // ------------------------------------------------------------------ people
  'POST /users': {
    summary: 'Creates the caller’s own profile (always a family’s, without a school)',
    access: 'self',
    who: 'A signed-in account without a profile, for itself',
    body: CreateUserRequest,
    answers: { 201: json(UserResponse) },
    errors: [403, 409],
  },
  'GET /users/profile': {
    summary: 'The caller’s own profile',
    access: 'self',
    who: 'A signed-in account, for itself',
    answers: { 200: json(UserResponse) },
    errors: [404],
  },
  'GET /users/profile/children': {
    summary: 'The children the caller has ordered for, to offer back in the order form',
    access: 'self',
    who: 'A signed-in account, for itself',
    answers: { 200: json(RememberedChildrenResponse) },
  },
  'PUT /users/profile/daily-digest': {
    summary: 'Turns the representative’s daily e-mail of new paid orders on or off',
    access: 'self',
    who: 'A school’s representative with a verified e-mail, for itself',
    body: DailyDigestRequest,
    answers: { 200: json(UserResponse) },
    errors: [403, 404],
  },
  'GET /users/auth/{authId}': {
    summary: 'A profile by its identity service account',
    access: 'self',
    who: 'The person; administrators',
    params: AuthIdParam,
    answers: { 200: json(UserResponse) },
    errors: [403, 404],
  },
  'GET /users/{id}': {
    summary: 'A profile',
    access: 'self',
    who: 'The person; administrators',
    params: IdParam,
    answers: { 200: json(UserResponse) },
    errors: [403, 404],
  },
  'PUT /users/{id}': {
    summary: 'Changes a profile (its type and school: administrators only)',
    access: 'self',
    who: 'The person; administrators',
    params: IdParam,
    body: UpdateUserRequest,
    answers: { 200: json(UserResponse) },
    errors: [403, 404, 409, 503],
  },
} as const satisfies Record<RouteKey, ApiRoute>;

export type ApiRouteKey = keyof typeof apiRoutes;

type Routes = typeof apiRoutes;

/** The routes of one method, e.g. `ApiRouteKeyOf<'GET'>`. */
export type ApiRouteKeyOf<M extends HttpMethod> = Extract<ApiRouteKey, `${M} ${string}`>;

type Described<A> = A extends { kind: 'json'; schema: infer S extends z.ZodMiniType } ? z.output<S> : A extends { kind: 'empty' } ? null : never;

/**
 * What a route answers when it succeeds, as its response schema reads it (`null` for a route that
 * answers nothing): the web app's client types each answer by it, and the API tests check it.
 */
export type AnswerOf<K extends ApiRouteKey> = K extends ApiRouteKey
  ? { [S in keyof Routes[K]['answers']]: Described<Routes[K]['answers'][S]> }[keyof Routes[K]['answers']]
  : never;

/**
 * What a route takes as its body, as its request schema reads it (before defaults); a file (its
 * bytes with its type) for one that takes an image; `undefined` for one that takes none.
 */
export type BodyOf<K extends ApiRouteKey> = K extends ApiRouteKey
  ? Routes[K] extends { body: infer B extends z.ZodMiniType }
    ? z.input<B>
    : Routes[K] extends { imageBody: true }
      ? Blob
      : undefined
  : never;

/** The path parameters of a route (`{ id: string }` for `/schools/{id}`), as its schema reads them; none for a route without. */
export type PathParamsOf<K extends ApiRouteKey> = K extends ApiRouteKey
  ? Routes[K] extends { params: infer P extends z.ZodMiniType }
    ? z.input<P>
    : Record<never, never>
  : never;

/** A route key's method and its path in OpenAPI's spelling (`/schools/{id}`). */
export function routeParts(key: string): { method: HttpMethod; path: string } {
  const [method, path] = key.split(' ') as [HttpMethod, string];
  return { method, path };
}

/** Every status a route may refuse with: its own rules', and those that follow from how it is called. */
export function errorStatuses(route: ApiRoute): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([...(route.errors ?? []), 500]);
  if (route.params || route.query || route.body || route.headers) statuses.add(400);
  if (route.access !== 'public' || route.readsSignIn) statuses.add(401);
  if (route.access === 'admin') statuses.add(403);
  if (route.body || route.imageBody) for (const status of [413, 415] as const) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}
