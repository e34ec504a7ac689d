/**
 * The school dashboard (docs/product.md §2 School dashboard, §8): the page, the administrator's school
 * selector and the Supply Lists tab with its dialogs. The other tabs load their own texts
 * (orders.en.ts, fulfilment.en.ts).
 */
export default {
  assignmentRequired: {
    title: 'School Assignment Required',
    message: "Your account isn't linked to a school yet. Please contact an administrator to be assigned to your school as its representative.",
    dashboard: 'Go to Dashboard',
    shop: 'Shop School Supplies',
  },
  adminTitle: 'Admin School Management',
  repTitle: 'School Dashboard',
  adminBadge: 'Admin View',

  selector: {
    label: 'School',
    placeholder: 'Select a school...',
    /** A school with an address; one without is named alone. */
    optionWithAddress: '{name} — {address}',
    loading: 'Loading schools...',
    loadFailed: 'Could not load the schools.',
  },

  noSchool: {
    adminTitle: 'Select a School',
    adminMessage: 'Choose a school above to manage its supply lists and see its student orders.',
    noSchools: 'There are no schools yet. Add one from the Admin Dashboard.',
    repTitle: 'No School Assigned',
    repMessage: 'Your account is not linked to a school. Please contact an administrator.',
  },

  tabs: { lists: 'Supply Lists', orders: 'Student Orders', fulfilment: 'Fulfilment', fundraising: 'Fundraising', loading: 'Loading…' },

  lists: {
    heading: 'Supply Lists',
    create: 'Create New List',
    loading: 'Loading supply lists...',
    loadFailed: 'Could not load the supply lists.',
    retry: 'Try again',
    emptyTitle: 'No supply lists created yet.',
    emptyHint: 'Create your first list to get started!',
    published: 'Published',
    draft: 'Draft',
    /** A draft its representative submitted: the administrators publish it. */
    awaitingReview: 'Waiting for review',
    /** Above the administrator's note that sent the draft back from review. */
    sentBack: 'Sent back from review on {date}',
    submitForReview: 'Submit for Review',
    submitted: 'Sent for review: the administrators have been told.',
    submitFailed: 'Submitting {listName} for review',
    priceLocked: 'Price Locked',
    totalPrice: 'Total price {price}',
    items: '{count, plural, one {# item} other {# items}}',
    optional: '{count} optional',
    orders: '{count, plural, one {# order} other {# orders}}',
    draftHint: 'Price updates automatically when you add/remove items',
    ordersPlaced: '{count} order(s) placed',
    manageProducts: 'Manage Products',
    viewProducts: 'View Products',
    productsLockedTip: 'Cannot modify products after orders are placed',
    edit: 'Edit',
    delete: 'Delete',
    /** Names each card's buttons for screen readers, which hear them out of the card's context. */
    actionLabel: '{action}: {listName}',
  },

  listForm: {
    createTitle: 'Create New List',
    editTitle: 'Edit Supply List',
    name: 'List Name',
    namePlaceholder: 'e.g., 3rd Grade Supply List',
    price: 'Total Price (optional)',
    priceLocked: 'Total Price (locked)',
    autoHint: 'Leave empty to auto-calculate from products. You can always edit this later.',
    lockedHint: 'Price cannot be changed for published lists.',
    publishedNote: 'Published: visible to parents and students for ordering.',
    draftNote: 'Draft: only visible to you and your school’s staff. Add products and publish when ready.',
    cancel: 'Cancel',
    create: 'Create List',
    update: 'Update List',
    saveFailed: 'The supply list was not saved',
  },

  products: {
    title: 'Manage Products: {listName}',
    viewTitle: 'Products: {listName}',
    publishedBanner: 'Published List - Price Locked',
    publishedHint: 'Total price will not change when adding/removing items',
    draftBanner: 'Draft List - Auto Pricing',
    draftHint: 'The total price is recalculated from the selected products when you save.',
    currentTotal: 'Current total price',
    search: 'Search products',
    searchPlaceholder: 'Type a product name',
    checklist: 'Products',
    loading: 'Loading products...',
    loadFailed: 'Could not load the products.',
    noMatch: 'No products match your search.',
    noProducts: 'There are no products yet.',
    noPrice: 'No price',
    quantityField: 'Quantity',
    quantity: 'Quantity of {productName}',
    quantityText: 'Quantity: {quantity}',
    optional: {
      label: 'Optional',
      switchLabel: 'Optional: {productName}',
      /** `type` is the product type's name. */
      shared: '{type}: always in the box',
      hint: 'A family that already has an Optional product can leave it out of its box ("I already have this") and pay less.',
    },
    emptyList: 'This list has no products.',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save Products',
    saving: 'Updating...',
    saveFailed: 'The products were not saved',
  },

  deleteDialog: {
    title: 'Delete supply list',
    confirm: 'Are you sure you want to delete this supply list?',
    cancel: 'Cancel',
    delete: 'Delete',
    failed: 'The supply list was not deleted',
  },
} as const;
