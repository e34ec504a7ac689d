// The stored order the unit tests start from lives beside its schema.
export { anOrder } from '@ssb/documents/src/test-orders';
