// A type as the account pages show it beside a person: name, character, group and its colour,
// and the short description, in the page's language (the shared profile, the profile card, the
// compare with a friend).
import { typeGroups, typeReportById } from '@genetype/content';
import { useContent } from '@genetype/ui/content';

export interface TypeReading {
  id: number;
  code: string;
  name: string;
  character: string;
  description: string;
  group: number;
  groupName: string;
  color: string;
}

/** The type's name, character, group and description in the page's language (undefined while English loads). */
export function useTypeReading(typeId: number | null): TypeReading | null | undefined {
  const content = useContent(
    { typeGroups, typeReportById },
    ['typeGroups', 'typeReportSummaries'],
    (english) => ({
      typeGroups: english.typeGroups,
      typeReportById: (id: number) => english.typeReportSummaries[id - 1],
    }),
  );
  if (!content) return undefined;
  const report = typeId ? content.typeReportById(typeId) : undefined;
  if (!report) return null;
  const group = content.typeGroups[report.group - 1];
  return {
    id: report.id,
    code: report.code,
    name: report.name,
    character: report.character,
    description: report.description,
    group: report.group,
    groupName: group?.name ?? '',
    color: group?.color ?? '#5b4fe0',
  };
}
