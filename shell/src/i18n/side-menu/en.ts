// English of the sections in ko.ts: part of the shell's English chunk, fetched only when English is on.
import type { Sections } from './ko';

const en: Sections = {
  sideMenu: {
    title: 'Menu',
    close: 'Close menu',
    all: 'All pages',
    search: 'Search',
    language: 'Language',
  },
};

export default en;
