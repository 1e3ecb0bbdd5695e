// The side menu's Korean texts: a section of the shell's namespace (`shell/sideMenu`), carried by
// the lazily loaded side-menu chunk. en.ts has the same keys.
const ko = {
  sideMenu: {
    title: '메뉴',
    close: '메뉴 닫기',
    all: '전체 메뉴',
    search: '검색',
    language: '언어',
  },
};

export default ko;
export type Sections = typeof ko;
