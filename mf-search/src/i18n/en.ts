// mf-search's English texts: their own chunk, fetched only when English is chosen.
import type { Catalogue } from './ko';

const en: Catalogue = {
  page: {
    title: 'Search results',
    inputLabel: 'Search',
    placeholder: 'What would you like to know?',
    loading: 'Searching…',
    countOne: '{{n}} result for {{query}}',
    countMany: '{{n}} results for {{query}}',
    hint: 'Type a word to search for.',
    noResults: 'No results. Try searching for something else.',
    listLabel: 'Results for ‘{{query}}’',
    paginationLabel: 'Search result pages',
    didYouMean: 'Did you mean {{word}}?',
    correctedNote: 'Nothing matched ‘{{query}}’, so these are the results for ‘{{suggestion}}’.',
  },
  result: {
    kind: {
      typeReport: 'Type report',
      geneType: 'Gene types',
      learningGene: 'Learning genes',
    },
    number: 'No. {{n}}',
    more: 'Read more',
    moreLabel: 'Read more about {{title}}',
  },
  popup: {
    inputLabel: 'Search',
    placeholder: 'What would you like to know?',
    submit: 'Search',
    recommended: 'Suggested searches',
    recent: 'Recent searches',
    clearAll: 'Clear all',
    noRecent: 'No recent searches yet.',
    removeRecent: 'Remove ‘{{term}}’ from recent searches',
  },
  pagination: {
    previous: 'Previous',
    next: 'Next',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    nextPages: 'Next pages',
    previousPages: 'Previous pages',
    page: 'Page {{n}}',
    currentPage: 'Page {{n}}, current page',
  },
};

export default en;
