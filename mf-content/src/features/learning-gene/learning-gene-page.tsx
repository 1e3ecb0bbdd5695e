import { useLocation } from 'react-router-dom';
import { LearningGeneContent } from './learning-gene-content';
import type { LearningGeneVariant } from './learning-gene-content';

/** Router state `{ variant: 'result' }` opens the result variant (e.g. from the result page). */
export function variantFromState(state: unknown): LearningGeneVariant {
  return state && typeof state === 'object' && (state as { variant?: unknown }).variant === 'result'
    ? 'result'
    : 'default';
}

export default function LearningGenePage({ variant }: { variant?: LearningGeneVariant }) {
  const location = useLocation();
  return <LearningGeneContent variant={variant ?? variantFromState(location.state)} />;
}
