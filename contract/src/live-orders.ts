/**
 * What a live order view in the browser listens to (web/src/lib/live-orders). Every query is
 * bounded like the page it serves (newest first, at most `max`) and carries the constraint
 * firestore.rules check: its owner, its proven e-mail, its school, or, for an administrator,
 * a school or a status or nothing. Plain data, so functions/src/indexes.test.ts can check
 * that each shape has its index.
 */
export type LiveOrdersScope =
  | { kind: 'user'; userId: string; max: number }
  | { kind: 'guest-email'; emailKey: string; max: number }
  | { kind: 'school'; schoolId: string; max: number; status?: string }
  | { kind: 'all'; schoolId?: string; status?: string; max: number };

/** The scope's equality filters, in the order the query applies them; every view orders by `createdAt` descending. */
export function liveOrderFilters(scope: LiveOrdersScope): [field: string, value: string | boolean][] {
  switch (scope.kind) {
    case 'user':
      return [['userId', scope.userId]];
    case 'guest-email':
      return [
        ['emailKey', scope.emailKey],
        ['placedAsGuest', true],
      ];
    case 'school':
    case 'all':
      return [
        ...(scope.schoolId ? [['schoolId', scope.schoolId] as [string, string]] : []),
        ...(scope.status ? [['status', scope.status] as [string, string]] : []),
      ];
  }
}
