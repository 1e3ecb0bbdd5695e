// The shell's Korean texts (namespace `shell`) that its first render shows, bundled with the shell.
// Lazily loaded parts carry their own sections (./modals, ./errors, ./side-menu). en.ts has the same keys.
const ko = {
  brand: {
    name: '진타입',
    home: '진타입 홈',
    tagline: '유전자로 알아보는 나의 학습 유형',
  },
  nav: {
    primary: '주요 메뉴',
    test: '검사하기',
    typeReports: '유형 리포트',
    geneType: '진타입',
    learningGene: '학습 유전자란?',
    contact: '문의하기',
    search: '검색',
    openMenu: '메뉴 열기',
    typeGroup: '유형 그룹 ',
    seeAll: '전체 보기',
  },
  footer: {
    info: '서비스 정보',
    contact: '문의하기',
    terms: '이용약관',
    privacy: '개인정보처리방침',
    copyright: '© {{years}} 진타입. All rights reserved.',
    instagram: '진타입 인스타그램 (새 창에서 열림)',
    language: '언어 선택',
  },
  account: {
    checking: '회원 정보를 확인하고 있어요',
    checkFailed: '회원 정보를 확인하지 못했어요',
    retryLabel: '회원 정보 다시 시도',
    retry: '다시 시도',
    myPage: '{{name}}님의 마이페이지',
    logIn: '로그인',
    logout: '로그아웃',
    loggedOut: '로그아웃했어요.',
    loggedOutTitle: '로그아웃',
  },
  searchPopup: {
    opening: '검색창을 여는 중이에요…',
    failed: '검색창을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
    openFailed: '검색창을 열지 못했어요. 잠시 후 다시 시도해 주세요.',
  },
  remote: {
    loading: '화면을 불러오는 중이에요',
  },
};

export default ko;
export type ShellCatalogue = typeof ko;
