import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { addressedSection } from '@genetype/domain';
import { learningGeneSections } from '@genetype/content';
import { prepareContent } from '@genetype/ui/content';
import type { LearningGeneSectionId } from '@genetype/content';
import { LearningGeneContent, learningGeneSectionPath } from './learning-gene-content';
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

/** Before the first render: the sections in the page's language (preparePage). */
export const prepare = () => prepareContent(['learningGeneSections']);

/**
 * /learningGene and its sections' addresses (/learningGene/research, …): the address names the
 * section (issue 38). Arriving with router state naming a section, the page moves to that
 * section's address in place of the entry, keeping the rest of the state (the result variant).
 */
export default function LearningGenePage({ variant }: { variant?: LearningGeneVariant }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { section: param } = useParams();
  const [params] = useSearchParams();
  const fromState = sectionFromState(location.state);

  useEffect(() => {
    if (!fromState) return;
    const { section: _named, ...rest } = location.state as { section?: unknown };
    navigate(
      { pathname: learningGeneSectionPath(fromState), search: location.search },
      { replace: true, state: Object.keys(rest).length > 0 ? rest : null },
    );
  }, [fromState, location.state, location.search, navigate]);

  const addressed = addressedSection('/learningGene', param);
  // An address naming no section is not found (the shell shows that page; this renders nothing).
  if (param !== undefined && !addressed) return null;
  return (
    <LearningGeneContent
      variant={variant ?? variantFromState(location.state, params.get('variant'))}
      section={fromState ?? addressed}
    />
  );
}
