// Decodes application/x-www-form-urlencoded bodies and query strings the way Stripe's API
// reads them: bracketed keys build nested objects (`metadata[orderId]=x`) and numeric
// segments build lists (`line_items[0][quantity]=2`), which is how the Stripe SDK encodes
// its parameters.

export type FormValue = string | FormMap;

/** A decoded level of parameters. Lists are maps keyed "0", "1", … (see {@link formList}). */
export interface FormMap {
  [key: string]: FormValue;
}

/** A parameter that cannot be read; the API layer turns it into a 400 naming `param`. */
export class FormDecodeError extends Error {
  constructor(
    readonly param: string,
    message: string,
  ) {
    super(message);
  }
}

const KEY_PATTERN = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

export function decodeForm(encoded: string): FormMap {
  const root = emptyMap();
  for (const [key, value] of new URLSearchParams(encoded)) {
    assign(root, key, parseKey(key), value);
  }
  return root;
}

function parseKey(key: string): string[] {
  const match = KEY_PATTERN.exec(key);
  if (!match?.[1]) throw new FormDecodeError(key, `Invalid parameter name: ${key}`);
  const segments = match[2]?.match(/\[[^[\]]*\]/g) ?? [];
  return [match[1], ...segments.map((segment) => segment.slice(1, -1))];
}

function assign(root: FormMap, key: string, path: string[], value: string): void {
  let container = root;
  path.forEach((rawSegment, index) => {
    // `name[]` appends, as curl users write it; the SDK always sends explicit indexes.
    const segment = rawSegment === '' ? String(Object.keys(container).length) : rawSegment;
    if (index === path.length - 1) {
      if (typeof container[segment] === 'object') throw conflict(key);
      container[segment] = value;
      return;
    }
    const next = container[segment] ?? emptyMap();
    if (typeof next === 'string') throw conflict(key);
    container[segment] = next;
    container = next;
  });
}

function conflict(key: string): FormDecodeError {
  return new FormDecodeError(key, `Invalid parameter: ${key} is given both as a value and as a hash`);
}

// A prototype-less object, so keys such as `__proto__` or `constructor` stay plain data.
function emptyMap(): FormMap {
  return Object.create(null) as FormMap;
}

/** Reads a string parameter; an empty string counts as absent, as Stripe treats it. */
export function formString(map: FormMap, key: string, param: string): string | undefined {
  const value = map[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new FormDecodeError(param, `Invalid string: ${param} must be a string, not a hash`);
  return value;
}

/** Reads a hash parameter; an empty string (the SDK's encoding of `null`) counts as absent. */
export function formMap(map: FormMap, key: string, param: string): FormMap | undefined {
  const value = map[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string') throw new FormDecodeError(param, `Invalid hash: ${param} must be a hash`);
  return value;
}

/** Reads a list parameter sent as `key[0]…key[n]`; indexes must run from 0 without gaps. */
export function formList(map: FormMap, key: string, param: string): FormValue[] | undefined {
  const value = formMap(map, key, param);
  if (value === undefined) return undefined;
  const keys = Object.keys(value);
  const items: FormValue[] = [];
  for (let index = 0; index < keys.length; index++) {
    const item = value[String(index)];
    if (item === undefined) throw new FormDecodeError(param, `Invalid array: ${param} must be a list indexed from 0`);
    items.push(item);
  }
  return items;
}
