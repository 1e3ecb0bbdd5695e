import { useLocation } from 'react-router-dom';
import { PreparingPage } from '@genetype/shared/ui';

/** The search word arrives as router state from whichever app searched (spec §2). */
function searchWordOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const word = (state as { search?: unknown }).search;
  return typeof word === 'string' && word.trim() !== '' ? word.trim() : null;
}

export default function SearchPage() {
  const word = searchWordOf(useLocation().state);
  return (
    <PreparingPage path="/search">
      {word && <p data-testid="search-word">‘{word}’ 검색 결과</p>}
    </PreparingPage>
  );
}
