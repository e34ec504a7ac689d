import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import type { ClassAssignmentsResponse, PackingSlipsPage, PickListResponse, Teacher, TeachersResponse } from '@ssb/contract';
import { bearer, closeAdminAuth } from '../support/auth';
import { box, checkoutBoxes, newGuest, placeBoxes } from '../support/orders';
import { personasFor, type Personas } from '../support/roles';
import { call, createPrivateProducts, createPrivateSchool, stored, writeList, writeOrders } from '../support/school-data';
import { closeTestDb, stack, testDb } from '../support/stack';

// Boxes sorted by class over HTTP: a school's teachers, the family's pick of one in the
// checkout, staff assigning boxes one by one and from a CSV of class lists, and the label sheet,
// with every role's allow and deny.

test.afterAll(async () => {
  await closeAdminAuth();
  await closeTestDb();
});

const SCHOOL_NAME = 'Class Lists School';
let personas: Personas;
let schoolId: string;
let otherSchoolId: string;
let grade2: string;
let grade3: string;
let ortiz: Teacher;
let adams: Teacher;
let otherSchoolTeacher: Teacher;

const snapshotOf = (listName: string, productId: string) => ({
  listName,
  schoolName: SCHOOL_NAME,
  note: '',
  items: [{ productId, name: 'Crayons', description: '', priceCents: 500, quantity: 1 }],
  totalCents: 500,
});

async function addTeacher(token: string, school: string, name: string, grade: string) {
  const res = await call<{ teacher: Teacher }>('POST', `/schools/${school}/teachers`, token, { name, grade });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.teacher;
}

test.beforeAll(async () => {
  [schoolId, otherSchoolId] = await Promise.all([createPrivateSchool(SCHOOL_NAME), createPrivateSchool()]);
  const [product] = (await createPrivateProducts([500])) as [string];
  grade2 = await writeList(schoolId, { published: true, name: 'Grade 2', items: [{ productId: product, quantity: 1 }] });
  grade3 = await writeList(schoolId, { published: true, name: '3rd Grade', items: [{ productId: product, quantity: 1 }] });
  personas = await personasFor(schoolId, otherSchoolId);
  ortiz = await addTeacher(personas.rep, schoolId, 'Ms. Ortiz', '2nd Grade');
  adams = await addTeacher(personas.admin, schoolId, 'Mr. Adams', '3rd Grade');
  otherSchoolTeacher = await addTeacher(personas.otherRep, otherSchoolId, 'Ms. Ortiz', '2nd Grade');
});

test.describe('a school’s teachers', () => {
  test('the school’s representatives and administrators add teachers; nobody else does', async () => {
    const body = { name: 'Mr. Lee', grade: 'Kindergarten' };
    for (const [who, token, status] of [
      ['anonymous', personas.anonymous, 401],
      ['an unverified account', personas.unverified, 403],
      ['a parent', personas.parent, 403],
      ['another school’s representative', personas.otherRep, 403],
    ] as const) {
      const res = await call('POST', `/schools/${schoolId}/teachers`, token, body);
      expect(res.status, `${who}: ${JSON.stringify(res.body)}`).toBe(status);
    }
    const missing = await call<{ error: string }>('POST', `/schools/${schoolId}/teachers`, personas.rep, { name: ' ', grade: '2nd Grade' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('name: Enter the teacher’s name');
  });

  test('anyone reads the names and grades of a school’s teachers, the order step among them', async () => {
    const res = await call<TeachersResponse>('GET', `/schools/${schoolId}/teachers`, null);
    expect(res.status).toBe(200);
    expect(res.body.teachers).toEqual(expect.arrayContaining([ortiz, adams]));
    for (const teacher of res.body.teachers) expect(Object.keys(teacher).sort()).toEqual(['grade', 'id', 'name']);
    expect(res.body.teachers.map((t) => t.id)).not.toContain(otherSchoolTeacher.id);
  });

  test('a school keeps at most 200 teachers', async () => {
    const full = await createPrivateSchool();
    await testDb().doc(`schools/${full}`).update({ teacherCount: 200 });
    const res = await call<{ error: string }>('POST', `/schools/${full}/teachers`, personas.admin, { name: 'One Too Many', grade: '1st Grade' });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toBe('A school keeps at most 200 teachers');
  });
});

test.describe('the family’s pick of a teacher at checkout', () => {
  test('a box keeps the teacher of its grade the family picked', async ({ request }) => {
    const { orderIds } = await placeBoxes(request, { ...newGuest(), boxes: [{ ...box(grade2), teacherId: ortiz.id }, box(grade3)] });
    expect(await stored(`orders/${orderIds[0]}`)).toMatchObject({ teacherId: ortiz.id, teacherName: 'Ms. Ortiz' });
    // A box whose family does not know the teacher yet has none, as a checkout before teachers.
    expect(await stored(`orders/${orderIds[1]}`)).toMatchObject({ teacherId: null, teacherName: null });
  });

  test('a teacher of another grade or another school is refused', async ({ request }) => {
    for (const [what, teacherId] of [
      ['another grade', adams.id],
      ['another school', otherSchoolTeacher.id],
      ['no teacher', 'no-such-teacher'],
    ] as const) {
      const res = await checkoutBoxes(request, { ...newGuest(), boxes: [{ ...box(grade2), teacherId }] });
      expect(res.status(), `${what}: ${await res.text()}`).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('Pick one of this school’s teachers of the grade, or Not known yet');
    }
  });
});

test.describe('class assignments', () => {
  let boxes: string[];
  test.beforeAll(async () => {
    const now = Date.now();
    const [product] = (await createPrivateProducts([500])) as [string];
    const paid = (first: string, last: string, at: number) =>
      writeOrders(schoolId, grade2, ['PAYMENT_SUCCESS'], at, { studentFirstName: first, studentLastName: last, snapshot: snapshotOf('Grade 2', product) });
    boxes = [
      ...(await paid('José', 'Núñez', now - 10_000)),
      ...(await paid('Twin', 'Kid', now - 11_000)),
      ...(await paid('Twin', 'Kid', now - 12_000)),
      ...(await paid('Ana', 'Bell', now - 13_000)),
    ];
    // A cancelled box of the same child is nobody's to assign.
    await writeOrders(schoolId, grade2, ['CANCELLED'], now - 14_000, {
      studentFirstName: 'Ana',
      studentLastName: 'Bell',
      snapshot: snapshotOf('Grade 2', product),
    });
  });

  test('staff assign one box to a teacher of its school, or back to Not known yet', async () => {
    const [first] = boxes as [string];
    for (const [who, token, status] of [
      ['anonymous', personas.anonymous, 401],
      ['a parent', personas.parent, 403],
      ['another school’s representative', personas.otherRep, 403],
    ] as const) {
      const res = await call('PUT', `/orders/${first}/teacher`, token, { teacherId: ortiz.id });
      expect(res.status, who).toBe(status);
    }
    const foreign = await call<{ error: string }>('PUT', `/orders/${first}/teacher`, personas.rep, { teacherId: otherSchoolTeacher.id });
    expect(foreign.status).toBe(400);
    const set = await call('PUT', `/orders/${first}/teacher`, personas.rep, { teacherId: ortiz.id });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toEqual({ teacherId: ortiz.id, teacherName: 'Ms. Ortiz' });
    // The staff's order page shows it, with the school whose teachers it picks among.
    const page = await call<{ details?: { teacher?: unknown } }>('GET', `/orders/${first}`, personas.rep);
    expect(page.body.details?.teacher).toEqual({ schoolId, id: ortiz.id, name: 'Ms. Ortiz' });
    const cleared = await call('PUT', `/orders/${first}/teacher`, personas.admin, { teacherId: null });
    expect(cleared.body).toEqual({ teacherId: null, teacherName: null });
  });

  test('a CSV of class lists assigns the boxes it names, accents and case folded, and answers the rows it could not', async () => {
    const csv = ['first_name,last_name,teacher', 'jose,NUNEZ,ms. ortiz', 'Twin,Kid,Ms. Ortiz', 'Nobody,Here,Ms. Ortiz', 'Ana,Bell,Mrs. Nobody', ''].join('\n');
    for (const [who, token, status] of [
      ['anonymous', personas.anonymous, 401],
      ['a parent', personas.parent, 403],
      ['another school’s representative', personas.otherRep, 403],
    ] as const) {
      const res = await call('POST', `/schools/${schoolId}/class-assignments`, token, { csv });
      expect(res.status, who).toBe(status);
    }
    const res = await call<ClassAssignmentsResponse>('POST', `/schools/${schoolId}/class-assignments`, personas.rep, { csv });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      assigned: 1,
      unassigned: [
        { line: 3, firstName: 'Twin', lastName: 'Kid', teacher: 'Ms. Ortiz', reason: 'severalBoxes' },
        { line: 4, firstName: 'Nobody', lastName: 'Here', teacher: 'Ms. Ortiz', reason: 'noBox' },
        { line: 5, firstName: 'Ana', lastName: 'Bell', teacher: 'Mrs. Nobody', reason: 'noTeacher' },
      ],
    });
    expect(await stored(`orders/${boxes[0]}`)).toMatchObject({ teacherId: ortiz.id, teacherName: 'Ms. Ortiz' });
    expect((await stored(`orders/${boxes[1]}`))?.teacherId ?? null).toBeNull();
  });

  test('packing slips and the handover list say each box’s teacher, the boxes of a known teacher first', async () => {
    for (const path of ['packing-slips', 'handover']) {
      const res = await call<PackingSlipsPage>('GET', `/schools/${schoolId}/${path}?limit=200`, personas.rep);
      expect(res.status).toBe(200);
      const slips = res.body.packingSlips;
      expect(slips.find((slip) => slip.id === boxes[0])?.teacherName, path).toBe('Ms. Ortiz');
      const known = slips.map((slip) => slip.teacherName !== undefined);
      expect(known, `${path}: unknown teachers last`).toEqual([...known].sort((a, b) => Number(b) - Number(a)));
      expect(known.filter(Boolean).length, path).toBeGreaterThan(0);
    }
  });

  test('a CSV with unknown columns or over 5,000 rows is refused', async () => {
    const unknown = await call<{ error: string }>('POST', `/schools/${schoolId}/class-assignments`, personas.admin, {
      csv: 'first_name,last_name,teacher,room,bus\nAna,Bell,Ms. Ortiz,4,12\n',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Unknown columns: room, bus. The columns are first_name, last_name and teacher');
    const missing = await call<{ error: string }>('POST', `/schools/${schoolId}/class-assignments`, personas.admin, {
      csv: 'first_name,teacher\nAna,Ms. Ortiz\n',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Missing columns: last_name. The columns are first_name, last_name and teacher');
    const rows = Array.from({ length: 5001 }, (_, i) => `Child${i},Last${i},Ms. Ortiz`);
    const tooMany = await call<{ error: string }>('POST', `/schools/${schoolId}/class-assignments`, personas.admin, {
      csv: ['first_name,last_name,teacher', ...rows].join('\n'),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('A CSV holds at most 5000 rows');
  });
});

test.describe('the label sheet', () => {
  async function labels(school: string, token: string | null, language = 'en') {
    const res = await fetch(`${stack.app}/api/schools/${school}/labels.pdf`, { headers: { 'Accept-Language': language, ...(token ? bearer(token) : {}) } });
    return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
  }

  test('only the school’s staff download it', async () => {
    for (const [who, token, status] of [
      ['anonymous', personas.anonymous, 401],
      ['a parent', personas.parent, 403],
      ['another school’s representative', personas.otherRep, 403],
    ] as const) {
      expect((await labels(schoolId, token)).status, who).toBe(status);
    }
  });

  test('a label per paid box, 30 to a US letter page', async ({ request: _request }, testInfo) => {
    const school = await createPrivateSchool('Label Sheet School');
    const [product] = (await createPrivateProducts([500])) as [string];
    const list = await writeList(school, { published: true, name: 'Grade 2', items: [{ productId: product, quantity: 1 }] });
    const teacher = await addTeacher(personas.admin, school, 'Ms. Peña', '2nd Grade');
    const ids = await writeOrders(school, list, Array(31).fill('PAYMENT_SUCCESS'), Date.now() - 60_000, {
      studentFirstName: 'José',
      studentLastName: 'Núñez',
      snapshot: { ...snapshotOf('Grade 2', product), schoolName: 'Label Sheet School' },
    });
    await writeOrders(school, list, ['CANCELLED', 'AWAITING_PAYMENT'], Date.now() - 30_000, { snapshot: snapshotOf('Grade 2', product) });
    for (const id of ids.slice(0, 20)) await testDb().doc(`orders/${id}`).update({ teacherId: teacher.id, teacherName: teacher.name });
    for (const [lang, language] of [
      ['en', 'en'],
      ['es', 'es'],
    ] as const) {
      const sheet = await labels(school, personas.admin, language);
      expect(sheet.status).toBe(200);
      expect(sheet.type).toBe('application/pdf');
      expect(new TextDecoder().decode(sheet.bytes.slice(0, 5))).toBe('%PDF-');
      const pdf = await PDFDocument.load(sheet.bytes);
      expect(pdf.getPageCount(), '31 boxes on 30-label pages').toBe(2);
      const { width, height } = pdf.getPage(0).getSize();
      expect([width, height]).toEqual([612, 792]);
      const { writeFile } = await import('node:fs/promises');
      await writeFile(testInfo.outputPath(`labels-${lang}.pdf`), sheet.bytes);
    }
  });
});

test.describe('the pick list by teacher', () => {
  test('each teacher’s boxes, Not known yet last, as the totals count them: a skipped item is not picked, a handed-over box not counted', async () => {
    const school = await createPrivateSchool('Pick By Teacher School');
    const [crayons, glue] = (await createPrivateProducts([500, 300])) as [string, string];
    const list = await writeList(school, { published: true, name: 'Grade 2', items: [{ productId: crayons, quantity: 1 }] });
    const item = (productId: string, name: string, quantity: number) => ({ productId, name, description: '', priceCents: 100, quantity });
    const full = { ...snapshotOf('Grade 2', crayons), items: [item(crayons, 'Crayons', 1), item(glue, 'Glue', 2)] };
    const skipped = { ...full, items: [item(crayons, 'Crayons', 1)], skippedItems: [item(glue, 'Glue', 2)] };
    const ortiz = { teacherId: 'ortiz', teacherName: 'Ms. Ortiz' };
    const adams = { teacherId: 'adams', teacherName: 'Mr. Adams' };
    await writeOrders(school, list, ['PAYMENT_SUCCESS', 'PREPARING', 'COMPLETED'], Date.now() - 60_000, { ...ortiz, snapshot: full });
    await writeOrders(school, list, ['PAYMENT_SUCCESS'], Date.now() - 50_000, { ...ortiz, snapshot: skipped });
    await writeOrders(school, list, ['PAYMENT_SUCCESS'], Date.now() - 40_000, { ...adams, snapshot: full });
    await writeOrders(school, list, ['PREPARING', 'CANCELLED'], Date.now() - 30_000, { snapshot: full });

    const res = await call<PickListResponse>('GET', `/schools/${school}/pick-list?by=teacher`, personas.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const groups = (res.body.teachers ?? []).map((t) => ({
      teacherName: t.teacherName,
      boxes: t.boxes,
      products: t.products.map((p) => [p.name, p.quantity, p.boxes]),
    }));
    expect(groups).toEqual([
      {
        teacherName: 'Mr. Adams',
        boxes: 1,
        products: [
          ['Crayons', 1, 1],
          ['Glue', 2, 1],
        ],
      },
      {
        teacherName: 'Ms. Ortiz',
        boxes: 3,
        products: [
          ['Crayons', 3, 3],
          ['Glue', 4, 2],
        ],
      },
      {
        teacherName: null,
        boxes: 1,
        products: [
          ['Crayons', 1, 1],
          ['Glue', 2, 1],
        ],
      },
    ]);
    const summed = new Map<string, number>();
    for (const t of res.body.teachers ?? []) for (const p of t.products) summed.set(p.productId, (summed.get(p.productId) ?? 0) + p.quantity);
    expect(Object.fromEntries(summed), 'the groups add up to the totals').toEqual(
      Object.fromEntries(res.body.pickList.products.map((p) => [p.productId, p.quantity])),
    );
    expect(res.body.teachers?.reduce((n, t) => n + t.boxes, 0)).toBe(res.body.pickList.boxes);
    const plain = await call<PickListResponse>('GET', `/schools/${school}/pick-list`, personas.admin);
    expect(plain.body.teachers, 'the plain pick list reads no boxes').toBeUndefined();
  });

  test('only the school’s staff read it', async () => {
    for (const [who, token, status] of [
      ['anonymous', personas.anonymous, 401],
      ['a parent', personas.parent, 403],
      ['another school’s representative', personas.otherRep, 403],
      ['the school’s representative', personas.rep, 200],
    ] as const) {
      expect((await call('GET', `/schools/${schoolId}/pick-list?by=teacher`, token)).status, who).toBe(status);
    }
  });
});
