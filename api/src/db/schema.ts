import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

// Portable column types: timestamps are ISO-8601 UTC text (sortable as text on both dialects),
// booleans are 0/1 integers (SQLite has no boolean and better-sqlite3 cannot bind one).

export interface UsersTable {
  id: string;
  user_id: string;
  /** Always stored lower-cased. */
  email: string;
  /** Null for social accounts that never set a password. */
  password_hash: string | null;
  nickname: string | null;
  profile_icon: string | null;
  phone_number: string | null;
  section: Defaulted<number>;
  finish_test: Defaulted<number>;
  is_withdraw: Defaulted<number>;
  withdraw_requested_at: string | null;
  /** Set while a withdrawal purge holds this member (migration 056). */
  purge_lease_until: Defaulted<string | null>;
  login_type: string | null;
  /** A social member's name at their provider, shown until they choose a nickname (migration 068). */
  profile_name: Defaulted<string | null>;
  /** 'ko' | 'en' (issue 18); null until the member chooses. */
  language: Defaulted<string | null>;
  created_at: string;
  updated_at: string;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  /** Every token descending from one login shares a family, so reuse can revoke them all. */
  family_id: string;
  expires_at: string;
  revoked_at: string | null;
  /** Set when the token was rotated: the id of its successor. */
  replaced_by: string | null;
  created_at: string;
}

/** A session (refresh-token family) that ended; kept for one access-token lifetime. */
export interface RevokedSessionsTable {
  family_id: string;
  revoked_at: string;
}

export interface UserConsentsTable {
  user_id: string;
  terms_agreed_at: string;
  privacy_agreed_at: string;
  marketing_agreed: Defaulted<number>;
  /** When marketing consent was given; null while declined. */
  marketing_agreed_at: string | null;
  /** YYYY-MM-DD. */
  birth_date: string;
  /** Set only for members who were under 14 at sign-up. */
  guardian_name: string | null;
  guardian_phone: string | null;
  guardian_agreed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  /** SHA-256 of the e-mailed token; the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface QuestionsTable {
  id: string;
  /** 'A' | 'B' | 'C' | 'D' */
  section: string;
  number: number;
  text: string;
  pole: string;
  weight: number;
  repeat_of: string | null;
}

export interface ResultsTable {
  id: string;
  owner_id: string;
  /** 1 for the member's own test, 0 for a person answered for. */
  is_self: number;
  subject_name: string | null;
  completed: Defaulted<number>;
  code: string | null;
  type_id: number | null;
  /** A person answered for: 'child' | 'parent' | 'spouse' | 'sibling' | 'other'; null if unset. */
  relation: Defaulted<string | null>;
  created_at: string;
  updated_at: string;
}

export interface SectionResultsTable {
  result_id: string;
  section: string;
  gene_type: string;
  /** JSON of the SectionOutcome contract. */
  outcome: string;
  created_at: string;
}

export interface AnswersTable {
  result_id: string;
  question_id: string;
  answer: string;
  /** When the answer last changed (saving the same answer again leaves it). */
  updated_at: string;
}

export interface SocialIdentitiesTable {
  id: string;
  user_id: string;
  /** 'kakao' or 'google'. */
  provider: string;
  /** The provider's stable account id (Kakao id, Google `sub`). */
  subject: string;
  /** The e-mail the provider reported, if any (display only; never used to match accounts). */
  email: string | null;
  created_at: string;
}

export interface PhoneVerificationsTable {
  /** The request sequence bound into the encrypted request and reply. */
  id: string;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface EmailChangeCodesTable {
  id: string;
  user_id: string;
  /** The requested new address, lower-cased. */
  email: string;
  /** HMAC-SHA-256 of the e-mailed code; the code itself is never stored. */
  code_hash: string;
  /** Wrong entries so far. */
  attempts: Defaulted<number>;
  expires_at: string;
  verified_at: string | null;
  used_at: string | null;
  created_at: string;
}

/** Remote-load telemetry (issue #8): one row per day, module, version, stage and hashed bucket. */
export interface RemoteLoadsTable {
  /** YYYY-MM-DD (UTC). */
  day: string;
  module: string;
  version: string;
  stage: string;
  /** Hex SHA-256 prefix of the browser's rollout bucket id: counts members, identifies no one. */
  bucket: string;
  loads: Defaulted<number>;
  first_at: string;
  last_at: string;
}

export interface RemoteFailuresTable {
  id: string;
  module: string;
  version: string;
  stage: string;
  reason: string;
  detail: string | null;
  created_at: string;
}

/** Field metrics (migration 087): one row per module on a sampled page view; pruned after 48 h. */
export interface FieldViewsTable {
  id: string;
  /** Groups the rows of one page view (a random id, not the member's). */
  view_id: string;
  module: string;
  version: string;
  route: string;
  language: string;
  /** Uncaught errors counted on the page. */
  errors: number;
  /** Milliseconds; null when the browser reported none. */
  lcp: number | null;
  inp: number | null;
  created_at: string;
}

/** One review per member (migration 055). */
export interface ReviewsTable {
  id: string;
  user_id: string;
  contents: string;
  created_at: string;
  updated_at: string;
}

/** Short share addresses (/s/{code}); one per member. */
export interface ShareCodesTable {
  code: string;
  user_id: string;
  nickname: string;
  token: string;
  created_at: string;
  expires_at: string;
}

/** A friend's share code a member keeps to compare with (issue 38); stale once revoked. */
export interface FriendLinksTable {
  member_id: string;
  code: string;
  created_at: string;
}

/** Keyed writes (migration 088, lib/idempotency): who applies each, and its sealed answer; 24 h. */
export interface IdempotencyKeysTable {
  /** SHA-256 of the client's Idempotency-Key. */
  id: string;
  /** SHA-256 of the method, address, Authorization and body the key was first sent with. */
  fingerprint: string;
  /** The API instance applying it (its heartbeat renews `beat` while it works). */
  instance: string;
  /** This claim's own id: a claim taken over from a frozen instance gets a new one. */
  holder: string;
  /** Bumped by the holder's heartbeat and by each of its commits; unchanged means frozen. */
  beat: number;
  /** Null while in progress. */
  status: number | null;
  /** The answer (headers and body), sealed with a key derived from the Idempotency-Key. */
  answer: string | null;
  created_at: string;
}

export interface Database {
  idempotency_keys: IdempotencyKeysTable;
  reviews: ReviewsTable;
  share_codes: ShareCodesTable;
  friend_links: FriendLinksTable;
  remote_loads: RemoteLoadsTable;
  remote_failures: RemoteFailuresTable;
  field_views: FieldViewsTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  revoked_sessions: RevokedSessionsTable;
  user_consents: UserConsentsTable;
  password_reset_tokens: PasswordResetTokensTable;
  social_identities: SocialIdentitiesTable;
  phone_verifications: PhoneVerificationsTable;
  questions: QuestionsTable;
  results: ResultsTable;
  section_results: SectionResultsTable;
  answers: AnswersTable;
  email_change_codes: EmailChangeCodesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type NewRefreshTokenRow = Insertable<RefreshTokensTable>;
export type UserConsentsRow = Selectable<UserConsentsTable>;
export type NewUserConsentsRow = Insertable<UserConsentsTable>;
export type PasswordResetTokenRow = Selectable<PasswordResetTokensTable>;
export type SocialIdentityRow = Selectable<SocialIdentitiesTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type ResultRow = Selectable<ResultsTable>;
export type EmailChangeCodeRow = Selectable<EmailChangeCodesTable>;
