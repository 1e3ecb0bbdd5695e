import { useLocation } from 'react-router-dom';
import { learningGeneSections } from '@genetype/shared/content';
import type { LearningGeneSectionId } from '@genetype/shared/content';
import { LearningGeneContent } from './learning-gene-content';
import type { LearningGeneVariant } from './learning-gene-content';

/** Router state `{ variant: 'result' }` opens the result variant (e.g. from the result page). */
export function variantFromState(state: unknown): LearningGeneVariant {
  return state && typeof state === 'object' && (state as { variant?: unknown }).variant === 'result'
    ? 'result'
    : 'default';
}

/** Router state `{ section: <id> }` (e.g. from a search result) opens that section first. */
export function sectionFromState(state: unknown): LearningGeneSectionId | undefined {
  const section =
    state && typeof state === 'object' ? (state as { section?: unknown }).section : undefined;
  return learningGeneSections.find((candidate) => candidate.id === section)?.id;
}

export default function LearningGenePage({ variant }: { variant?: LearningGeneVariant }) {
  const location = useLocation();
  return (
    <LearningGeneContent
      // A new state (another search result) starts the page over at its section.
      key={location.key}
      variant={variant ?? variantFromState(location.state)}
      initialSection={sectionFromState(location.state)}
    />
  );
}
