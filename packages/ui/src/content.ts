// The reading content in the page's language, for React (issue 18). Korean is there at once (the
// caller passes the Korean part it imports statically, so its chunk keeps only what it uses);
// English arrives with its chunk, and until then the hooks return undefined: show the page's
// loading view. A failed fetch goes to the error boundary (its retry remounts and fetches again).
// `@genetype/ui/content`: kept out of '@genetype/content', which the API reads,
// and small (no content of its own), so a page's chunk holds only the Korean parts it imports.
// One report: `loadTypeReport(id, language)` / `loadedTypeReport(id, language)`.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLanguageStore } from '@genetype/platform';
import { loadReadingContent, loadedReadingContent } from '@genetype/content';
import type { ContentLanguage, ReadingContent } from '@genetype/content';

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

/** The whole content of the page's language, or undefined while it loads (Korean loads too). */
export function useReadingContent(): ReadingContent | undefined {
  const language = useContentLanguage();
  const content = loadedReadingContent(language);
  useArrival(content !== undefined, () => loadReadingContent(language), [language]);
  return content;
}

/**
 * One part of the content in the page's language: `korean` at once in Korean, `pick(English
 * content)` once it has arrived, undefined meanwhile.
 *
 *   const groups = useContent(typeGroups, (content) => content.typeGroups);
 */
export function useContent<T>(
  korean: T,
  pick: (content: ReadingContent) => NoInfer<T>,
): T | undefined {
  const language = useContentLanguage();
  const content = language === 'ko' ? undefined : loadedReadingContent(language);
  useArrival(language === 'ko' || content !== undefined, () => loadReadingContent(language), [
    language,
  ]);
  if (language === 'ko') return korean;
  return content ? pick(content) : undefined;
}
