// The English texts of shared's React building blocks (namespace `shared-ui`), loaded only when
// English is chosen. Same keys as ko.ts.
import type { SharedUiCatalogue } from './ko.js';

const en: SharedUiCatalogue = {
  fallback: {
    title: 'We couldn’t load this page',
    message:
      'Something went wrong on our side, so this part couldn’t be shown. Everything else still works.',
    retry: 'Try again',
    retrying: 'Loading again…',
  },
  sessionUnknown: {
    title: 'We couldn’t check your account',
    message:
      'Your connection may be slow or we’re having a brief problem. You’re still logged in. Please try again in a moment.',
  },
  loading: {
    page: 'Loading the page',
  },
  dialog: {
    close: 'Close',
  },
  mainAction: {
    start: 'Start the test',
    checkInterim: 'See my progress',
    viewResult: 'See my results',
  },
  standalone: {
    pages: '{{app}} pages',
    running: ' is running on its own. Its pages:',
  },
  titles: {
    site: 'GeneType',
    typeHeading: 'Type {{id}}: {{name}}',
    typeName: '{{adjective}} {{noun}}',
    pages: {
      home: 'GeneType',
      'type-report-list': 'Type reports',
      'type-report': 'Type report',
      'gene-type': 'Gene types',
      'learning-gene': 'What are learning genes?',
      contact: 'Contact us',
      terms: 'Terms of service',
      privacy: 'Privacy policy',
      questions: 'Gene type test',
      welcome: 'Before you start',
      result: 'Your results',
      'result-print': 'Print report',
      'thank-you': 'Test complete',
      signup: 'Sign up',
      'create-account': 'Sign up',
      agreement: 'Terms and consent',
      marketing: 'Marketing updates',
      'own-profile': 'Profile',
      profile: 'Profile',
      'share-code': 'Shared profile',
      my: 'My page',
      'family-inheritance': 'Inheritance check',
      'family-compare': 'Compare family types',
      'phone-verify-response': 'Identity verification',
      'kakao-login': 'Kakao login',
      'kakao-link': 'Link your Kakao account',
      'reset-password': 'Reset password',
      'stored-token-reset': 'Reset password',
      search: 'Search results',
      'not-found': 'Page not found',
      'server-error': 'Something went wrong',
    },
    typeAdjectives: {
      '44-SS': 'Cautious',
      '44-SL': 'Calm',
      '43-SS': 'Perceptive',
      '43-SL': 'Resourceful',
      '45-SS': 'Expressive',
      '45-SL': 'Bold',
    },
    typeNouns: {
      group1: 'Seeker',
      group2: 'Architect',
      group3: 'Navigator',
      group4: 'Artisan',
      group5: 'Harmonizer',
      group6: 'Explorer',
      group7: 'Challenger',
      group8: 'Strategist',
      group9: 'Adventurer',
    },
    groupNames: {
      group1: 'Gritty Seeker',
      group2: 'Diligent Architect',
      group3: 'Easygoing Navigator',
      group4: 'Tenacious Artisan',
      group5: 'Balanced Harmonizer',
      group6: 'Flexible Explorer',
      group7: 'Fiery Challenger',
      group8: 'Quick Strategist',
      group9: 'Free-spirited Adventurer',
    },
  },
};

export default en;
