// A query that names a type exactly — its code (II-A-44-SS) or its number (4, 4번, 4유형,
// type 4, no. 4) — wants that type's report first, whatever else matches the same characters.
import { TYPE_CATALOGUE } from '../domain/catalogue.js';
import { normalizeSearchText } from '../domain/search-terms.js';

const CODE = /(?:^|[^a-z0-9-])((?:ii|id|dd)-[abc]-(?:44|43|45)-(?:ss|sl))(?![a-z0-9-])/g;
// A number with its Korean counter (4번, 4 유형, 4번 유형) or its English word (type 4, no. 4).
const NUMBER_WORD = /(?:^|[^0-9])(\d{1,2})\s*(?:번|유형)|\b(?:type|no\.?)\s*(\d{1,2})(?![0-9])/g;
const BARE_NUMBER = /^\d{1,2}$/;

const ID_BY_CODE = new Map(TYPE_CATALOGUE.map((entry) => [entry.code.toLowerCase(), entry.id]));
const isTypeId = (id: number) => id >= 1 && id <= TYPE_CATALOGUE.length;

/**
 * The type ids a query names exactly, in the order it names them: codes anywhere, numbers with
 * their counter anywhere ('4번 리포트'), and a number typed alone ('4'). A bare number inside a
 * phrase ('4주 단위') names no type.
 */
export function typeIdsNamedBy(query: string): number[] {
  const text = normalizeSearchText(query);
  const ids: number[] = [];
  const add = (id: number | undefined) => {
    if (id !== undefined && isTypeId(id) && !ids.includes(id)) ids.push(id);
  };
  if (BARE_NUMBER.test(text)) add(Number(text));
  for (const match of text.matchAll(CODE)) add(ID_BY_CODE.get(match[1] as string));
  for (const match of text.matchAll(NUMBER_WORD)) add(Number(match[1] ?? match[2]));
  return ids;
}

/** Whether a query is only the name of types (codes and numbers): their summaries describe them best. */
export function onlyNamesTypes(query: string): boolean {
  const text = normalizeSearchText(query);
  if (typeIdsNamedBy(text).length === 0) return false;
  const rest = text
    .replace(CODE, ' ')
    .replace(NUMBER_WORD, ' ')
    .replace(/^\d{1,2}$/, ' ');
  return rest.trim() === '';
}
