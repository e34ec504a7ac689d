/**
 * The route table (docs/product.md §2). Components link with `paths.x.getHref()`, the router
 * registers `paths.x.path`; no other module spells a route.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  comingSoon: { path: '/coming-soon', getHref: () => '/coming-soon' },
  accessibility: { path: '/accessibility', getHref: () => '/accessibility' },
  shop: { path: '/shop', getHref: () => '/shop' },
  myOrders: { path: '/my-orders', getHref: () => '/my-orders' },
  /** Where a backorder e-mail leads, with its signed `orderId`, `productId` and `token`. */
  backorder: { path: '/backorder', getHref: () => '/backorder' },
  /** Where a school's request to a teacher for a list leads, with its signed `request` and `token`. */
  teacherList: { path: '/teacher-list', getHref: () => '/teacher-list' },
  auth: {
    login: { path: '/login', getHref: () => '/login' },
    signup: { path: '/signup', getHref: () => '/signup' },
    emailVerification: { path: '/login/email-verification', getHref: () => '/login/email-verification' },
    /** Where an invitation to represent a school leads, with its one-time `token`. */
    invitation: { path: '/invitation', getHref: () => '/invitation' },
  },
  app: {
    dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
    schoolDashboard: { path: '/school-dashboard', getHref: () => '/school-dashboard' },
    admin: { path: '/admin', getHref: () => '/admin' },
    /** An order's page for administrators; its school's representatives open it from the school dashboard. */
    adminOrder: { path: '/admin/orders/:orderId', getHref: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}` },
    /** A shipment's manifest and carton labels, to print (administrators). */
    adminShipmentPrint: {
      path: '/admin/shipments/:shipmentId/print',
      getHref: (shipmentId: string) => `/admin/shipments/${encodeURIComponent(shipmentId)}/print`,
    },
    schoolOrder: { path: '/school-dashboard/orders/:orderId', getHref: (orderId: string) => `/school-dashboard/orders/${encodeURIComponent(orderId)}` },
    apiTest: { path: '/api-test', getHref: () => '/api-test' },
  },
} as const;
