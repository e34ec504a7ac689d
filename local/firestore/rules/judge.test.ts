import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Auth, judgeGet, judgeList, judgeWrite, loadRules, type Ruleset } from './index.js';
import { and, fields, nameIs, or, where } from './test-support.js';

function rules(body: string, version = "rules_version = '2';"): Ruleset {
  return loadRules(`${version}\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`);
}

const alice: Auth = { uid: 'alice', token: { email: 'alice@example.com', email_verified: true } };
const bob: Auth = { uid: 'bob', token: {} };

describe('gets', () => {
  // Securely query data: a story readable only by its author.
  const stories = rules(`
    match /stories/{storyid} {
      allow read: if request.auth != null && request.auth.uid == resource.data.author;
    }`);
  const story = fields({ title: 'A Great Story', author: 'alice', published: false });

  it('allows the owner, denies another user and an anonymous one', () => {
    expect(judgeGet(stories, { path: 'stories/s1', resource: story, auth: alice }).allowed).toBe(true);
    expect(judgeGet(stories, { path: 'stories/s1', resource: story, auth: bob }).allowed).toBe(false);
    const anonymous = judgeGet(stories, { path: 'stories/s1', resource: story, auth: null });
    expect(anonymous).toMatchObject({ allowed: false });
    expect(anonymous.reason).toMatch(/gave false/);
  });

  it('denies a document that does not exist when the rule reads resource.data (null dereference is an error)', () => {
    const decision = judgeGet(stories, { path: 'stories/none', resource: null, auth: alice });
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toMatch(/cannot read "data" of null/);
  });

  it('names the allowing statement and its match path in the reason', () => {
    expect(judgeGet(stories, { path: 'stories/s1', resource: story, auth: alice }).reason).toBe(
      'allowed by line 6 "allow read: if request.auth != null && request.auth.uid == resource.data.author" (match /databases/{database}/documents/stories/{storyid})',
    );
  });

  it('reads custom claims from request.auth.token', () => {
    const byClaim = rules(`
    match /schools/{schoolId}/lists/{listId} {
      allow get: if request.auth.token.role == 'rep' && request.auth.token.schoolId == schoolId;
    }`);
    const rep: Auth = { uid: 'r1', token: { role: 'rep', schoolId: 's1' } };
    expect(judgeGet(byClaim, { path: 'schools/s1/lists/l1', resource: fields({}), auth: rep }).allowed).toBe(true);
    expect(judgeGet(byClaim, { path: 'schools/s2/lists/l1', resource: fields({}), auth: rep }).allowed).toBe(false);
    // No role claim at all: reading it is an error, and errors deny.
    expect(judgeGet(byClaim, { path: 'schools/s1/lists/l1', resource: fields({}), auth: alice }).reason).toMatch(/no field "role"/);
  });

  it('exposes resource.id, resource.__name__, request.path, request.method and the database wildcard', () => {
    const r = rules(`
    match /t/{docId} {
      allow get: if resource.id == docId && request.method == 'get'
        && resource.__name__ == path('/databases/' + database + '/documents/t/' + docId)
        && request.path == resource.__name__ && database == 'other';
    }`);
    expect(judgeGet(r, { path: 't/x1', resource: fields({}), auth: null, database: 'other' }).allowed).toBe(true);
    expect(judgeGet(r, { path: 't/x1', resource: fields({}), auth: null }).allowed).toBe(false);
  });

  it('treats every value type of the wire format as the rules types', () => {
    const r = rules(`
    match /t/{id} {
      allow get: if resource.data.i is int && resource.data.d is float && resource.data.s is string
        && resource.data.b == true && resource.data.n == null && resource.data.ts is timestamp
        && resource.data.ts == timestamp.date(2024, 5, 6) && resource.data.arr == [1, 'x']
        && resource.data.m.k == 'v' && resource.data.ref == path('/databases/(default)/documents/users/u1')
        && resource.data.bytes.toBase64() == 'aGk=' && resource.data.geo.latitude() == 1.5
        && resource.data.big == 9007199254740993;
    }`);
    const resource = {
      ...fields({ i: 1, d: 1.5, s: 's', b: true, n: null, ts: new Date(Date.UTC(2024, 4, 6)), arr: [1, 'x'], m: { k: 'v' } }),
      ref: { referenceValue: 'projects/demo/databases/(default)/documents/users/u1' },
      bytes: { bytesValue: 'aGk=' },
      geo: { geoPointValue: { latitude: 1.5, longitude: 2 } },
      big: { integerValue: '9007199254740993' },
    };
    expect(judgeGet(r, { path: 't/x', resource, auth: null })).toMatchObject({ allowed: true });
  });
});

describe('match semantics', () => {
  it('ORs every matching allow statement and denies when none matches', () => {
    const r = rules(`
    match /a/{x} { allow read: if false; }
    match /a/{y} { allow get: if y == 'open'; }
    match /{document=**} { allow get: if request.auth.token.admin == true; }`);
    expect(judgeGet(r, { path: 'a/open', resource: fields({}), auth: bob }).allowed).toBe(true);
    expect(judgeGet(r, { path: 'a/closed', resource: fields({}), auth: { uid: 'x', token: { admin: true } } }).allowed).toBe(true);
    expect(judgeGet(r, { path: 'a/closed', resource: fields({}), auth: bob }).allowed).toBe(false);
    expect(judgeWrite(r, { path: 'a/open', method: 'create', resource: null, requestResource: fields({}), auth: bob }).reason).toMatch(
      /no allow statement for create matches/,
    );
  });

  it("does not apply a match block's allows to its nested collections", () => {
    const r = rules(`
    match /cities/{city} {
      allow read: if true;
      match /landmarks/{landmark} { allow read: if false; }
    }`);
    expect(judgeGet(r, { path: 'cities/sf', resource: fields({}), auth: null }).allowed).toBe(true);
    expect(judgeGet(r, { path: 'cities/sf/landmarks/gg', resource: fields({}), auth: null }).allowed).toBe(false);
    expect(judgeGet(r, { path: 'cities/sf/other/x', resource: fields({}), auth: null }).reason).toMatch(/no allow statement/);
  });

  it('lets {name=**} match zero segments in rules_version 2 but not in version 1', () => {
    const body = `
    match /cities/{city}/{rest=**} { allow get: if true; }`;
    expect(judgeGet(rules(body), { path: 'cities/sf', resource: fields({}), auth: null }).allowed).toBe(true);
    expect(judgeGet(rules(body, ''), { path: 'cities/sf', resource: fields({}), auth: null }).allowed).toBe(false);
    expect(judgeGet(rules(body, ''), { path: 'cities/sf/landmarks/gg', resource: fields({}), auth: null }).allowed).toBe(true);
  });

  it('binds a recursive wildcard to a path and allows it mid-path in rules_version 2', () => {
    const r = rules(`
    match /{prefix=**}/posts/{post} {
      allow get: if prefix == path('users/u1') && post == 'p1';
    }`);
    expect(judgeGet(r, { path: 'users/u1/posts/p1', resource: fields({}), auth: null }).allowed).toBe(true);
    expect(judgeGet(r, { path: 'users/u2/posts/p1', resource: fields({}), auth: null }).allowed).toBe(false);
  });

  it("loads the project's own firestore.rules: reads as the roles allow, no client writes", () => {
    const project = loadRules(readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8'));
    const admin: Auth = { uid: 'a', token: { role: 'admin' } };
    const parent: Auth = { uid: 'p', token: { role: 'parent' } };
    expect(judgeGet(project, { path: 'orders/o1', resource: fields({ userId: 'a' }), auth: admin }).allowed).toBe(true);
    expect(
      judgeGet(project, { path: 'orders/o1', resource: fields({ userId: 'a', schoolId: 's', placedAsGuest: false, emailKey: 'a@x' }), auth: parent }).allowed,
    ).toBe(false);
    expect(judgeList(project, { collectionPath: 'orders', auth: parent }).allowed).toBe(false);
    expect(judgeGet(project, { path: 'schools/s1', resource: fields({ name: 'S' }), auth: admin }).allowed).toBe(false);
    expect(judgeWrite(project, { path: 'orders/o1', method: 'create', resource: null, requestResource: fields({}), auth: admin }).allowed).toBe(false);
  });
});

describe('errors count as deny', () => {
  const r = rules(`
    match /t/{id} {
      allow get: if resource.data.missing == 1;
      allow update: if resource.data.missing == 1 || request.auth.uid == 'alice';
      allow delete: if resource.data.count > 'a';
      allow create: if request.resource.data.size() / 0 == 1;
    }`);

  it('denies an allow whose condition errors', () => {
    expect(judgeGet(r, { path: 't/x', resource: fields({ count: 1 }), auth: alice })).toMatchObject({ allowed: false });
    expect(judgeWrite(r, { path: 't/x', method: 'delete', resource: fields({ count: 1 }), requestResource: null, auth: alice }).reason).toMatch(
      /cannot compare/,
    );
    expect(judgeWrite(r, { path: 't/x', method: 'create', resource: null, requestResource: fields({}), auth: alice }).reason).toMatch(/division by zero/);
  });

  it('still allows when another branch of || is true', () => {
    expect(judgeWrite(r, { path: 't/x', method: 'update', resource: fields({}), requestResource: fields({}), auth: alice }).allowed).toBe(true);
    expect(judgeWrite(r, { path: 't/x', method: 'update', resource: fields({}), requestResource: fields({}), auth: bob }).allowed).toBe(false);
  });

  it('allows only exactly true: a condition that is not a bool does not allow', () => {
    const nonBool = rules('    match /t/{id} { allow get: if 1; }');
    expect(judgeGet(nonBool, { path: 't/x', resource: fields({}), auth: null })).toMatchObject({ allowed: false, reason: expect.stringMatching(/gave 1/) });
  });
});

describe('lists: rules are not filters', () => {
  // "Cloud Firestore evaluates a query against its potential result set instead of the
  // actual field values for all of your documents. If a query could potentially return
  // documents that the client does not have permission to read, the entire request fails."
  const stories = rules(`
    match /stories/{storyid} {
      allow read: if request.auth != null
        && (resource.data.published == true || request.auth.uid == resource.data.author);
    }`);

  it('denies an unfiltered query even for documents the user could get', () => {
    const decision = judgeList(stories, { collectionPath: 'stories', auth: alice });
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toMatch(/unfiltered query: .*not constrained by the query/);
  });

  it("allows queries whose filter satisfies the rule, as the guide's author and published examples", () => {
    expect(judgeList(stories, { collectionPath: 'stories', where: where('author', 'EQUAL', 'alice'), auth: alice }).allowed).toBe(true);
    expect(judgeList(stories, { collectionPath: 'stories', where: where('published', 'EQUAL', true), auth: alice }).allowed).toBe(true);
    expect(judgeList(stories, { collectionPath: 'stories', where: where('author', 'EQUAL', 'bob'), auth: alice }).allowed).toBe(false);
    expect(judgeList(stories, { collectionPath: 'stories', where: where('published', 'EQUAL', false), auth: alice }).allowed).toBe(false);
  });

  it('judges each value of IN and each branch of OR as its own alternative', () => {
    const inQuery = (ids: string[]) => judgeList(stories, { collectionPath: 'stories', where: where('author', 'IN', ids), auth: alice });
    expect(inQuery(['alice']).allowed).toBe(true);
    const mixed = inQuery(['alice', 'bob']);
    expect(mixed.allowed).toBe(false);
    expect(mixed.reason).toMatch(/query alternative \[author == "bob"\]/);
    const orQuery = or(where('author', 'EQUAL', 'alice'), where('published', 'EQUAL', true));
    expect(judgeList(stories, { collectionPath: 'stories', where: orQuery, auth: alice }).allowed).toBe(true);
    const leaky = or(where('author', 'EQUAL', 'alice'), where('title', 'EQUAL', 'x'));
    expect(judgeList(stories, { collectionPath: 'stories', where: leaky, auth: alice }).allowed).toBe(false);
    // An AND that pins the rule's field in every alternative is fine.
    const pinned = and(where('author', 'EQUAL', 'alice'), or(where('title', 'EQUAL', 'x'), where('title', 'EQUAL', 'y')));
    expect(judgeList(stories, { collectionPath: 'stories', where: pinned, auth: alice }).allowed).toBe(true);
  });

  it('ignores orderBy, limit and offset as constraints', () => {
    const decision = judgeList(stories, {
      collectionPath: 'stories',
      orderBy: [{ field: { fieldPath: 'author' }, direction: 'ASCENDING' }],
      limit: 1,
      offset: 0,
      auth: alice,
    });
    expect(decision.allowed).toBe(false);
  });

  describe('range filters', () => {
    const products = rules(`
    match /products/{id} {
      allow list: if resource.data.price > 10;
    }`);
    const list = (filter: unknown) => judgeList(products, { collectionPath: 'products', where: filter, auth: null });

    it('allows a range the rule is true for throughout', () => {
      expect(list(where('price', 'GREATER_THAN', 20)).allowed).toBe(true);
      expect(list(where('price', 'GREATER_THAN', 10)).allowed).toBe(true);
      expect(list(and(where('price', 'GREATER_THAN_OR_EQUAL', 11), where('price', 'LESS_THAN', 100))).allowed).toBe(true);
      expect(list(where('price', 'EQUAL', 15)).allowed).toBe(true);
      expect(list(where('price', 'IN', [11, 12])).allowed).toBe(true);
    });

    it('denies a range the constraint alone does not decide (an error, never false)', () => {
      const undecided = list(where('price', 'GREATER_THAN', 5));
      expect(undecided.allowed).toBe(false);
      expect(undecided.reason).toMatch(/not fixed by the query, so > cannot be decided/);
      expect(list(where('price', 'GREATER_THAN_OR_EQUAL', 10)).allowed).toBe(false);
      expect(list(where('price', 'NOT_EQUAL', 3)).allowed).toBe(false);
    });

    it('denies a range the rule is false for, an IN with one bad value, and no filter', () => {
      expect(list(where('price', 'LESS_THAN', 10)).reason).toMatch(/gave false/);
      expect(list(where('price', 'IN', [11, 5])).allowed).toBe(false);
      expect(list(undefined).allowed).toBe(false);
    });
  });

  it('decides != and not-in rules from != and not-in filters', () => {
    const r = rules(`
    match /posts/{id} {
      allow list: if resource.data.visibility != 'private';
    }`);
    const list = (filter: unknown) => judgeList(r, { collectionPath: 'posts', where: filter, auth: null }).allowed;
    expect(list(where('visibility', 'NOT_EQUAL', 'private'))).toBe(true);
    expect(list(where('visibility', 'NOT_IN', ['private', 'draft']))).toBe(true);
    expect(list(where('visibility', 'EQUAL', 'public'))).toBe(true);
    expect(list(where('visibility', 'NOT_EQUAL', 'draft'))).toBe(false);
    expect(list(undefined)).toBe(false);
  });

  it('decides array membership from array-contains', () => {
    const r = rules(`
    match /rooms/{id} {
      allow list: if request.auth.uid in resource.data.members;
    }`);
    const list = (filter: unknown) => judgeList(r, { collectionPath: 'rooms', where: filter, auth: alice }).allowed;
    expect(list(where('members', 'ARRAY_CONTAINS', 'alice'))).toBe(true);
    expect(list(where('members', 'ARRAY_CONTAINS', 'bob'))).toBe(false);
    expect(list(where('members', 'ARRAY_CONTAINS_ANY', ['alice', 'bob']))).toBe(false);
    expect(list(where('members', 'ARRAY_CONTAINS_ANY', ['alice']))).toBe(true);
  });

  it('decides is checks and nested fields from the filter', () => {
    const r = rules(`
    match /places/{id} {
      allow list: if resource.data.rating is number && resource.data.rating >= 4
        && resource.data.address.city == 'Oslo';
    }`);
    const list = (filter: unknown) => judgeList(r, { collectionPath: 'places', where: filter, auth: null }).allowed;
    expect(list(and(where('rating', 'GREATER_THAN_OR_EQUAL', 4), where('address.city', 'EQUAL', 'Oslo')))).toBe(true);
    expect(list(and(where('rating', 'GREATER_THAN', 4.5), where('address', 'EQUAL', { city: 'Oslo', zip: '0150' })))).toBe(true);
    expect(list(where('rating', 'GREATER_THAN_OR_EQUAL', 4))).toBe(false);
    expect(list(and(where('rating', 'GREATER_THAN_OR_EQUAL', 4), where('address.city', 'EQUAL', 'Bergen')))).toBe(false);
  });

  it('decides resource.data.get(field, default) only for a field the query constrains', () => {
    const r = rules(`
    match /posts/{id} {
      allow list: if resource.data.get('visibility', 'public') == 'public';
    }`);
    expect(judgeList(r, { collectionPath: 'posts', where: where('visibility', 'EQUAL', 'public'), auth: null }).allowed).toBe(true);
    expect(judgeList(r, { collectionPath: 'posts', where: where('visibility', 'EQUAL', 'private'), auth: null }).allowed).toBe(false);
    // Unfiltered, a document may lack the field (default applies) or hold anything: undecided.
    expect(judgeList(r, { collectionPath: 'posts', auth: null }).reason).toMatch(/get\("visibility", …\) cannot be decided/);
  });

  it('knows the id only when the query pins __name__; a path wildcard of the collection is known', () => {
    const users = rules(`
    match /users/{userId} {
      allow list: if request.auth.uid == userId;
    }
    match /schools/{schoolId}/orders/{orderId} {
      allow list: if request.auth.token.schoolId == schoolId;
    }`);
    expect(judgeList(users, { collectionPath: 'users', auth: alice }).reason).toMatch(/document id of a list request is not fixed/);
    expect(judgeList(users, { collectionPath: 'users', where: nameIs('users/alice'), auth: alice }).allowed).toBe(true);
    const both = {
      fieldFilter: {
        field: { fieldPath: '__name__' },
        op: 'IN',
        value: {
          arrayValue: {
            values: [
              { referenceValue: 'projects/demo/databases/(default)/documents/users/alice' },
              { referenceValue: 'projects/demo/databases/(default)/documents/users/bob' },
            ],
          },
        },
      },
    };
    expect(judgeList(users, { collectionPath: 'users', where: both, auth: alice }).allowed).toBe(false);
    const rep: Auth = { uid: 'r', token: { schoolId: 's1' } };
    expect(judgeList(users, { collectionPath: 'schools/s1/orders', auth: rep }).allowed).toBe(true);
    expect(judgeList(users, { collectionPath: 'schools/s2/orders', auth: rep }).allowed).toBe(false);
  });

  it('never lets a list match a rule written for one named document, even when __name__ pins it', () => {
    const named = rules(`
    match /users/alice { allow read: if true; }
    match /users/{userId} { allow get: if true; }`);
    expect(judgeGet(named, { path: 'users/alice', resource: fields({}), auth: null }).allowed).toBe(true);
    expect(judgeList(named, { collectionPath: 'users', where: nameIs('users/alice'), auth: null }).reason).toMatch(/no allow statement for list/);
  });

  it('keeps request.path and resource.__name__ of a list unknown unless __name__ is pinned', () => {
    const r = rules(`
    match /t/{id} {
      allow list: if request.path == path('/databases/(default)/documents/t/x') && resource.__name__ == request.path;
    }`);
    expect(judgeList(r, { collectionPath: 't', auth: null }).reason).toMatch(/request.path of a list request is not fixed by the query/);
    expect(judgeList(r, { collectionPath: 't', where: nameIs('t/x'), auth: null }).allowed).toBe(true);
    expect(judgeList(r, { collectionPath: 't', where: nameIs('t/y'), auth: null }).allowed).toBe(false);
  });

  it('exposes request.query.limit, so a rule can cap page sizes (no limit is null: denied)', () => {
    const capped = rules(`
    match /feed/{id} {
      allow list: if request.query.limit <= 50;
    }`);
    expect(judgeList(capped, { collectionPath: 'feed', limit: 20, auth: null }).allowed).toBe(true);
    expect(judgeList(capped, { collectionPath: 'feed', limit: 100, auth: null }).allowed).toBe(false);
    expect(judgeList(capped, { collectionPath: 'feed', auth: null }).reason).toMatch(/cannot compare null with int/);
  });

  it('exposes request.query.offset and orderBy (a map of field path to ASC or DESC)', () => {
    const r = rules(`
    match /feed/{id} {
      allow list: if request.query.offset == null && request.query.orderBy.createdAt == 'DESC';
    }`);
    const newestFirst = [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }];
    expect(judgeList(r, { collectionPath: 'feed', orderBy: newestFirst, auth: null }).allowed).toBe(true);
    expect(judgeList(r, { collectionPath: 'feed', orderBy: newestFirst, offset: 5, auth: null }).allowed).toBe(false);
    expect(judgeList(r, { collectionPath: 'feed', auth: null }).reason).toMatch(/no field "createdAt"/);
  });

  it('does not use a get-only allow for a list, nor a list-only one for a get', () => {
    const r = rules(`
    match /t/{id} {
      allow get: if true;
      allow list: if request.method == 'list';
    }`);
    expect(judgeList(r, { collectionPath: 't', auth: null }).allowed).toBe(true);
    expect(judgeGet(r, { path: 't/x', resource: fields({}), auth: null }).allowed).toBe(true);
    const getOnly = rules('    match /t/{id} { allow get: if true; }');
    expect(judgeList(getOnly, { collectionPath: 't', auth: null }).reason).toMatch(/no allow statement for list/);
  });

  it('refuses to decide uses of unknown values other than the documented decisions', () => {
    const r = rules(`
    match /t/{id} {
      allow list: if resource.data.keys().hasAll(['a']) || resource.data.tags.size() > 0 || resource.id.size() > 0;
    }`);
    const decision = judgeList(r, { collectionPath: 't', where: where('tags', 'ARRAY_CONTAINS', 'x'), auth: null });
    expect(decision.allowed).toBe(false);
  });
});

describe('writes', () => {
  const posts = rules(`
    match /posts/{postId} {
      allow create: if request.auth != null
        && request.resource.data.authorId == request.auth.uid
        && request.resource.data.keys().hasOnly(['authorId', 'title'])
        && request.resource.data.title is string && request.resource.data.title.size() <= 20
        && request.resource.id == postId;
      allow update: if request.auth != null && request.auth.uid == resource.data.authorId
        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['title']);
      allow delete: if request.auth != null && request.auth.uid == resource.data.authorId
        && request.resource == null;
    }`);
  const write = (method: 'create' | 'update' | 'delete', resource: Record<string, unknown> | null, after: Record<string, unknown> | null, auth: Auth | null) =>
    judgeWrite(posts, { path: 'posts/p1', method, resource: resource && fields(resource), requestResource: after && fields(after), auth });

  it('validates request.resource.data on create', () => {
    expect(write('create', null, { authorId: 'alice', title: 'Hi' }, alice).allowed).toBe(true);
    expect(write('create', null, { authorId: 'bob', title: 'Hi' }, alice).allowed).toBe(false);
    expect(write('create', null, { authorId: 'alice', title: 'Hi', admin: true }, alice).allowed).toBe(false);
    expect(write('create', null, { authorId: 'alice', title: 42 }, alice).allowed).toBe(false);
    expect(write('create', null, { authorId: 'alice', title: 'x'.repeat(21) }, alice).allowed).toBe(false);
    expect(write('create', null, { authorId: 'alice', title: 'Hi' }, null).allowed).toBe(false);
  });

  it('limits updates to the fields diff() reports as affected', () => {
    const stored = { authorId: 'alice', title: 'Old' };
    expect(write('update', stored, { authorId: 'alice', title: 'New' }, alice).allowed).toBe(true);
    expect(write('update', stored, { authorId: 'bob', title: 'New' }, alice).allowed).toBe(false);
    expect(write('update', stored, { authorId: 'alice', title: 'Old', pinned: true }, alice).allowed).toBe(false);
    // Removing the title affects only the title, so the rule allows it.
    expect(write('update', stored, { authorId: 'alice' }, alice).allowed).toBe(true);
    expect(write('update', stored, { authorId: 'alice', title: 'New' }, bob).allowed).toBe(false);
  });

  it('gives delete a null request.resource and checks the stored document', () => {
    expect(write('delete', { authorId: 'alice' }, null, alice).allowed).toBe(true);
    expect(write('delete', { authorId: 'alice' }, null, bob).allowed).toBe(false);
    expect(write('delete', null, null, alice).allowed).toBe(false);
  });
});

describe('malformed requests deny with a reason instead of throwing', () => {
  const open = rules('    match /{document=**} { allow read, write: if true; }');

  it.each([
    ['a collection path given as a document path', () => judgeGet(open, { path: 'orders', resource: null, auth: null }), /not a document path/],
    ['an empty segment', () => judgeGet(open, { path: 'orders//x', resource: null, auth: null }), /empty segment/],
    ['a document path given as a collection path', () => judgeList(open, { collectionPath: 'orders/o1', auth: null }), /not a collection path/],
    ['a malformed stored value', () => judgeGet(open, { path: 'a/b', resource: { x: { timestampValue: 'yesterday' } }, auth: null }), /bad timestampValue/],
    ['a malformed filter', () => judgeList(open, { collectionPath: 'a', where: { fieldFilter: 'x' }, auth: null }), /fieldFilter must be an object/],
    [
      'a filter with two parts (production refuses it; judged on one and run on the other, it leaked documents)',
      () =>
        judgeList(open, {
          collectionPath: 'a',
          where: { unaryFilter: { op: 'IS_NOT_NULL', field: { fieldPath: 'x' } }, compositeFilter: { op: 'AND', filters: [where('x', 'EQUAL', 1)] } },
          auth: null,
        }),
      /exactly one of/,
    ],
    [
      '31 values of in',
      () =>
        judgeList(open, {
          collectionPath: 'a',
          where: where(
            'x',
            'IN',
            Array.from({ length: 31 }, (_, i) => i),
          ),
          auth: null,
        }),
      /at most 30 values/,
    ],
    [
      'a field that is not a Value',
      () => judgeGet(open, { path: 'a/b', resource: { x: null as unknown as { nullValue: null } }, auth: null }),
      /must be an object/,
    ],
    ['a claim that is not JSON', () => judgeGet(open, { path: 'a/b', resource: null, auth: { uid: 'u', token: { f: () => 1 } } }), /cannot convert function/],
    ['a negative limit', () => judgeList(open, { collectionPath: 'a', limit: -1, auth: null }), /limit must be a non-negative integer/],
    [
      'an unknown write method',
      () => judgeWrite(open, { path: 'a/b', method: 'upsert' as 'create', resource: null, requestResource: null, auth: null }),
      /unknown write method/,
    ],
  ])('%s', (_name, judge, message) => {
    const decision = judge();
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toMatch(message);
  });

  it('accepts a leading slash on paths', () => {
    expect(judgeGet(open, { path: '/a/b', resource: null, auth: null }).allowed).toBe(true);
  });
});
