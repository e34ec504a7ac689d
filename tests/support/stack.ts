// The tests read the product's texts as written, as the API does.
import '../../contract/src/i18n/node-setup';
import { randomUUID } from 'node:crypto';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { parseSchoolAddress, schoolFullAddress, schoolSearchTerms, type SchoolAddress } from '@ssb/contract';
import { PROJECT_ID, profiles, urls } from '../../local/stack/profiles';
import { localSecrets } from '../../local/stack/secrets';

// The admin SDK in the tests talks to emulators only: no probing for a cloud metadata server.
process.env.METADATA_SERVER_DETECTION ??= 'none';

/** The e2e stack the Playwright config starts: its ports, URLs and local secrets. */
export const ports = profiles.e2e.ports;
export const stack = urls(ports);
export const secrets = localSecrets();

/** Direct Firestore access for assertions about what the API wrote (or did not write). */
export function testDb() {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  const app = getApps().find((a) => a.name === 'tests') ?? initializeApp({ projectId: PROJECT_ID }, 'tests');
  return getFirestore(app);
}

export async function closeTestDb() {
  const app = getApps().find((a) => a.name === 'tests');
  if (app) await deleteApp(app);
}

/**
 * A school and a published list no other test touches, so a test can assert exact counters
 * while the other workers place orders on the demo lists.
 */
export async function createPrivateList(options: { deliverToSchool: boolean }): Promise<{ schoolId: string; listId: string }> {
  const tag = randomUUID().slice(0, 8);
  const schoolId = `test-school-${tag}`;
  const listId = `test-list-${tag}`;
  const db = testDb();
  const now = new Date();
  // In Oregon, which has no sales tax: a test's totals are its lists' prices.
  const address: SchoolAddress = { line1: '1 Test Way', city: 'Portland', state: 'OR', zipCode: '97201' };
  const school = { name: `Test School ${tag}`, fullAddress: schoolFullAddress(address) };
  await db.doc(`schools/${schoolId}`).set({
    ...school,
    address,
    searchTerms: schoolSearchTerms(school),
    note: '',
    deliverToSchool: options.deliverToSchool,
    supplyListCount: 1,
    publishedListCount: 1,
    userCount: 0,
    createdAt: now,
  });
  await db.doc(`supplyLists/${listId}`).set({
    schoolId,
    name: `Test List ${tag}`,
    nameKey: `test list ${tag}`,
    totalPriceCents: null,
    note: '',
    published: true,
    items: [{ productId: 'prod-crayons', quantity: 2 }],
    orderCount: 0,
    createdAt: now,
    updatedAt: now,
  });
  return { schoolId, listId };
}

/**
 * A school at `fullAddress` (tax is figured where a box goes; its `address` is the line's parts,
 * as the school dialogs and the migration store them) with one published list of `items`, no
 * other test touches.
 */
export async function createListAt(
  fullAddress: string,
  deliverToSchool: boolean,
  items: { productId: string; quantity: number; optional?: true }[],
): Promise<{ schoolId: string; listId: string }> {
  const tag = randomUUID().slice(0, 8);
  const schoolId = `test-school-${tag}`;
  const listId = `test-list-${tag}`;
  const school = { name: `Money School ${tag}`, fullAddress };
  const now = new Date();
  await testDb()
    .doc(`schools/${schoolId}`)
    .set({
      ...school,
      address: parseSchoolAddress(fullAddress),
      searchTerms: schoolSearchTerms(school),
      note: '',
      deliverToSchool,
      supplyListCount: 1,
      publishedListCount: 1,
      userCount: 0,
      createdAt: now,
    });
  await testDb()
    .doc(`supplyLists/${listId}`)
    .set({
      schoolId,
      name: `Money List ${tag}`,
      nameKey: `money list ${tag}`,
      totalPriceCents: null,
      note: '',
      published: true,
      items,
      orderCount: 0,
      createdAt: now,
      updatedAt: now,
    });
  return { schoolId, listId };
}

/** A product of its own at `priceCents`, so a test's prices and tax are exactly what it says. */
export async function createPricedProduct(priceCents: number, productType: 'INDIVIDUAL' | 'CLASSROOM' = 'CLASSROOM'): Promise<string> {
  const id = `test-product-${randomUUID().slice(0, 8)}`;
  await testDb()
    .doc(`products/${id}`)
    .set({
      name: `Product ${id}`,
      nameKey: `product ${id}`,
      description: '',
      priceCents,
      productType,
      taxCode: 'txcd_99999999',
      supplyListCount: 1,
      createdAt: new Date(),
    });
  return id;
}
