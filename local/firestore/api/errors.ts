// gRPC status codes, which every transport reports: gRPC in its trailers, REST and
// WebChannel as google.rpc.Status ({ code, message, status }).

export const Code = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;

export type CodeNumber = (typeof Code)[keyof typeof Code];

const names = new Map<number, string>(Object.entries(Code).map(([name, code]) => [code, name]));

/** 'PERMISSION_DENIED' for 7: the `status` REST and WebChannel errors carry. */
export function codeName(code: number): string {
  return names.get(code) ?? 'UNKNOWN';
}

/** The HTTP status Google APIs answer for a gRPC code (google.rpc.Code mapping). */
export function httpStatusOf(code: number): number {
  switch (code) {
    case Code.OK:
      return 200;
    case Code.INVALID_ARGUMENT:
    case Code.FAILED_PRECONDITION:
    case Code.OUT_OF_RANGE:
      return 400;
    case Code.UNAUTHENTICATED:
      return 401;
    case Code.PERMISSION_DENIED:
      return 403;
    case Code.NOT_FOUND:
      return 404;
    case Code.ABORTED:
    case Code.ALREADY_EXISTS:
      return 409;
    case Code.RESOURCE_EXHAUSTED:
      return 429;
    case Code.CANCELLED:
      return 499;
    case Code.UNIMPLEMENTED:
      return 501;
    case Code.UNAVAILABLE:
      return 503;
    case Code.DEADLINE_EXCEEDED:
      return 504;
    default:
      return 500;
  }
}

/** An error with the status code Firestore answers for it. */
export class FirestoreError extends Error {
  constructor(
    readonly code: CodeNumber,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreError';
  }
}

export const invalidArgument = (message: string) => new FirestoreError(Code.INVALID_ARGUMENT, message);

/** The message the SDKs show for a rules denial, as production words it. */
export const permissionDenied = () => new FirestoreError(Code.PERMISSION_DENIED, 'Missing or insufficient permissions.');

/** Anything thrown that is not a FirestoreError is a bug of ours: UNKNOWN, with its message. */
export function asFirestoreError(error: unknown): FirestoreError {
  if (error instanceof FirestoreError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new FirestoreError(Code.UNKNOWN, `The local Firestore failed: ${message}`);
}
