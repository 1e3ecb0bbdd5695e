import { addUserLanguage } from './075-add-user-language.js';
import type { Migration, MigrationProvider } from 'kysely';
import { createUsers } from './001-create-users.js';
import { createRefreshTokens } from './002-create-refresh-tokens.js';
import { createUserConsents } from './010-create-user-consents.js';
import { createPasswordResetTokens } from './011-create-password-reset-tokens.js';
import { createSocialIdentities } from './020-create-social-identities.js';
import { createPhoneVerifications } from './021-create-phone-verifications.js';
import { createRemoteTelemetry } from './030-create-remote-telemetry.js';
import { createQuestionnaire } from './040-create-questionnaire.js';
import { createEmailChangeCodes } from './050-create-email-change-codes.js';
import { createReviews } from './055-create-reviews.js';
import { addWithdrawalPurgeLease } from './056-add-withdrawal-purge-lease.js';
import { createRevokedSessions } from './060-create-revoked-sessions.js';
import { createShareCodes } from './061-create-share-codes.js';
import { addMemberLookupIndexes } from './062-add-member-lookup-indexes.js';
import { addResultRelation } from './065-add-result-relation.js';
import { addProfileName } from './068-add-profile-name.js';
import { addResultsOthersIndex } from './080-add-results-others-index.js';
import { dropAnswersQuestionIndex } from './085-drop-answers-question-index.js';
import { createFriendLinks } from './086-create-friend-links.js';
import { createFieldViews } from './087-create-field-views.js';
import { createIdempotencyKeys } from './088-create-idempotency-keys.js';

// Listed in code rather than read from a folder, so the same migrations run from src (jest)
// and from dist (production) without file-system discovery. Names sort in the order they run.
const migrations: Record<string, Migration> = {
  '001-create-users': createUsers,
  '002-create-refresh-tokens': createRefreshTokens,
  '010-create-user-consents': createUserConsents,
  '011-create-password-reset-tokens': createPasswordResetTokens,
  '020-create-social-identities': createSocialIdentities,
  '021-create-phone-verifications': createPhoneVerifications,
  '030-create-remote-telemetry': createRemoteTelemetry,
  '040-create-questionnaire': createQuestionnaire,
  '050-create-email-change-codes': createEmailChangeCodes,
  '055-create-reviews': createReviews,
  '056-add-withdrawal-purge-lease': addWithdrawalPurgeLease,
  '060-create-revoked-sessions': createRevokedSessions,
  '061-create-share-codes': createShareCodes,
  '062-add-member-lookup-indexes': addMemberLookupIndexes,
  '065-add-result-relation': addResultRelation,
  '068-add-profile-name': addProfileName,
  '075-add-user-language': addUserLanguage,
  '080-add-results-others-index': addResultsOthersIndex,
  '085-drop-answers-question-index': dropAnswersQuestionIndex,
  '086-create-friend-links': createFriendLinks,
  '087-create-field-views': createFieldViews,
  '088-create-idempotency-keys': createIdempotencyKeys,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
