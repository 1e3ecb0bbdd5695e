// The shell's English texts: loaded as their own chunk only when English is chosen.
import type { ShellCatalogue } from './ko';

const en: ShellCatalogue = {
  brand: {
    name: 'GeneType',
    home: 'GeneType home',
    tagline: 'Discover how you learn best, from your genes',
  },
  nav: {
    primary: 'Main menu',
    test: 'Take the test',
    typeReports: 'Type reports',
    geneType: 'About GeneType',
    learningGene: 'What are learning genes?',
    contact: 'Contact us',
    search: 'Search',
    openMenu: 'Open menu',
    typeGroup: 'Type group ',
    seeAll: 'See all',
  },
  footer: {
    info: 'About the service',
    contact: 'Contact us',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    copyright: '© {{years}} GeneType. All rights reserved.',
    instagram: 'GeneType on Instagram (opens in a new window)',
    language: 'Language',
  },
  account: {
    checking: 'Checking your account',
    checkFailed: "We couldn't check your account",
    retryLabel: 'Try again to load your account',
    retry: 'Try again',
    myPage: "{{name}}'s page",
    logIn: 'Log in',
    logout: 'Log out',
    loggedOut: "You're logged out.",
    loggedOutTitle: 'Logged out',
  },
  searchPopup: {
    opening: 'Opening search…',
    failed: "We couldn't load search. Please try again in a moment.",
    openFailed: "We couldn't open search. Please try again in a moment.",
  },
  remote: {
    loading: 'Loading…',
  },
};

export default en;
