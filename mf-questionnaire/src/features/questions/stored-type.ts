import type { User } from '@genetype/domain/contracts';
import { STORAGE_KEYS, storage } from '@genetype/platform';

/** Keeps the locally stored `type` (spec §3) in step with the member's own results: 'II-A' once A and B are known. */
export function syncStoredType(user: Pick<User, 'results'> | null): string | null {
  if (!user) return storage.get(STORAGE_KEYS.type);
  const ace = user.results.find((r) => r.section === 'A')?.geneType;
  const drd2 = user.results.find((r) => r.section === 'B')?.geneType;
  if (ace && drd2) {
    const type = `${ace}-${drd2}`;
    storage.set(STORAGE_KEYS.type, type);
    return type;
  }
  storage.remove(STORAGE_KEYS.type);
  return null;
}
