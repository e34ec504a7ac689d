import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { JSONValue } from 'proto3-json-serializer';
import { Code } from './helpers';
import { rawFirestore, type RawFirestore } from './raw-grpc';

// Filters production refuses, refused here too, over REST (the browser SDK's one-off
// calls, and anyone with the web config) and gRPC: a `where` with more than one of
// fieldFilter / compositeFilter / unaryFilter set (a proto oneof), and queries beyond
// Firestore's documented limits (30 disjunctions in disjunctive normal form, 30 values of
// `in` / `array-contains-any`, 10 of `not-in`). The rules and the query runner must read
// one and the same filter, or a query allowed for one filter returns the documents of
// another.

const PROJECT = 'demo-query-filters';
const emulatorHost = inject('firestoreEmulatorHost');
const database = `projects/${PROJECT}/databases/(default)`;
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /orders/{orderId} {
      allow list: if request.auth != null && resource.data.userId == request.auth.uid;
    }
  }
}
`;

/** An unsigned ID token, as the emulators accept (the web SDK's mockUserToken). */
const bearer = (sub: string) => `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.`;
const ALICE = bearer('alice');

const field = (fieldPath: string, op: string, value: JSONValue) => ({ fieldFilter: { field: { fieldPath }, op, value } });
const aliceOnly = field('userId', 'EQUAL', { stringValue: 'alice' });
/** Judged on one part, run on the other, this returned every order with a userId. */
const twoParts = {
  unaryFilter: { op: 'IS_NOT_NULL', field: { fieldPath: 'userId' } },
  compositeFilter: { op: 'AND', filters: [aliceOnly] },
};
const ints = (count: number) => ({ arrayValue: { values: Array.from({ length: count }, (_, i) => ({ integerValue: String(i) })) } });
const and = (...filters: JSONValue[]) => ({ compositeFilter: { op: 'AND', filters } });

const query = (where: JSONValue) => ({ from: [{ collectionId: 'orders' }], where });

async function restRunQuery(where: JSONValue, authorization: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://${emulatorHost}/v1/${database}/documents:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify({ structuredQuery: query(where) }),
  });
  return { status: response.status, body: await response.json() };
}

const clients: RawFirestore[] = [];
function grpcAs(authorization: string): RawFirestore {
  const client = rawFirestore(emulatorHost, authorization);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  const put = await fetch(`http://${emulatorHost}/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: RULES }] } }),
  });
  expect(put.status).toBe(200);
  const order = (id: string, userId: string) => ({ update: { name: `${database}/documents/orders/${id}`, fields: { userId: { stringValue: userId } } } });
  const { error } = await grpcAs('Bearer owner').commit({ database, writes: [order('alice-1', 'alice'), order('bob-1', 'bob')] });
  expect(error).toBeNull();
});

afterAll(() => {
  for (const client of clients) client.close();
});

describe('a where with two filter parts', () => {
  it('is INVALID_ARGUMENT over REST, never the other families’ orders', async () => {
    const { status, body } = await restRunQuery(twoParts, ALICE);
    expect(JSON.stringify(body)).not.toContain('bob-1');
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
  });

  it('is INVALID_ARGUMENT over gRPC', async () => {
    const { error, responses } = await grpcAs(ALICE).runQuery({ parent: `${database}/documents`, structuredQuery: query(twoParts) });
    expect(JSON.stringify(responses)).not.toContain('bob-1');
    expect(error).toMatchObject({ code: Code.INVALID_ARGUMENT });
  });

  it('is INVALID_ARGUMENT for the owner too: the filter is malformed, whoever sends it', async () => {
    expect((await restRunQuery(twoParts, 'Bearer owner')).status).toBe(400);
  });

  it('a single part is answered as usual', async () => {
    const { status, body } = await restRunQuery(and(aliceOnly), ALICE);
    expect(status).toBe(200);
    expect(JSON.stringify(body)).toContain('alice-1');
    expect(JSON.stringify(body)).not.toContain('bob-1');
  });
});

describe('a collection id', () => {
  it('is one segment: a slash in it is INVALID_ARGUMENT, not a query of a subcollection', async () => {
    const response = await fetch(`http://${emulatorHost}/v1/${database}/documents:runQuery`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'orders/alice-1/items' }] } }),
    });
    expect(response.status).toBe(400);
  });
});

describe('the limits of a query', () => {
  const owner = 'Bearer owner';

  it('in and array-contains-any take at most 30 values', async () => {
    expect((await restRunQuery(field('n', 'IN', ints(30)), owner)).status).toBe(200);
    expect((await restRunQuery(field('n', 'IN', ints(31)), owner)).status).toBe(400);
    expect((await restRunQuery(field('tags', 'ARRAY_CONTAINS_ANY', ints(31)), owner)).status).toBe(400);
  });

  it('not-in takes at most 10 values', async () => {
    expect((await restRunQuery(field('n', 'NOT_IN', ints(10)), owner)).status).toBe(200);
    expect((await restRunQuery(field('n', 'NOT_IN', ints(11)), owner)).status).toBe(400);
  });

  it('at most 30 disjunctions in disjunctive normal form (5 × 6 = 30 passes, 5 × 7 = 35 does not)', async () => {
    expect((await restRunQuery(and(field('a', 'IN', ints(5)), field('b', 'IN', ints(6))), owner)).status).toBe(200);
    const { error } = await grpcAs(owner).runQuery({
      parent: `${database}/documents`,
      structuredQuery: query(and(field('a', 'IN', ints(5)), field('b', 'IN', ints(7)))),
    });
    expect(error).toMatchObject({ code: Code.INVALID_ARGUMENT });
  });

  it('a listener beyond the limits is removed as invalid (cause 3), not judged', async () => {
    const listen = grpcAs(ALICE).listen();
    listen.send({
      database,
      addTarget: { targetId: 1, query: { parent: `${database}/documents`, structuredQuery: query(and(aliceOnly, field('n', 'IN', ints(31)))) } },
    });
    const at = await listen.waitFor((response) => response.targetChange?.targetChangeType === 'REMOVE');
    expect(listen.responses[at]?.targetChange?.cause?.code).toBe(Code.INVALID_ARGUMENT);
    listen.close();
  });
});
