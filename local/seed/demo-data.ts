import { emptyAddress, schoolFullAddress, type OrderStatus, type ProductType, type SchoolAddress, type UserType } from '@ssb/contract';

// The demo world `npm start` and the tests begin from. Ids are fixed so seeding is idempotent
// and tests can name what they use. Money is integer cents.

export const DEMO_PASSWORD = 'password123';

export interface DemoAccount {
  uid: string;
  email: string;
  type: UserType;
  firstName: string;
  lastName: string;
  phone: string;
  address: { line1: string; line2: string; city: string; state: string; zipCode: string };
  schoolId: string | null;
  /** Shown in the launcher's banner. */
  role: string;
}

export const demoAccounts: DemoAccount[] = [
  {
    uid: 'demo-admin',
    email: 'admin@example.com',
    type: 'ADMIN',
    firstName: 'Alex',
    lastName: 'Morgan',
    phone: '(217) 555-0100',
    address: emptyAddress,
    schoolId: null,
    role: 'administrator',
  },
  {
    uid: 'demo-rep',
    email: 'rep@example.com',
    type: 'USER',
    firstName: 'Riley',
    lastName: 'Chen',
    phone: '(217) 555-0110',
    address: emptyAddress,
    schoolId: 'school-lincoln',
    role: 'school representative, Lincoln Elementary School',
  },
  {
    uid: 'demo-parent',
    email: 'parent@example.com',
    type: 'USER',
    firstName: 'Jordan',
    lastName: 'Rivera',
    phone: '(217) 555-0142',
    address: { line1: '742 Evergreen Terrace', line2: 'Apt 2', city: 'Springfield', state: 'IL', zipCode: '62704' },
    schoolId: null,
    role: 'parent, with a saved address and past orders',
  },
];

export const demoGuest = {
  id: 'guest-sam-lee',
  email: 'sam.lee@example.com',
  phone: '(217) 555-0188',
  firstName: 'Sam',
  lastName: 'Lee',
};

export interface DemoSchool {
  id: string;
  name: string;
  address: SchoolAddress;
  /** Made from `address`, as the API makes it. */
  fullAddress: string;
  note: string;
  deliverToSchool: boolean;
  timeZone: string;
  /**
   * Its ordering window in days from the day the seed runs (negative: before it); none: it
   * sells all year. Lincoln's and Maple Grove's lists are what the tests order from, so they
   * stay open for days after a seed.
   */
  orderingWindow?: { opens: number; closes: number };
  /** Its delivery day in days from the day the seed runs, who takes the boxes at the door and how; none: no date set. */
  delivery?: { inDays: number; contact: { name: string; phone: string }; instructions: string };
}

export const demoSchools: DemoSchool[] = (
  [
    {
      id: 'school-lincoln',
      name: 'Lincoln Elementary School',
      address: { line1: '1200 Oak Street', city: 'Springfield', state: 'IL', zipCode: '62701' },
      note: 'Boxes are delivered to the school office the week before classes start.',
      deliverToSchool: true,
      timeZone: 'America/Chicago',
      // "Orders close in 3 days" on the shop's card.
      orderingWindow: { opens: -30, closes: 3 },
      // Soon: its packed boxes are the Shipments tab's first to ship.
      delivery: {
        inDays: 5,
        contact: { name: 'Dana Brooks', phone: '(217) 555-0142' },
        instructions: 'Deliver to the front office, 7:30–3:30; families collect boxes in the gym on Friday.',
      },
    },
    {
      id: 'school-riverside',
      name: 'Riverside Middle School',
      address: { line1: '455 River Road', city: 'Springfield', state: 'IL', zipCode: '62704' },
      note: '',
      deliverToSchool: true,
      timeZone: 'America/Chicago',
      orderingWindow: { opens: -60, closes: -10 },
      delivery: {
        inDays: 21,
        contact: { name: 'Luis Ortega', phone: '(217) 555-0177' },
        instructions: 'Loading dock behind the gym; ring the custodian’s bell.',
      },
    },
    {
      id: 'school-maple',
      name: 'Maple Grove Academy',
      address: { line1: '88 Maple Avenue', city: 'Chatham', state: 'IL', zipCode: '62629' },
      note: 'Maple Grove does not accept deliveries on campus: boxes are shipped to your home.',
      deliverToSchool: false,
      timeZone: 'America/Chicago',
    },
    {
      id: 'school-cedar',
      name: 'Cedar Heights Elementary',
      address: { line1: '310 Cedar Lane', city: 'Rochester', state: 'IL', zipCode: '62563' },
      note: '',
      deliverToSchool: true,
      timeZone: 'America/Chicago',
      orderingWindow: { opens: 14, closes: 45 },
    },
  ] satisfies Omit<DemoSchool, 'fullAddress'>[]
).map((school) => ({ ...school, fullAddress: schoolFullAddress(school.address) }));

export interface DemoProduct {
  id: string;
  name: string;
  description: string;
  priceCents: number | null;
  productType: ProductType;
}

export const demoProducts: DemoProduct[] = [
  { id: 'prod-pencils', name: '#2 Pencils (12 pack)', description: 'Pre-sharpened yellow wood pencils.', priceCents: 349, productType: 'INDIVIDUAL' },
  { id: 'prod-crayons', name: 'Crayons (24 count)', description: 'Classic colours, non-toxic.', priceCents: 299, productType: 'INDIVIDUAL' },
  { id: 'prod-markers', name: 'Washable Markers (10 pack)', description: 'Broad line, washable ink.', priceCents: 549, productType: 'INDIVIDUAL' },
  { id: 'prod-glue', name: 'Glue Sticks (4 pack)', description: 'Disappearing purple, dries clear.', priceCents: 329, productType: 'INDIVIDUAL' },
  { id: 'prod-scissors', name: 'Safety Scissors', description: 'Blunt tip, 5 inch.', priceCents: 279, productType: 'INDIVIDUAL' },
  { id: 'prod-notebook', name: 'Wide Ruled Notebook', description: '70 sheets, spiral bound.', priceCents: 149, productType: 'INDIVIDUAL' },
  { id: 'prod-folders', name: 'Pocket Folders (2 pack)', description: 'Plastic, two pockets.', priceCents: 199, productType: 'INDIVIDUAL' },
  { id: 'prod-pencil-box', name: 'Pencil Box', description: 'Hard plastic with snap lid.', priceCents: 249, productType: 'INDIVIDUAL' },
  { id: 'prod-erasers', name: 'Pink Erasers (3 pack)', description: 'Latex-free.', priceCents: 159, productType: 'INDIVIDUAL' },
  { id: 'prod-headphones', name: 'Student Headphones', description: 'Over-ear, 3.5 mm plug.', priceCents: 899, productType: 'INDIVIDUAL' },
  { id: 'prod-tissues', name: 'Facial Tissues (2 boxes)', description: 'For the classroom.', priceCents: 499, productType: 'CLASSROOM' },
  { id: 'prod-wipes', name: 'Disinfecting Wipes', description: '75 count canister.', priceCents: 599, productType: 'CLASSROOM' },
  { id: 'prod-dry-erase', name: 'Dry Erase Markers (4 pack)', description: 'Low odour, chisel tip.', priceCents: 649, productType: 'CLASSROOM' },
  { id: 'prod-zip-bags', name: 'Zip Bags, Gallon (30 count)', description: 'For classroom storage.', priceCents: 399, productType: 'CLASSROOM' },
  { id: 'prod-paper', name: 'Copy Paper Ream', description: '500 sheets, letter size.', priceCents: 799, productType: 'SCHOOL_WIDE' },
  { id: 'prod-sanitizer', name: 'Hand Sanitizer (16 oz)', description: 'Pump bottle for shared spaces.', priceCents: 449, productType: 'SCHOOL_WIDE' },
  {
    id: 'prod-art-fund',
    name: 'Art Room Supplies Share',
    description: 'A share of the school art room supplies.',
    priceCents: 1000,
    productType: 'SCHOOL_WIDE',
  },
  { id: 'prod-planner', name: 'Student Planner', description: 'Price set by the school each year.', priceCents: null, productType: 'INDIVIDUAL' },
];

export interface DemoSupplier {
  id: string;
  name: string;
  email: string;
  leadTimeDays: number;
}

export const demoSuppliers: DemoSupplier[] = [
  { id: 'supplier-prairie', name: 'Prairie School Supply Co.', email: 'orders@prairieschoolsupply.example.com', leadTimeDays: 5 },
  { id: 'supplier-lakeside', name: 'Lakeside Paper & Office', email: 'sales@lakesidepaper.example.com', leadTimeDays: 3 },
  { id: 'supplier-cleanline', name: 'CleanLine Janitorial', email: 'orders@cleanline.example.com', leadTimeDays: 10 },
];

/** What the vendor keeps of a product (docs/decisions.md §26): money in cents, counts in units. */
export interface DemoStock {
  sku: string;
  supplierId: string;
  costCents: number;
  packSize: number;
  /** On the shelf now, after the demo's packed boxes took theirs. */
  stockOnHand: number;
  reorderPoint: number;
}

/**
 * The demo products' stock, by product id. The notebooks and the gallon zip bags are short of what
 * Maple Grove's paid box needs, so purchasing shows shortfalls on a fresh `npm start`; glue sticks
 * are under their reorder point. The art room share is money, not a thing on a shelf: untracked.
 */
export const demoStock: Record<string, DemoStock> = {
  'prod-pencils': { sku: 'PEN-HB12', supplierId: 'supplier-prairie', costCents: 145, packSize: 24, stockOnHand: 180, reorderPoint: 48 },
  'prod-crayons': { sku: 'CRY-24', supplierId: 'supplier-prairie', costCents: 118, packSize: 24, stockOnHand: 480, reorderPoint: 96 },
  'prod-markers': { sku: 'MRK-W10', supplierId: 'supplier-prairie', costCents: 262, packSize: 12, stockOnHand: 36, reorderPoint: 24 },
  'prod-glue': { sku: 'GLU-4', supplierId: 'supplier-prairie', costCents: 139, packSize: 12, stockOnHand: 8, reorderPoint: 24 },
  'prod-scissors': { sku: 'SCI-5', supplierId: 'supplier-prairie', costCents: 105, packSize: 12, stockOnHand: 22, reorderPoint: 12 },
  'prod-notebook': { sku: 'NTB-WR70', supplierId: 'supplier-lakeside', costCents: 52, packSize: 48, stockOnHand: 1, reorderPoint: 48 },
  'prod-folders': { sku: 'FLD-2P', supplierId: 'supplier-lakeside', costCents: 74, packSize: 24, stockOnHand: 60, reorderPoint: 24 },
  'prod-pencil-box': { sku: 'BOX-PEN', supplierId: 'supplier-prairie', costCents: 96, packSize: 12, stockOnHand: 18, reorderPoint: 12 },
  'prod-erasers': { sku: 'ERS-PK3', supplierId: 'supplier-prairie', costCents: 48, packSize: 36, stockOnHand: 72, reorderPoint: 36 },
  'prod-headphones': { sku: 'HPH-35', supplierId: 'supplier-prairie', costCents: 412, packSize: 10, stockOnHand: 9, reorderPoint: 10 },
  'prod-tissues': { sku: 'TIS-2B', supplierId: 'supplier-cleanline', costCents: 230, packSize: 12, stockOnHand: 30, reorderPoint: 12 },
  'prod-wipes': { sku: 'WIP-75', supplierId: 'supplier-cleanline', costCents: 285, packSize: 12, stockOnHand: 24, reorderPoint: 12 },
  'prod-dry-erase': { sku: 'DRY-4C', supplierId: 'supplier-lakeside', costCents: 310, packSize: 12, stockOnHand: 20, reorderPoint: 12 },
  'prod-zip-bags': { sku: 'ZIP-G30', supplierId: 'supplier-cleanline', costCents: 165, packSize: 12, stockOnHand: 0, reorderPoint: 12 },
  'prod-paper': { sku: 'PAP-500', supplierId: 'supplier-lakeside', costCents: 455, packSize: 10, stockOnHand: 40, reorderPoint: 20 },
  'prod-sanitizer': { sku: 'SAN-16', supplierId: 'supplier-cleanline', costCents: 210, packSize: 12, stockOnHand: 14, reorderPoint: 12 },
  'prod-planner': { sku: 'PLN-STU', supplierId: 'supplier-lakeside', costCents: 350, packSize: 20, stockOnHand: 25, reorderPoint: 10 },
};

export interface DemoList {
  id: string;
  schoolId: string;
  name: string;
  note: string;
  published: boolean;
  /** `optional`: a family that already has it may leave it out of its box (Individual products only). */
  items: { productId: string; quantity: number; optional?: true }[];
}

export const demoLists: DemoList[] = [
  {
    id: 'list-lincoln-k',
    schoolId: 'school-lincoln',
    name: 'Kindergarten Supply List',
    note: 'Please label the pencil box with your child’s name.',
    published: true,
    items: [
      { productId: 'prod-crayons', quantity: 2 },
      { productId: 'prod-glue', quantity: 2 },
      { productId: 'prod-scissors', quantity: 1 },
      { productId: 'prod-pencil-box', quantity: 1 },
      { productId: 'prod-markers', quantity: 1 },
      { productId: 'prod-tissues', quantity: 1 },
      { productId: 'prod-wipes', quantity: 1 },
    ],
  },
  {
    id: 'list-lincoln-2',
    schoolId: 'school-lincoln',
    name: '2nd Grade Supply List',
    note: '',
    published: true,
    items: [
      { productId: 'prod-pencils', quantity: 2 },
      { productId: 'prod-notebook', quantity: 3 },
      { productId: 'prod-folders', quantity: 1 },
      { productId: 'prod-erasers', quantity: 1 },
      { productId: 'prod-crayons', quantity: 1, optional: true },
      { productId: 'prod-headphones', quantity: 1, optional: true },
    ],
  },
  {
    id: 'list-lincoln-5',
    schoolId: 'school-lincoln',
    name: '5th Grade Supply List',
    note: '',
    published: false,
    items: [
      { productId: 'prod-pencils', quantity: 2 },
      { productId: 'prod-notebook', quantity: 5 },
    ],
  },
  {
    id: 'list-riverside-6',
    schoolId: 'school-riverside',
    name: '6th Grade Supply List',
    note: 'Graphing calculators are not included.',
    published: true,
    items: [
      { productId: 'prod-pencils', quantity: 2 },
      { productId: 'prod-notebook', quantity: 5 },
      { productId: 'prod-folders', quantity: 2 },
      { productId: 'prod-dry-erase', quantity: 1 },
      { productId: 'prod-paper', quantity: 1 },
    ],
  },
  {
    id: 'list-maple-3',
    schoolId: 'school-maple',
    name: '3rd Grade Supply List',
    note: 'Boxes ship to your home address.',
    published: true,
    items: [
      { productId: 'prod-pencils', quantity: 1 },
      { productId: 'prod-crayons', quantity: 1, optional: true },
      { productId: 'prod-notebook', quantity: 2 },
      { productId: 'prod-zip-bags', quantity: 1 },
      { productId: 'prod-sanitizer', quantity: 1 },
      { productId: 'prod-art-fund', quantity: 1 },
    ],
  },
  {
    id: 'list-maple-4',
    schoolId: 'school-maple',
    name: '4th Grade Supply List',
    note: '',
    published: false,
    items: [{ productId: 'prod-markers', quantity: 1 }],
  },
  {
    id: 'list-cedar-1',
    schoolId: 'school-cedar',
    name: '1st Grade Supply List',
    note: '',
    published: false,
    items: [],
  },
];

export interface DemoOrder {
  id: string;
  listId: string;
  /** An account uid, or the demo guest's id. */
  userId: string;
  status: OrderStatus;
  student: { firstName: string; lastName: string };
  daysAgo: number;
}

export const demoOrders: DemoOrder[] = [
  {
    id: 'order-demo-0001',
    listId: 'list-lincoln-k',
    userId: 'demo-parent',
    status: 'COMPLETED',
    student: { firstName: 'Mia', lastName: 'Rivera' },
    daysAgo: 40,
  },
  {
    id: 'order-demo-0002',
    listId: 'list-lincoln-k',
    userId: 'demo-parent',
    status: 'PREPARING',
    student: { firstName: 'Leo', lastName: 'Rivera' },
    daysAgo: 6,
  },
  {
    id: 'order-demo-0003',
    listId: 'list-maple-3',
    userId: 'demo-parent',
    status: 'PAYMENT_SUCCESS',
    student: { firstName: 'Ava', lastName: 'Rivera' },
    daysAgo: 2,
  },
  {
    id: 'order-demo-0004',
    listId: 'list-lincoln-k',
    userId: 'guest-sam-lee',
    status: 'AWAITING_PAYMENT',
    student: { firstName: 'Noah', lastName: 'Lee' },
    daysAgo: 0,
  },
  {
    id: 'order-demo-0005',
    listId: 'list-riverside-6',
    userId: 'guest-sam-lee',
    status: 'PAYMENT_FAILED',
    student: { firstName: 'Emma', lastName: 'Lee' },
    daysAgo: 3,
  },
  {
    id: 'order-demo-0006',
    listId: 'list-riverside-6',
    userId: 'demo-parent',
    status: 'CANCELLED',
    student: { firstName: 'Mia', lastName: 'Rivera' },
    daysAgo: 20,
  },
  {
    id: 'order-demo-0007',
    listId: 'list-riverside-6',
    userId: 'guest-sam-lee',
    status: 'COMPLETED',
    student: { firstName: 'Emma', lastName: 'Lee' },
    daysAgo: 30,
  },
];
