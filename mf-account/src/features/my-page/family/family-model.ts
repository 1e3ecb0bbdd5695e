// The family as the family view, the inheritance page and the comparison see it: the member's
// own result and every result they answered for, with relations and per-gene genotypes.
import type { GeneKey } from '@genetype/domain';
import type { ResultView } from '@genetype/domain/contracts';
import type { FamilyRelation, PartialGenes } from '@genetype/domain';
import { SECTIONS, typeById } from '@genetype/domain';
import { genesOfType } from '@genetype/domain';
import { appText } from '../../../i18n';

export interface FamilyMember {
  /** The result's id (the member's own result has one once the test has started). */
  id: string;
  /** null for the member themself. */
  relation: FamilyRelation | null;
  /** The member's nickname (or '나') for the own result, the given name for the others. */
  name: string;
  isSelf: boolean;
  view: ResultView;
  /** Genotypes of the scored sections (all four once the final type is known). */
  genes: PartialGenes;
  typeId: number | null;
  code: string | null;
}

export function genesOf(view: ResultView): PartialGenes {
  if (view.final) {
    const genes = genesOfType(view.final.typeId);
    if (genes) return { ...genes };
  }
  const genes: PartialGenes = {};
  for (const outcome of view.sections) {
    const section = SECTIONS.find((entry) => entry.letter === outcome.section);
    if (section) genes[section.gene as GeneKey] = outcome.geneType;
  }
  return genes;
}

export function toMember(view: ResultView, self: boolean, selfName: string): FamilyMember {
  const type = view.final ? typeById(view.final.typeId) : undefined;
  return {
    id: view.resultId,
    relation: self ? null : (view.relation ?? null),
    name: self ? selfName : (view.name ?? appText('others.noName')),
    isSelf: self,
    view,
    genes: genesOf(view),
    typeId: type?.id ?? null,
    code: type?.code ?? null,
  };
}

/** The member first (when their test has started), then the others as the API lists them. */
export function familyOf(
  mine: ResultView,
  others: readonly ResultView[],
  nickname: string | null,
): FamilyMember[] {
  const members = others.map((view) => toMember(view, false, ''));
  return mine.resultId
    ? [toMember(mine, true, nickname ?? appText('family.me')), ...members]
    : members;
}

/** '나' for the member, otherwise "김하늘 (자녀)". */
export function memberLabel(member: FamilyMember): string {
  return member.isSelf
    ? appText('family.meLabel', { name: member.name })
    : `${member.name} (${relationText(member.relation)})`;
}

/** A relation in the page's language; results made before relations existed count as 기타. */
export function relationText(relation: FamilyRelation | null | undefined): string {
  return appText(`relations.${relation ?? 'other'}`);
}

/** The member's result page: the own final result, or the one answered for. */
export function resultPathOf(member: FamilyMember): string {
  if (member.isSelf) return '/result?type=D';
  return `/result?${new URLSearchParams({ resultId: member.id, nickname: member.name }).toString()}`;
}

export function printPathOf(member: FamilyMember): string {
  return member.isSelf
    ? '/result/print'
    : `/result/print?${new URLSearchParams({ resultId: member.id }).toString()}`;
}

export const inheritancePathOf = (member: FamilyMember): string =>
  `/family/inheritance?${new URLSearchParams({ resultId: member.id }).toString()}`;

export const comparePath = (a: string, b: string): string =>
  `/family/compare?${new URLSearchParams({ a, b }).toString()}`;
