// The reading content in the page's language, for React (issue 18). Korean is there at once (the
// caller passes the Korean part it imports statically, so its chunk keeps only what it uses);
// English arrives with its chunk, and until then the hooks return undefined: show the page's
// loading view. A failed fetch goes to the error boundary (its retry remounts and fetches again).
// `@genetype/ui/content`: kept out of '@genetype/content', which the API reads,
// and small (no content of its own), so a page's chunk holds only the Korean parts it imports.
// Each page asks for the parts it shows (one chunk per language and page, reading-content.ts) and
// loads them in its `prepare` (prepareContent). One report: `loadTypeReport(id, language)`.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLanguageStore } from '@genetype/platform';
import { loadContentParts, loadedContentParts } from '@genetype/content';
import type { ContentLanguage, ContentPart, ReadingContent } from '@genetype/content';

const languageNow = () => useLanguageStore.getState().language;

/** The language the content is shown in: the page's language. */
export function useContentLanguage(): ContentLanguage {
  // The store's own state on the server and in hydration too: zustand's hook gives its initial
  // state (Korean) there, and a page prerendered and hydrated in English reads English.
  const language = useSyncExternalStore(useLanguageStore.subscribe, languageNow, languageNow);
  return language === 'en' ? 'en' : 'ko';
}

/** Re-renders once `load` settles (unless `ready`); throws its failure to the error boundary. */
function useArrival(ready: boolean, load: () => Promise<unknown>, deps: readonly unknown[]): void {
  const [, setArrived] = useState(0);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    load().then(
      () => current && setArrived((count) => count + 1),
      (failure: unknown) => current && setError(() => failure),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` name what `load` reads
  }, [ready, ...deps]);
  if (error) throw error;
}

/**
 * `parts` of the content in the page's language, or undefined while their chunk loads (Korean
 * loads too: for pages whose Korean parts are not their own imports).
 */
export function useContentParts<K extends ContentPart>(
  parts: readonly K[],
): Pick<ReadingContent, K> | undefined {
  const language = useContentLanguage();
  const content = loadedContentParts(language, parts);
  useArrival(content !== undefined, () => loadContentParts(language, parts), [
    language,
    parts.join(),
  ]);
  return content;
}

/**
 * Parts of the content in the page's language: `korean` at once in Korean, `pick(parts)` once
 * the chunk carrying `parts` has arrived, undefined meanwhile.
 *
 *   const groups = useContent(typeGroups, ['typeGroups'], (content) => content.typeGroups);
 */
export function useContent<T, K extends ContentPart>(
  korean: T,
  parts: readonly K[],
  pick: (content: Pick<ReadingContent, K>) => NoInfer<T>,
): T | undefined {
  const language = useContentLanguage();
  const content = language === 'ko' ? undefined : loadedContentParts(language, parts);
  useArrival(language === 'ko' || content !== undefined, () => loadContentParts(language, parts), [
    language,
    parts.join(),
  ]);
  if (language === 'ko') return korean;
  return content ? pick(content) : undefined;
}

/**
 * For a page's `prepare`: the chunk carrying `parts` in the page's language, so a page
 * prerendered in that language hydrates with them (nothing in Korean, whose parts a page
 * imports itself).
 */
export function prepareContent(parts: readonly ContentPart[]): Promise<unknown> {
  const language = languageNow();
  return language === 'en' ? loadContentParts(language, parts) : Promise.resolve();
}
