// The character art of a member's type (its group's animal in the group colour), wherever the
// result shows the type: /result, /thank-you and the printed report. Inline SVG, no request.
import { GroupCharacter } from '@genetype/ui/illustrations';
import { useAppT } from '../../i18n';
import type { ResultContent } from './result-content';
import { groupOf, typeSummaryOf } from './result-content';

export function TypeCharacter({
  content,
  typeId,
  size = 112,
  className,
}: {
  content: ResultContent;
  typeId: number;
  size?: number;
  className?: string;
}) {
  const t = useAppT();
  const summary = typeSummaryOf(content, typeId);
  const group = summary && groupOf(content, summary.group);
  if (!summary || !group) return null;
  return (
    <GroupCharacter
      group={summary.group}
      color={group.color}
      size={size}
      className={className}
      title={t('final.character', { character: summary.character })}
    />
  );
}
