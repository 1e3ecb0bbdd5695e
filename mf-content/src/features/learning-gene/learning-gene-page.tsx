import { useLocation, useSearchParams } from 'react-router-dom';
import { learningGeneSections } from '@genetype/content';
import type { LearningGeneSectionId } from '@genetype/content';
import { LearningGeneContent } from './learning-gene-content';
import type { LearningGeneVariant } from './learning-gene-content';

/**
 * `?variant=result` (the link on the final result and /thank-you; it survives a reload) or router
 * state `{ variant: 'result' }` opens the result variant.
 */
export function variantFromState(state: unknown, query?: string | null): LearningGeneVariant {
  if (query === 'result') return 'result';
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
  const [params] = useSearchParams();
  return (
    <LearningGeneContent
      // A new state (another search result) starts the page over at its section.
      key={location.key}
      variant={variant ?? variantFromState(location.state, params.get('variant'))}
      initialSection={sectionFromState(location.state)}
    />
  );
}
