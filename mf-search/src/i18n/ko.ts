// mf-search's Korean texts (namespace `mf-search`), bundled with the app. en.ts must have the same keys.
// The search results themselves (titles, passages, recommended words) are content, not these texts.
const ko = {
  page: {
    title: '검색 결과',
    inputLabel: '검색어',
    placeholder: '궁금한 낱말을 입력해 보세요',
    loading: '검색하고 있어요…',
    /** `{{query}}` is the query in bold, in quotes: "‘창의성’ 검색 결과 12건". One or several: two keys. */
    countOne: '{{query}} 검색 결과 {{n}}건',
    countMany: '{{query}} 검색 결과 {{n}}건',
    hint: '찾고 싶은 낱말을 입력해 주세요.',
    noResults: '검색 결과가 없습니다. 다시 검색해주세요.',
    listLabel: '‘{{query}}’ 검색 결과',
    paginationLabel: '검색 결과 페이지',
    /** `{{word}}` is the corrected word as a button, in quotes, with its 을/를. */
    didYouMean: '혹시 {{word}} 찾으셨나요?',
    correctedNote: '‘{{query}}’ 검색 결과가 없어 ‘{{suggestion}}’ 검색 결과를 보여 드려요.',
  },
  result: {
    kind: {
      typeReport: '유형 리포트',
      geneType: '유전자 유형',
      learningGene: '학습유전자',
    },
    number: '{{n}}번',
    more: '자세히 보기',
    moreLabel: '{{title}} 자세히 보기',
  },
  popup: {
    inputLabel: '검색어',
    placeholder: '궁금한 낱말을 입력해 보세요',
    submit: '검색',
    recommended: '추천 검색어',
    recent: '최근 검색어',
    clearAll: '모두 지우기',
    noRecent: '최근 검색한 낱말이 없어요.',
    removeRecent: '최근 검색어 ‘{{term}}’ 지우기',
  },
  pagination: {
    previous: '이전',
    next: '다음',
    previousPage: '이전 페이지',
    nextPage: '다음 페이지',
    nextPages: '다음 페이지 묶음',
    previousPages: '이전 페이지 묶음',
    page: '{{n}}페이지',
    currentPage: '{{n}}페이지, 현재 페이지',
  },
};

export default ko;
export type Catalogue = typeof ko;
