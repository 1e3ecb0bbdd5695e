// The error pages' Korean texts: a section of the shell's namespace (`shell/errors`), carried by
// the lazily loaded error-pages chunk. en.ts has the same keys.
const ko = {
  errors: {
    notFoundTitle: '페이지를 찾을 수 없어요',
    serverErrorTitle: '일시적인 오류가 발생했어요',
    notFoundMessage:
      '주소가 잘못 입력되었거나, 페이지가 옮겨졌거나 사라졌어요. 입력한 주소를 다시 한번 확인해 주세요.',
    serverErrorMessage:
      '서버에서 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요. 문제가 계속되면 문의하기로 알려 주세요.',
    back: '이전 페이지로',
    home: '홈으로 가기',
    pageFailed: '페이지를 표시하지 못했어요',
    reload: '새로고침',
  },
};

export default ko;
export type Sections = typeof ko;
