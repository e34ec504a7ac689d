import type { Fields, StructuredQuery } from '../api/types';
import { permissionDenied } from '../api/errors';
import type { CompiledQuery } from '../database/query';
import { parseDatabaseName, parseDocumentName } from '../database/resource-names';
import type { PlannedWrite } from '../database/writes';
import type { SecurityRules } from '../rules/security-rules';
import type { Decision } from '../rules/rules-engine';
import type { Caller } from './caller';

// Where the rules meet the requests: each read or write a client makes is turned into the
// engine's request shape and judged; the owner (admin SDK) bypasses the rules. Queries
// are judged from their constraints (rules are not filters), never document by document.

const ALLOWED: Decision = { allowed: true, reason: 'privileged credentials bypass security rules' };

export class Access {
  constructor(private readonly rules: SecurityRules) {}

  canGet(caller: Caller, name: string, resource: Fields | null): Decision {
    if (caller.kind === 'owner') return ALLOWED;
    const doc = parseDocumentName(name);
    return this.rules.judgeFor(doc.database.project).get({ path: doc.path, resource, auth: caller.auth, database: doc.database.database });
  }

  canList(caller: Caller, query: CompiledQuery, structured: StructuredQuery): Decision {
    if (caller.kind === 'owner') return ALLOWED;
    if (query.allDescendants) {
      // The engine judges one collection path; a collection group spans unknown ones.
      return { allowed: false, reason: 'collection group queries from clients are not supported by the local rules engine' };
    }
    const database = parseDatabaseName(query.parent.split('/').slice(0, 4).join('/'));
    const relativeParent = query.parent.slice(database.root.length + 1);
    const collectionPath = relativeParent ? `${relativeParent}/${query.collectionId}` : query.collectionId!;
    return this.rules.judgeFor(database.project).list({
      collectionPath,
      where: structured.where,
      orderBy: structured.orderBy,
      limit: structured.limit,
      offset: structured.offset,
      auth: caller.auth,
      database: database.database,
    });
  }

  canWrite(caller: Caller, write: PlannedWrite): Decision {
    if (caller.kind === 'owner') return ALLOWED;
    const doc = parseDocumentName(write.name);
    const method = write.after === null ? 'delete' : write.before === null ? 'create' : 'update';
    return this.rules.judgeFor(doc.database.project).write({
      path: doc.path,
      method,
      resource: write.before?.fields ?? null,
      requestResource: write.after?.fields ?? null,
      auth: caller.auth,
      database: doc.database.database,
    });
  }

  /** Throws PERMISSION_DENIED unless every write of a commit is allowed. */
  assertCanCommit(caller: Caller, writes: readonly PlannedWrite[]): void {
    for (const write of writes) if (!this.canWrite(caller, write).allowed) throw permissionDenied();
  }
}
