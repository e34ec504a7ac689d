import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Code, freshCollection, isStandIn, PROJECT_ID } from './helpers';
import { rawFirestore, type ListenResponse, type RawListen } from './raw-grpc';

// The Listen protocol itself, on a raw gRPC stream, as the SDKs rely on it (see the
// Listen RPC's documentation in google/firestore/v1/firestore.proto): targets added and
// removed at any time, each change acknowledged in order; CURRENT, then a global
// NO_CHANGE (no target ids) with a read time that only rises; resume tokens; REMOVE with
// a cause for a target the rules deny.

const emulatorHost = inject('firestoreEmulatorHost');
const database = `projects/${PROJECT_ID}/databases/(default)`;
const root = `${database}/documents`;

const targetChange = (type: string | undefined, id?: number) => (r: ListenResponse) =>
  r.targetChange !== undefined &&
  (r.targetChange.targetChangeType ?? 'NO_CHANGE') === type &&
  (id === undefined ? !r.targetChange.targetIds?.length : r.targetChange.targetIds?.includes(id) === true);
const globalNoChange = targetChange('NO_CHANGE');
const documentTarget = (id: number, path: string) => ({ database, addTarget: { targetId: id, documents: { documents: [`${root}/${path}`] } } });
const queryTarget = (id: number, collection: string, extra: Record<string, unknown> = {}) => ({
  database,
  addTarget: { targetId: id, query: { parent: root, structuredQuery: { from: [{ collectionId: collection }] } }, ...extra },
});
const changedDocs = (responses: ListenResponse[]) => responses.filter((r) => r.documentChange).map((r) => r.documentChange!.document.name.split('/').pop());

let stream: RawListen;
const client = rawFirestore(emulatorHost);
beforeAll(() => {
  stream = client.listen();
});
afterAll(() => {
  stream.close();
  client.close();
});

describe('the Listen stream', () => {
  it('acknowledges every addTarget and removeTarget, in order', async () => {
    const col = freshCollection('raw');
    await col.doc('a').set({ n: 1 });
    const from = stream.responses.length;
    stream.send(documentTarget(11, `${col.id}/a`));
    stream.send(queryTarget(12, col.id));
    stream.send({ database, removeTarget: 11 });
    stream.send(queryTarget(13, col.id));
    await stream.waitFor(targetChange('CURRENT', 13), from);
    const acks = stream.responses
      .slice(from)
      .filter((r) => r.targetChange?.targetChangeType === 'ADD' || r.targetChange?.targetChangeType === 'REMOVE')
      .map((r) => `${r.targetChange!.targetChangeType} ${r.targetChange!.targetIds!.join()}`);
    expect(acks).toEqual(['ADD 11', 'ADD 12', 'REMOVE 11', 'ADD 13']);
    stream.send({ database, removeTarget: 12 });
    stream.send({ database, removeTarget: 13 });
    await stream.waitFor(targetChange('REMOVE', 13), from);
  });

  it('sends a target its documents, CURRENT, then a global NO_CHANGE whose read time rises with every change', async () => {
    const col = freshCollection('raw');
    await col.doc('a').set({ n: 1 });
    const from = stream.responses.length;
    stream.send(queryTarget(21, col.id));
    const current = await stream.waitFor(targetChange('CURRENT', 21), from);
    expect(changedDocs(stream.responses.slice(from, current))).toEqual(['a']);
    let at = await stream.waitFor(globalNoChange, current);
    const readTimes = [stream.responses[at]!.targetChange!.readTime!];
    for (const n of [2, 3, 4]) {
      await col.doc('a').set({ n });
      at = await stream.waitFor(globalNoChange, at + 1);
      readTimes.push(stream.responses[at]!.targetChange!.readTime!);
    }
    const millis = readTimes.map((time) => Date.parse(time));
    expect([...millis].sort((x, y) => x - y)).toEqual(millis);
    expect(new Set(readTimes).size).toBe(readTimes.length);
    stream.send({ database, removeTarget: 21 });
    await stream.waitFor(targetChange('REMOVE', 21), at);
  });

  it('resumes a target from its resume token with what changed since', async () => {
    const col = freshCollection('raw');
    await Promise.all([col.doc('a').set({ n: 1 }), col.doc('b').set({ n: 1 })]);
    let from = stream.responses.length;
    stream.send(queryTarget(31, col.id));
    const current = await stream.waitFor(targetChange('CURRENT', 31), from);
    const token = stream.responses[current]!.targetChange!.resumeToken!;
    stream.send({ database, removeTarget: 31 });
    await stream.waitFor(targetChange('REMOVE', 31), current);
    await col.doc('b').set({ n: 2 });
    await col.doc('c').set({ n: 1 });

    from = stream.responses.length;
    stream.send(queryTarget(32, col.id, { resumeToken: token }));
    const resumed = await stream.waitFor(targetChange('CURRENT', 32), from);
    const sent = changedDocs(stream.responses.slice(from, resumed));
    expect(sent).toEqual(expect.arrayContaining(['b', 'c']));
    // The local Firestore keeps its recent changes, so it resumes exactly; the official
    // emulator may choose to resend everything (with a RESET), which is also correct.
    if (isStandIn) {
      expect(sent.sort()).toEqual(['b', 'c']);
      expect(stream.responses.slice(from, resumed).some(targetChange('RESET', 32))).toBe(false);
    }
    stream.send({ database, removeTarget: 32 });
    await stream.waitFor(targetChange('REMOVE', 32), resumed);
  });

  it('answers a resume token it cannot serve with RESET and the full result', async () => {
    const col = freshCollection('raw');
    await Promise.all([col.doc('a').set({ n: 1 }), col.doc('b').set({ n: 1 })]);
    const from = stream.responses.length;
    // A token from before the server's memory (a version of 1 µs after the epoch).
    stream.send(queryTarget(41, col.id, { resumeToken: Buffer.from('1').toString('base64') }));
    const current = await stream.waitFor(targetChange('CURRENT', 41), from);
    expect(changedDocs(stream.responses.slice(from, current)).sort()).toEqual(['a', 'b']);
    if (isStandIn) expect(stream.responses.slice(from, current).some(targetChange('RESET', 41))).toBe(true);
    stream.send({ database, removeTarget: 41 });
    await stream.waitFor(targetChange('REMOVE', 41), current);
  });
});

describe('a target the rules deny', () => {
  const project = 'demo-listen-protocol';
  const rules =
    "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /open/{id} { allow read: if true; }\n  }\n}\n";

  it('is removed with cause PERMISSION_DENIED (7), and the stream goes on', async () => {
    const put = await fetch(`http://${emulatorHost}/emulator/v1/projects/${project}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
    });
    expect(put.status).toBe(200);
    const token = ['{"alg":"none"}', JSON.stringify({ sub: 'u1', user_id: 'u1' }), ''].map((part) => Buffer.from(part).toString('base64url')).join('.');
    const asClient = rawFirestore(emulatorHost, `Bearer ${token}`).listen();
    try {
      const projectRoot = `projects/${project}/databases/(default)/documents`;
      asClient.send({ database: `projects/${project}/databases/(default)`, addTarget: { targetId: 1, documents: { documents: [`${projectRoot}/closed/x`] } } });
      asClient.send({ database: `projects/${project}/databases/(default)`, addTarget: { targetId: 2, documents: { documents: [`${projectRoot}/open/x`] } } });
      const removed = await asClient.waitFor(targetChange('REMOVE', 1));
      expect(asClient.responses[removed]!.targetChange!.cause?.code).toBe(Code.PERMISSION_DENIED);
      await asClient.waitFor(targetChange('CURRENT', 2));
    } finally {
      asClient.close();
    }
  });
});
