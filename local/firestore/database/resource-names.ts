import { invalidArgument } from '../api/errors';

// Resource names: a database is `projects/{project}/databases/{database}`; its documents
// live under `{database}/documents`, and a document name is that root followed by an even
// number of segments (collection id, document id, ...).

const DATABASE = /^projects\/([^/]+)\/databases\/([^/]+)$/;

export interface DatabaseName {
  project: string;
  database: string;
  /** `projects/{project}/databases/{database}` */
  name: string;
  /** `projects/{project}/databases/{database}/documents` */
  root: string;
}

export function parseDatabaseName(name: string): DatabaseName {
  const match = DATABASE.exec(name);
  if (!match) throw invalidArgument(`Invalid database name: ${name}`);
  return { project: match[1]!, database: match[2]!, name, root: `${name}/documents` };
}

export interface DocumentName {
  database: DatabaseName;
  /** The full name. */
  name: string;
  /** Relative to the documents root: `orders/abc`, `schools/s1/notes/n1`. */
  path: string;
  /** The full name of the collection holding it. */
  collection: string;
  /** Its collection's id (`notes` for `schools/s1/notes/n1`). */
  collectionId: string;
  id: string;
}

function splitRoot(name: string): { database: DatabaseName; rest: string[] } {
  const segments = name.split('/');
  if (segments.length < 5 || segments[4] !== 'documents') throw invalidArgument(`Invalid resource name: ${name}`);
  const database = parseDatabaseName(segments.slice(0, 4).join('/'));
  const rest = segments.slice(5);
  if (rest.some((segment) => segment === '')) throw invalidArgument(`Invalid resource name: ${name}`);
  return { database, rest };
}

export function parseDocumentName(name: string): DocumentName {
  const { database, rest } = splitRoot(name);
  if (rest.length === 0 || rest.length % 2 !== 0) throw invalidArgument(`Invalid document name: ${name}`);
  return {
    database,
    name,
    path: rest.join('/'),
    collection: name.slice(0, name.lastIndexOf('/')),
    collectionId: rest[rest.length - 2]!,
    id: rest[rest.length - 1]!,
  };
}

/** A query's or a listing's parent: the documents root or a document under it. */
export function parseParentName(name: string): { database: DatabaseName; name: string } {
  const { database, rest } = splitRoot(name);
  if (rest.length % 2 !== 0) throw invalidArgument(`Invalid parent: ${name}`);
  return { database, name };
}

/** The database (`projects/p/databases/d`) a resource name belongs to. */
export function databaseOf(resourceName: string): string {
  return resourceName.split('/').slice(0, 4).join('/');
}
