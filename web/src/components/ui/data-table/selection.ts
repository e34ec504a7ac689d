/** Select-all over the rows shown: checked when every one is, mixed when some are. */
export function selectionState(selected: ReadonlySet<string>, keys: readonly string[]) {
  const count = keys.filter((key) => selected.has(key)).length;
  return { all: keys.length > 0 && count === keys.length, some: count > 0 && count < keys.length };
}

/** Select-all: adds every shown row, or when all are selected, removes them (other selected keys stay). */
export function toggleAll(selected: ReadonlySet<string>, keys: readonly string[]): Set<string> {
  const next = new Set(selected);
  const everySelected = keys.length > 0 && keys.every((key) => selected.has(key));
  for (const key of keys) {
    if (everySelected) next.delete(key);
    else next.add(key);
  }
  return next;
}

export function toggleOne(selected: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(key)) next.add(key);
  return next;
}
