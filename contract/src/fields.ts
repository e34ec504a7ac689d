import { z } from 'zod';
import { invalidTextMessage, isWellFormedText } from './text';

/** Every text field of every payload: trimmed, bounded, and encodable as UTF-8. */
export const text = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).refine(isWellFormedText, invalidTextMessage);

/** Firestore document ids as this API makes them: no "/", nothing a path could misread. */
export const id = z.string().min(1).max(128).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');

const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

/** An ISO date-time inside the years this product can mean (Firestore itself stops at 0001 and 9999). */
export const isoDateTime = z.iso.datetime().refine((value) => {
  const time = Date.parse(value);
  return time >= EARLIEST && time < LATEST;
}, 'must be a date between 2000 and 2100');
