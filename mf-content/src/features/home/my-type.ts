// The member's final type from `user.results` (GET /user/getUser). The D entry carries the final
// `typeId` and `code` once the test is complete; anything else (mid-test, unknown shape) is no type.
import { typeByCode, typeById } from '@genetype/domain';

export function finalTypeId(results: readonly unknown[] | null | undefined): number | undefined {
  if (!Array.isArray(results)) return undefined;
  for (let i = results.length - 1; i >= 0; i -= 1) {
    const entry: unknown = results[i];
    if (!entry || typeof entry !== 'object') continue;
    const { typeId, code } = entry as { typeId?: unknown; code?: unknown };
    if (typeof typeId === 'number' && typeById(typeId)) return typeId;
    if (typeof code === 'string') {
      const byCode = typeByCode(code);
      if (byCode) return byCode.id;
    }
  }
  return undefined;
}
