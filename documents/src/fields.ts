import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod/mini';

export const timestamp = z.custom<Timestamp>((value) => value instanceof Timestamp, 'must be a Firestore timestamp');

/** Money is integer cents wherever it is stored. */
export const cents = z.number().check(z.int(), z.nonnegative());

/** A counter moved by FieldValue.increment in the same write as what it counts. */
export const counter = z.number().check(z.int(), z.nonnegative());
