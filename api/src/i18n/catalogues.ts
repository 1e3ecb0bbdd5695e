// Every namespace of the API's texts (issue 18): one per module, Korean and English with the same
// keys (test/i18n.test.ts checks it). A module with new texts adds its pair here.
import type { Catalogue } from '@genetype/domain/texts';
import commonEn from '../lib/messages.en.js';
import commonKo from '../lib/messages.ko.js';
import authEn from '../modules/auth/messages.en.js';
import authKo from '../modules/auth/messages.ko.js';
import healthEn from '../modules/health/messages.en.js';
import healthKo from '../modules/health/messages.ko.js';
import identityEn from '../modules/identity-check/messages.en.js';
import identityKo from '../modules/identity-check/messages.ko.js';
import mailEn from '../modules/mail/messages.en.js';
import mailKo from '../modules/mail/messages.ko.js';
import metricsEn from '../modules/metrics/messages.en.js';
import metricsKo from '../modules/metrics/messages.ko.js';
import profilesEn from '../modules/profiles/messages.en.js';
import questionsEn from '../modules/questions/messages.en.js';
import questionsKo from '../modules/questions/messages.ko.js';
import profilesKo from '../modules/profiles/messages.ko.js';
import recoveryEn from '../modules/recovery/messages.en.js';
import recoveryKo from '../modules/recovery/messages.ko.js';
import resultsEn from '../modules/results/messages.en.js';
import resultsKo from '../modules/results/messages.ko.js';
import reviewsEn from '../modules/reviews/messages.en.js';
import reviewsKo from '../modules/reviews/messages.ko.js';
import settingsEn from '../modules/account-settings/messages.en.js';
import settingsKo from '../modules/account-settings/messages.ko.js';
import socialEn from '../modules/social/messages.en.js';
import socialKo from '../modules/social/messages.ko.js';
import telemetryEn from '../modules/telemetry/messages.en.js';
import telemetryKo from '../modules/telemetry/messages.ko.js';
import withdrawalEn from '../modules/withdrawal/messages.en.js';
import withdrawalKo from '../modules/withdrawal/messages.ko.js';

export interface CataloguePair {
  ko: Catalogue;
  en: Catalogue;
}

const pair = (ko: object, en: object): CataloguePair => ({
  ko: ko as Catalogue,
  en: en as Catalogue,
});

export const CATALOGUES: Record<string, CataloguePair> = {
  common: pair(commonKo, commonEn),
  auth: pair(authKo, authEn),
  settings: pair(settingsKo, settingsEn),
  recovery: pair(recoveryKo, recoveryEn),
  social: pair(socialKo, socialEn),
  identity: pair(identityKo, identityEn),
  profiles: pair(profilesKo, profilesEn),
  questions: pair(questionsKo, questionsEn),
  results: pair(resultsKo, resultsEn),
  reviews: pair(reviewsKo, reviewsEn),
  withdrawal: pair(withdrawalKo, withdrawalEn),
  telemetry: pair(telemetryKo, telemetryEn),
  metrics: pair(metricsKo, metricsEn),
  health: pair(healthKo, healthEn),
  mail: pair(mailKo, mailEn),
};
