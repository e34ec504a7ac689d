/**
 * The admin dashboard (docs/product.md §2 Admin dashboard, §4, §5): its tabs, cards and dialogs. The
 * school dialog, the Manage Products & Note dialog and the Codes and Settings tabs load theirs with
 * them (school-dialog.en.ts, list-products.en.ts, money.en.ts).
 */
export default {
  title: 'Admin Dashboard',
  intro: 'Orders, schools, supply lists and products, all in one place.',

  tabs: {
    label: 'Admin sections',
    overview: 'Overview',
    orders: 'All Orders',
    schools: 'Schools',
    supplyLists: 'Supply Lists',
    products: 'Products',
    codes: 'Codes',
    purchasing: 'Purchasing',
    shipments: 'Shipments',
    margins: 'Margins',
    settings: 'Settings',
  },

  /** The Shipments tab's own texts load with it (components/shipments). */
  shipments: { loading: 'Loading shipments...' },

  overview: {
    heading: 'Overview',
    tiles: {
      totalOrders: 'Total Orders',
      schools: 'Schools',
      supplyLists: 'Supply Lists',
      products: 'Products',
      newOrders: 'New Orders',
      /** Paid and not yet in progress: the boxes waiting to be packed. */
      toPack: 'To Pack',
      inProgress: 'In Progress',
      completed: 'Completed',
      todaysOrders: "Today's Orders",
    },
    /** A tile whose number could not be loaded (docs/product.md §8: load failures are only logged). */
    unknown: '—',
    /** This season's money (a season starts July 1) and its paid boxes per day. */
    season: {
      heading: 'This season',
      since: 'Since {date}',
      paid: 'Paid',
      refunded: 'Refunded',
      net: 'Net',
      averageBox: 'Average box',
      /** The sales tax of the season's boxes, less what went back: the states', not revenue. */
      taxCollected: 'Sales tax collected',
      /** Under the heading: what the amounts hold. */
      withoutTax: 'Amounts without sales tax; shipping included.',
      chart: 'Paid boxes per day',
      chartSummary: '{total, plural, one {# box} other {# boxes}} paid since {date}; the most in one day: {most} on {day}.',
      chartEmpty: 'No box paid yet this season.',
    },
  },

  orders: {
    heading: 'All Orders',
    tableLabel: 'All orders',
    loading: 'Loading orders...',
    empty: 'No orders found.',
    columns: {
      orderId: 'Order ID',
      customer: 'Customer',
      student: 'Student',
      school: 'School',
      supplyList: 'Supply List',
      status: 'Status',
      date: 'Date',
      actions: 'Actions',
    },
    complete: 'Complete',
    completeLabel: 'Complete (order {orderNumber})',
    statusLabel: 'Status of order {orderNumber}',
    filters: {
      status: 'Status',
      allStatuses: 'All Statuses',
      school: 'School',
      allSchools: 'All Schools',
      search: 'Search',
      /** What the search finds (contract's order-search.ts): the start of any of these is enough. */
      searchPlaceholder: 'Order number, e-mail, phone or student name',
      placed: 'Placed',
      anyTime: 'Any time',
      today: 'Today',
    },
    cancelPaid: {
      title: 'Cancel this paid order?',
      message: "Order {orderNumber} has been paid. Cancelling it refunds the customer's payment of {amount}.",
      confirm: 'Cancel and Refund',
      keep: 'Keep Order',
    },
    completeUnpaid: {
      title: 'Complete an order that was never paid?',
      message: 'Order {orderNumber} was never paid ({status}). Completing it hands out a box nobody paid for.',
      confirm: 'Complete Anyway',
      keep: 'Keep as It Is',
    },
    /** Any status but Cancelled, for an order whose payment went back: the API keeps it cancelled. */
    refundedStaysCancelled: {
      title: 'This order’s payment was refunded',
      message: 'Order {orderNumber} was paid, and {amount} of it was refunded on {date}, so it stays cancelled. Record a new order instead.',
      keep: 'Keep as It Is',
    },
    refunded: 'The order was cancelled and {amount} refunded.',
    /** After each status change, with Undo. */
    statusSaved: 'Order {orderNumber} is now {status}.',
    undo: 'Undo',
    /** Titles the server's refusal (409) of a status change. */
    statusFailed: 'Changing the status of order {orderNumber}',
    /** Fulfilment: moving the selected orders at once, and the export. */
    bulk: {
      label: 'Selected orders',
      selectRow: 'Select order {orderNumber}',
      selected: '{count, plural, one {# order} other {# orders}} selected',
      /** `status`: the name of the status they move to (contract's order-status-names.ts). */
      toStatus: 'Mark {status}',
      clear: 'Clear selection',
      tooMany: 'Select at most {max} orders at a time.',
      result: '{moved, plural, one {# order} other {# orders}} moved{skipped, plural, =0 {.} other {; # left as they were (not paid, or already there).}}',
      failed: 'The orders were not moved. Please try again.',
      /** Titles the server's refusal (409) of a bulk move. */
      moveFailed: 'Moving the selected orders',
      schoolToStatus: 'All paid orders of this school to {status}',
      schoolTitle: 'Move every paid order of {school}?',
      /** `status` is the name of the status they move to. */
      schoolMessage:
        'Every order of {school} that is paid and not yet completed moves to {status}. Orders awaiting payment, failed or cancelled stay as they are.',
      schoolConfirm: 'Move them',
      schoolCancel: 'Cancel',
    },
    exportCsv: 'Export CSV',
    exportFailed: 'The export did not download. Please try again.',
    /** Titles the server's refusal (409) of an export. */
    exportRefused: 'Exporting the orders',
  },

  /** The schools', lists' and products' cards: searched by name, a page at a time. */
  cards: {
    noMatch: 'Nothing here matches “{search}”.',
    showMore: 'Show {count} more',
    shown: 'Showing {shown, number} of {total, number}',
    /** Confirms a new school or product, which then shows first. */
    added: '“{name}” was added.',
  },
  schools: {
    search: 'Search schools by name or city',
    heading: 'Schools',
    add: 'Add School',
    manageLists: 'Manage School Lists',
    loading: 'Loading schools...',
    empty: 'No schools yet. Add the first one.',
    listCount: '{count, plural, one {# supply list} other {# supply lists}}',
    userCount: '{count, plural, one {# user} other {# users}}',
    noAddress: 'No address yet',
    edit: 'Edit School',
    editLabel: 'Edit School ({name})',
    representatives: 'Representatives',
    representativesLabel: 'Representatives ({name})',
    deliversToSchool: 'Delivers to the school',
    deliversHome: 'Ships to homes',
    representativesDialog: {
      title: 'Representatives of {name}',
      intro: 'Representatives manage this school’s supply lists and see its orders. A person can represent one school.',
      loading: 'Loading representatives...',
      none: 'No representatives yet.',
      email: 'Email address',
      emailHint: 'The address gets an invitation with a one-time link: whoever follows it chooses a password and becomes the representative.',
      invite: 'Send Invitation',
      invitationSent: 'Invitation sent to {email}',
      /** An address invited, waiting for its owner to follow the invitation's link. */
      invited: 'Invited',
      invitedUntil: 'Valid until {date}',
      withdraw: 'Withdraw',
      withdrawLabel: 'Withdraw the invitation of {email}',
      withdrawn: 'Invitation of {email} withdrawn',
      remove: 'Remove',
      removeLabel: 'Remove ({email})',
      close: 'Done',
    },
  },

  supplyLists: {
    search: 'Search supply lists',
    heading: 'Supply Lists ({count})',
    filter: 'Filter by School',
    allSchools: 'All Schools',
    show: 'Show',
    allLists: 'All lists',
    /** A draft its school's representative submitted: it waits for an administrator to publish it. */
    awaitingReview: 'Waiting for review',
    loading: 'Loading supply lists...',
    empty: 'No supply lists yet.',
    published: 'Published',
    draft: 'Draft',
    price: 'Total Price',
    priceLabel: 'Total Price ({name})',
    itemCount: '{count, plural, one {# item} other {# items}}',
    optionalCount: '{count} optional',
    orderCount: '{count, plural, one {# order} other {# orders}}',
    manage: 'Manage Products & Note',
    manageLabel: 'Manage Products & Note ({name})',
    publish: 'Publish',
    unpublish: 'Unpublish',
    /** `action` is Publish or Unpublish. */
    publishLabel: '{action} ({name})',
    /** Titles the server's refusal (409) to publish or unpublish a list. */
    publishFailed: '{action} {name}',
    /** After Publish and Unpublish, with Undo. */
    publishedSaved: '“{name}” is published: families can buy it now.',
    /** A list waiting for review goes back to its representative with a note. */
    sendBack: {
      action: 'Send back',
      label: 'Send back ({name})',
      title: 'Send “{name}” back',
      intro: 'Its representative reads your note beside the list and by e-mail, and can submit it again.',
      note: 'What the list needs',
      cancel: 'Cancel',
      confirm: 'Send back',
      saved: '“{name}” went back to its representative with your note.',
      failed: 'Sending back {name}',
    },
    unpublishedSaved: '“{name}” is back to draft: families no longer see it.',
    undo: 'Undo',
    /** Titles the server's refusal (409) of a price. */
    priceFailed: 'Setting the price of {name}',
    priceSaved: 'Saved the price of {name}: {price}',
    /** Under the field, when what was typed is not a price (the saved one is put back). */
    priceIgnored: 'Not saved: a price is an amount of $0.00 or more.',
  },

  products: {
    search: 'Search products',
    heading: 'Products',
    add: 'Add Product',
    loading: 'Loading products...',
    empty: 'No products yet. Add the first one.',
    noPrice: 'No price',
    usedIn: 'Used in {count} supply lists',
    edit: 'Edit Product',
    editLabel: 'Edit Product ({name})',
    /** Backorders (the FTC's mail order rule): the button that opens its dialog (backorder-dialog texts). */
    backorder: {
      open: 'Backorder',
      openLabel: 'Put {name} on backorder',
    },
    dialog: {
      createTitle: 'Add New Product',
      editTitle: 'Edit Product',
      name: 'Product Name',
      description: 'Description',
      price: 'Price',
      type: 'Product Type',
      taxCode: 'Tax Code',
      /** Under the field: what the code is for. */
      taxCodeHint: 'The Stripe product tax code that says what this is for sales tax; txcd_99999999 is general goods.',
      /** What the vendor keeps of it: families never see these. */
      stockTitle: 'Supplier and stock',
      sku: 'SKU',
      supplier: 'Supplier',
      noSupplier: 'No supplier',
      cost: 'Cost',
      costHint: 'What you pay the supplier for one',
      packSize: 'Pack size',
      stockOnHand: 'Stock on hand',
      stockHint: 'Leave empty not to track its stock',
      reorderPoint: 'Reorder point',
      cancel: 'Cancel',
      create: 'Create Product',
      update: 'Update Product',
      /** Titles the server's refusal (409) of a product. */
      saveFailed: 'Saving the product',
      /** The product's photo, put and removed on its own (the API's PUT/DELETE /products/{id}/photo), apart from Update Product. */
      photo: {
        label: 'Photo',
        hint: 'A JPEG, PNG or WebP image up to 5 MB, shown square',
        choose: 'Choose Photo',
        replace: 'Replace Photo',
        remove: 'Remove Photo',
        /** A new product has no id to put a photo on yet. */
        afterSave: 'You can add a photo once the product is created.',
        /** Logged when the API fails to put or remove it. */
        failed: 'Saving the photo',
      },
    },
  },

  /** Shown while the Codes and Settings tabs load (their own texts come with them). */
  codes: { loading: 'Loading codes...' },
  purchasing: { loading: 'Loading purchasing...' },
  margins: { loading: 'Loading margins...' },
  settings: { loading: 'Loading settings...' },
} as const;
