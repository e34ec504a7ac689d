import { useState } from 'react';
import { todayIn } from '@ssb/contract';
import { useSchool } from '@/lib/catalog/schools';

const PREFIX = 'ssb.pickList.picked';

function readPicked(key: string): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Keeps the day's ticks and forgets the school's earlier days. */
function writePicked(schoolId: string, key: string, picked: ReadonlySet<string>): void {
  const storage = globalThis.localStorage;
  if (!storage) return;
  const earlier = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k) => k?.startsWith(`${PREFIX}.${schoolId}.`) && k !== key);
  for (const k of earlier) storage.removeItem(k!);
  storage.setItem(key, JSON.stringify([...picked]));
}

/**
 * The pick list's Picked ticks (product ids), kept on this device for the school's day (its
 * time zone; the device's for a school without one): a reload or a second look keeps them, and
 * the next morning starts with none. The pick list has no filter, so school and day are the key.
 */
export function usePickedProducts(schoolId: string) {
  const timeZone = useSchool(schoolId).data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const key = `${PREFIX}.${schoolId}.${todayIn(timeZone, new Date())}`;
  const [state, setState] = useState(() => ({ key, picked: readPicked(key) }));
  const picked = state.key === key ? state.picked : readPicked(key);
  const setPicked = (next: ReadonlySet<string>) => {
    writePicked(schoolId, key, next);
    setState({ key, picked: next });
  };
  return { picked, setPicked };
}
