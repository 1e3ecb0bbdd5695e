// The English texts of shared's React building blocks (namespace `shared-ui`), loaded only when
// English is chosen. Same keys as ko.ts.
import { TYPE_GROUP_NAMES_EN, TYPE_NAME_ADJECTIVES_EN, TYPE_NAME_NOUNS_EN } from '@genetype/domain';
import { adjectivesBySubtype } from './ko.js';
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
    // The names the English pages use (one table in the domain, shared with @genetype/content/en).
    typeAdjectives: adjectivesBySubtype(TYPE_NAME_ADJECTIVES_EN),
    typeNouns: Object.fromEntries(
      TYPE_NAME_NOUNS_EN.map((noun, index) => [`group${index + 1}`, noun]),
    ) as Record<string, string>,
    groupNames: Object.fromEntries(
      TYPE_GROUP_NAMES_EN.map((name, index) => [`group${index + 1}`, name]),
    ) as Record<string, string>,
  },
};

export default en;
