// The google.firestore.v1 messages the local Firestore speaks, in their proto3 JSON form.
// One form for every transport: REST and WebChannel carry it as it is, gRPC converts its
// binary messages to it (transport/grpc/proto.ts), and the rules engine takes its Values.
// Only the fields the server reads or writes are listed.

export type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  /** proto3 JSON writes NaN and the infinities as strings. */
  | { doubleValue: number | 'NaN' | 'Infinity' | '-Infinity' }
  /** RFC 3339; stored values are normalised to microseconds (see database/timestamps.ts). */
  | { timestampValue: string }
  | { stringValue: string }
  /** base64 */
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: Value[] } }
  | { mapValue: { fields?: Fields } };

export type Fields = Record<string, Value>;

export interface Document {
  name: string;
  fields?: Fields;
  createTime?: string;
  updateTime?: string;
}

export interface DocumentMask {
  fieldPaths?: string[];
}

export interface FieldReference {
  fieldPath: string;
}

export type FieldFilterOperator =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';

export type UnaryFilterOperator = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

export interface Filter {
  compositeFilter?: { op?: 'AND' | 'OR'; filters?: Filter[] };
  fieldFilter?: { field?: FieldReference; op?: FieldFilterOperator; value?: Value };
  unaryFilter?: { op?: UnaryFilterOperator; field?: FieldReference };
}

export interface Order {
  field?: FieldReference;
  direction?: 'ASCENDING' | 'DESCENDING' | 'DIRECTION_UNSPECIFIED';
}

export interface Cursor {
  values?: Value[];
  before?: boolean;
}

export interface StructuredQuery {
  select?: { fields?: FieldReference[] };
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number;
  /** An Int32Value wrapper, which proto3 JSON writes as a bare number. */
  limit?: number;
}

export interface Aggregation {
  alias?: string;
  count?: { upTo?: string | number };
  sum?: { field?: FieldReference };
  avg?: { field?: FieldReference };
}

export interface StructuredAggregationQuery {
  structuredQuery?: StructuredQuery;
  aggregations?: Aggregation[];
}

export interface TransactionOptions {
  readOnly?: { readTime?: string };
  readWrite?: { retryTransaction?: string };
}

export interface Precondition {
  exists?: boolean;
  updateTime?: string;
}

export interface FieldTransform {
  fieldPath: string;
  setToServerValue?: 'REQUEST_TIME' | 'SERVER_VALUE_UNSPECIFIED';
  increment?: Value;
  maximum?: Value;
  minimum?: Value;
  appendMissingElements?: { values?: Value[] };
  removeAllFromArray?: { values?: Value[] };
}

export interface Write {
  update?: Document;
  delete?: string;
  transform?: { document: string; fieldTransforms?: FieldTransform[] };
  updateMask?: DocumentMask;
  updateTransforms?: FieldTransform[];
  currentDocument?: Precondition;
}

export interface WriteResult {
  updateTime?: string;
  transformResults?: Value[];
}

/** google.rpc.Status */
export interface Status {
  code?: number;
  message?: string;
}

export interface BatchGetDocumentsRequest {
  database: string;
  documents?: string[];
  mask?: DocumentMask;
  transaction?: string;
  newTransaction?: TransactionOptions;
  readTime?: string;
}

export interface BatchGetDocumentsResponse {
  found?: Document;
  missing?: string;
  transaction?: string;
  readTime?: string;
}

export interface RunQueryRequest {
  parent: string;
  structuredQuery?: StructuredQuery;
  transaction?: string;
  newTransaction?: TransactionOptions;
  readTime?: string;
}

export interface RunQueryResponse {
  transaction?: string;
  document?: Document;
  readTime?: string;
  skippedResults?: number;
  done?: boolean;
}

export interface RunAggregationQueryRequest {
  parent: string;
  structuredAggregationQuery?: StructuredAggregationQuery;
  transaction?: string;
  newTransaction?: TransactionOptions;
  readTime?: string;
  explainOptions?: unknown;
}

export interface RunAggregationQueryResponse {
  result?: { aggregateFields?: Fields };
  transaction?: string;
  readTime?: string;
}

export interface BeginTransactionRequest {
  database: string;
  options?: TransactionOptions;
}

export interface BeginTransactionResponse {
  transaction: string;
}

export interface CommitRequest {
  database: string;
  writes?: Write[];
  transaction?: string;
}

export interface CommitResponse {
  writeResults: WriteResult[];
  commitTime: string;
}

export interface RollbackRequest {
  database: string;
  transaction?: string;
}

export interface BatchWriteRequest {
  database: string;
  writes?: Write[];
}

export interface BatchWriteResponse {
  writeResults: WriteResult[];
  status: Status[];
}

export interface GetDocumentRequest {
  name: string;
  mask?: DocumentMask;
  transaction?: string;
}

export interface ListDocumentsRequest {
  parent: string;
  collectionId?: string;
  pageSize?: number;
  pageToken?: string;
  orderBy?: string;
  mask?: DocumentMask;
  showMissing?: boolean;
  transaction?: string;
}

export interface ListDocumentsResponse {
  documents: Document[];
  nextPageToken?: string;
}

export interface ListCollectionIdsRequest {
  parent: string;
  pageSize?: number;
  pageToken?: string;
}

export interface ListCollectionIdsResponse {
  collectionIds: string[];
  nextPageToken?: string;
}

export interface Target {
  query?: { parent: string; structuredQuery?: StructuredQuery };
  documents?: { documents?: string[] };
  /** base64 */
  resumeToken?: string;
  readTime?: string;
  targetId?: number;
  once?: boolean;
  expectedCount?: number;
}

export interface ListenRequest {
  database?: string;
  addTarget?: Target;
  removeTarget?: number;
  labels?: Record<string, string>;
}

export type TargetChangeType = 'NO_CHANGE' | 'ADD' | 'REMOVE' | 'CURRENT' | 'RESET';

export interface TargetChange {
  targetChangeType?: TargetChangeType;
  targetIds?: number[];
  cause?: Status;
  resumeToken?: string;
  readTime?: string;
}

export type ListenResponse =
  | { targetChange: TargetChange }
  | { documentChange: { document: Document; targetIds?: number[]; removedTargetIds?: number[] } }
  | { documentDelete: { document: string; removedTargetIds?: number[]; readTime?: string } }
  | { documentRemove: { document: string; removedTargetIds?: number[]; readTime?: string } };

export interface WriteRequest {
  database?: string;
  streamId?: string;
  writes?: Write[];
  streamToken?: string;
  labels?: Record<string, string>;
}

export interface WriteResponse {
  streamId?: string;
  streamToken?: string;
  writeResults?: WriteResult[];
  commitTime?: string;
}
