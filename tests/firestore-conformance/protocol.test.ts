import { describe, expect, inject, it } from 'vitest';
import { Code, PROJECT_ID } from './helpers';
import { rawFirestore } from './raw-grpc';

// Raw gRPC requests the firebase-admin SDK would refuse to send, to check that the server
// itself answers INVALID_ARGUMENT (gRPC 3) where Firestore does, rather than UNKNOWN.

const database = `projects/${PROJECT_ID}/databases/(default)`;

describe('status codes for invalid requests', () => {
  it('a write with an invalid field path in its mask is INVALID_ARGUMENT', async () => {
    const client = rawFirestore(inject('firestoreEmulatorHost'));
    try {
      const { error } = await client.commit({
        database,
        writes: [{ update: { name: `${database}/documents/protocol/doc`, fields: { a: { integerValue: '1' } } }, updateMask: { fieldPaths: ['a..b'] } }],
      });
      expect(error).toMatchObject({ code: Code.INVALID_ARGUMENT });
    } finally {
      client.close();
    }
  });

  it('a query with more cursor values than orderings is INVALID_ARGUMENT', async () => {
    const client = rawFirestore(inject('firestoreEmulatorHost'));
    try {
      const { error } = await client.runQuery({
        parent: `${database}/documents`,
        structuredQuery: {
          from: [{ collectionId: 'protocol' }],
          orderBy: [{ field: { fieldPath: 'score' }, direction: 'ASCENDING' }],
          startAt: { values: [{ integerValue: '1' }, { stringValue: 'x' }, { integerValue: '2' }], before: true },
        },
      });
      expect(error).toMatchObject({ code: Code.INVALID_ARGUMENT });
    } finally {
      client.close();
    }
  });
});
