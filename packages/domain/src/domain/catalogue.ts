import type { AceType, Drd2Type, Drd4Type, HttType } from './genes.js';
import { ACE_TYPES, DRD2_TYPES, DRD4_TYPES, HTT_TYPES } from './genes.js';

export interface GeneTypeEntry {
  id: number;
  /** 'II-A-44-SS' */
  code: string;
  /** 1..9, ACE × DRD2 */
  group: number;
  ace: AceType;
  drd2: Drd2Type;
  drd4: Drd4Type;
  htt: HttType;
}

export interface TypeGroup {
  id: number;
  /** 'II-A' */
  code: string;
  /** Korean group name ('뚝심 탐구자'); the content's group texts use the same names. */
  name: string;
  typeIds: number[];
}

export interface GeneCombination {
  ace: AceType;
  drd2: Drd2Type;
  drd4: Drd4Type;
  htt: HttType;
}

export const TYPE_COUNT = 54;

/** Names of the 9 groups in group order (1 = II-A … 9 = DD-C). Tiny, so the navbar can show them. */
export const TYPE_GROUP_NAMES = [
  '뚝심 탐구자',
  '성실한 설계자',
  '느긋한 항해자',
  '집념의 장인',
  '균형 조율자',
  '유연한 탐험가',
  '불꽃 도전자',
  '재빠른 전략가',
  '자유로운 모험가',
] as const;
export const GROUP_COUNT = 9;
export const TYPES_PER_GROUP = 6;

function indexIn<T>(list: readonly T[], value: T, gene: string): number {
  const index = list.indexOf(value);
  if (index < 0) throw new RangeError(`Unknown ${gene} variant: ${String(value)}`);
  return index;
}

/** id = (ACE·3 + DRD2)·6 + (DRD4·2 + 5-HTT) + 1 (DESIGN §5). Throws RangeError on an unknown variant. */
export function typeIdOf(genes: GeneCombination): number {
  const ace = indexIn(ACE_TYPES, genes.ace, 'ACE');
  const drd2 = indexIn(DRD2_TYPES, genes.drd2, 'DRD2');
  const drd4 = indexIn(DRD4_TYPES, genes.drd4, 'DRD4');
  const htt = indexIn(HTT_TYPES, genes.htt, '5-HTT');
  return (ace * 3 + drd2) * 6 + (drd4 * 2 + htt) + 1;
}

function buildCatalogue(): GeneTypeEntry[] {
  const entries: GeneTypeEntry[] = [];
  for (const ace of ACE_TYPES) {
    for (const drd2 of DRD2_TYPES) {
      for (const drd4 of DRD4_TYPES) {
        for (const htt of HTT_TYPES) {
          const id = typeIdOf({ ace, drd2, drd4, htt });
          entries.push({
            id,
            code: `${ace}-${drd2}-${drd4}-${htt}`,
            group: Math.floor((id - 1) / TYPES_PER_GROUP) + 1,
            ace,
            drd2,
            drd4,
            htt,
          });
        }
      }
    }
  }
  return entries.sort((a, b) => a.id - b.id);
}

export const TYPE_CATALOGUE: readonly GeneTypeEntry[] = Object.freeze(buildCatalogue());

export const TYPE_GROUPS: readonly TypeGroup[] = Object.freeze(
  ACE_TYPES.flatMap((ace) =>
    DRD2_TYPES.map((drd2) => {
      const typeIds = TYPE_CATALOGUE.filter((t) => t.ace === ace && t.drd2 === drd2).map(
        (t) => t.id,
      );
      const first = typeIds[0] ?? 1;
      const id = Math.floor((first - 1) / TYPES_PER_GROUP) + 1;
      return { id, code: `${ace}-${drd2}`, name: TYPE_GROUP_NAMES[id - 1] ?? '', typeIds };
    }),
  ),
);

export function typeById(id: number): GeneTypeEntry | undefined {
  if (!Number.isInteger(id)) return undefined;
  return TYPE_CATALOGUE[id - 1];
}

const byCode = new Map(TYPE_CATALOGUE.map((entry) => [entry.code, entry]));

/** Accepts the code in any letter case and surrounding whitespace ('ii-a-44-ss'). */
export function typeByCode(code: string): GeneTypeEntry | undefined {
  if (typeof code !== 'string') return undefined;
  return byCode.get(code.trim().toUpperCase());
}

export function groupById(id: number): TypeGroup | undefined {
  return TYPE_GROUPS.find((group) => group.id === id);
}

export function groupOfType(typeId: number): TypeGroup | undefined {
  const entry = typeById(typeId);
  return entry ? groupById(entry.group) : undefined;
}
