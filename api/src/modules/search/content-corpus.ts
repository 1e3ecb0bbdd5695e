// The corpus the API searches: the same content the pages render (@genetype/shared/content).
import {
  geneSections,
  learningGeneSections,
  typeGroups,
  typeReports,
} from '@genetype/shared/content';
import type { SearchCorpus } from './search-corpus.js';

export function contentCorpus(): SearchCorpus {
  return { typeReports, typeGroups, geneSections, learningGeneSections };
}
