// Fills a PostgreSQL database with N members and about 10 saved answers per member, with the
// shares a grown service would have (issue 21, item 5): set-based SQL (generate_series), never a
// statement per row, so 1,000,000 members take minutes. Used by `npm run seed:scale` and by the
// query-plan test (a small N). Every seeded member can log in with SEED_PASSWORD.
//
// Shares per 1,000 members (r1..r6 are independent per-member hashes in 0..999):
//   own test:  22 finished (4 sections, 176 answers), 20 at section 2 (44 + 10), 15 at section 3
//              (88 + 10), 10 at section 4 (132 + 10), 70 started with 15 answers, 463 started with
//              none, 400 not started (no result);
//   answered for a named person: 30 with one result at section 2 (44 answers), 30 more with one
//              not started;
//   accounts:  850 with a password (the rest social only), 300 linked to Kakao, 100 to Google,
//              800 with a nickname, 600 with a verified phone (30 of them sharing a number with
//              another account), 5 withdrawing; 100 reviews, 50 short share codes, 500 live
//              sessions (refresh tokens), 20 password-reset tokens; plus one identity-check
//              request per 20 members within the last day (a third used).
// That is 10.2 answers per member: 10,212,000 for 1,000,000 members.
import { createHash } from 'node:crypto';
import type { SectionLetter } from '@genetype/domain';
import { SECTION_LETTERS } from '@genetype/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { QUESTION_BANK } from '../modules/questions/bank/index.js';
import { answersForType } from '../modules/questions/answers-for-type.js';
import { finalTypeOf, scoreSection } from '../modules/questions/scoring.js';

/** Every seeded member's password. */
export const SEED_PASSWORD = 'Genetype!2345';
/** Seeded members' addresses: member{i}@SEED_EMAIL_DOMAIN, user ID member{i}, nickname nick{i}. */
export const SEED_EMAIL_DOMAIN = 'seed.genetype.test';

/** The i-th member's columns as the seed writes them (i from 1). */
export const seededMember = (i: number) => ({
  id: uuidOf(`u${i}`),
  userId: `member${i}`,
  email: `member${i}@${SEED_EMAIL_DOMAIN}`,
  nickname: `nick${i}`,
});

/** md5(text)::uuid::text, as the SQL below derives ids. */
export function uuidOf(text: string): string {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Gene types chosen per section for four final-type combinations (a member's i picks one).
const COMBOS: Record<SectionLetter, string>[] = [
  { A: 'II', B: 'A', C: '44', D: 'SS' },
  { A: 'ID', B: 'B', C: '43', D: 'SL' },
  { A: 'DD', B: 'C', C: '45', D: 'SL' },
  { A: 'II', B: 'B', C: '45', D: 'SS' },
];

/** The scored outcome (JSON) of each combination's sections, and its final code and type id. */
function outcomes() {
  return COMBOS.map((combo) => {
    const sections = SECTION_LETTERS.map((letter) => {
      const keys = QUESTION_BANK.filter((q) => q.section === letter).map((q) => ({
        id: q.id,
        number: q.number,
        pole: q.pole,
        weight: q.weight,
        repeatOf: q.repeatOf,
      }));
      const outcome = scoreSection(letter, keys, answersForType(letter, keys, combo[letter]));
      return { letter, geneType: outcome.geneType, outcome: JSON.stringify(outcome) };
    });
    const final = finalTypeOf(combo);
    if (!final) throw new Error('a seed combination has no final type');
    return { sections, final };
  });
}

export interface SeedOptions {
  members: number;
  /** The argon2id hash of SEED_PASSWORD (one hash for every member: hashing a million would take hours). */
  passwordHash: string;
  /** Progress lines (each step and how long it took). */
  log?: (line: string) => void;
}

export interface SeedCounts {
  [table: string]: number;
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Seeds an empty, migrated PostgreSQL database (or schema: the connection's search_path).
 * Foreign-key triggers are off for the bulk inserts (session_replication_role = replica, which
 * needs a superuser or the table owner with that right): every row is consistent by construction,
 * and checking 10 million references one by one would take longer than writing them.
 */
export async function seedScale(db: Db, options: SeedOptions): Promise<SeedCounts> {
  const { members, passwordHash } = options;
  const log = options.log ?? (() => undefined);
  const combos = outcomes();
  await db.connection().execute(async (conn) => {
    const step = async (name: string, query: string) => {
      const started = Date.now();
      await sql.raw(query).execute(conn);
      log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    };
    const existing = await sql<{ n: string }>`select count(*) as n from users`.execute(conn);
    if (Number(existing.rows[0]?.n ?? 0) > 0) throw new Error('the database already has members');
    await sql.raw(`set session_replication_role = replica`).execute(conn);
    await sql.raw(`set synchronous_commit = off`).execute(conn);
    await sql.raw(`set maintenance_work_mem = '256MB'`).execute(conn);
    await sql.raw(`set work_mem = '64MB'`).execute(conn);

    // One row per member with its independent draws; everything below derives from it.
    await step(
      'members (temporary)',
      `create temporary table seed_m on commit preserve rows as
       select i,
              md5('u' || i)::uuid::text as id,
              abs(hashtext('r1' || i)) % 1000 as r1, abs(hashtext('r2' || i)) % 1000 as r2,
              abs(hashtext('r3' || i)) % 1000 as r3, abs(hashtext('r4' || i)) % 1000 as r4,
              abs(hashtext('r5' || i)) % 1000 as r5, abs(hashtext('r6' || i)) % 1000 as r6,
              timestamp '2026-11-01' - (i % 730) * interval '1 day' - (i % 86400) * interval '1 second' as joined
       from generate_series(1, ${Number(members)}) as i`,
    );
    const iso = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    // Stage of the own test: sections scored (0..4), -1 = no result; partial = answers saved in
    // the current section.
    const stage = `case when r1 < 22 then 4 when r1 < 42 then 1 when r1 < 57 then 2 when r1 < 67 then 3
                        when r1 < 600 then 0 else -1 end`;
    const partial = `case when r1 < 22 then 0 when r1 < 67 then 10 when r1 < 137 then 15 else 0 end`;
    const phone = `'010' || lpad(((m.i::bigint * 7919) % 100000000)::text, 8, '0')`;
    const sharedPhone = `'010' || lpad((((m.i::bigint - 1) * 7919) % 100000000)::text, 8, '0')`;

    await step(
      'users',
      `insert into users (id, user_id, email, password_hash, nickname, profile_icon, phone_number,
                          section, finish_test, is_withdraw, withdraw_requested_at, purge_lease_until,
                          login_type, created_at, updated_at)
       select m.id, 'member' || m.i, 'member' || m.i || '@${SEED_EMAIL_DOMAIN}',
              case when m.r3 < 850 then ${quote(passwordHash)} end,
              case when m.r4 < 800 then 'nick' || m.i end,
              case when m.r4 < 400 then 'icon' || (m.i % 12 + 1) end,
              case when m.r5 < 30 and m.i > 1 then ${sharedPhone} when m.r5 < 600 then ${phone} end,
              greatest(${stage}, 0), case when ${stage} = 4 then 1 else 0 end,
              case when m.r6 < 5 then 1 else 0 end,
              case when m.r6 < 5 then ${iso(`timestamp '2026-11-20' - (m.i % 13) * interval '1 day'`)} end,
              null,
              case when m.r3 >= 850 then case when m.r3 >= 900 then 'google' else 'kakao' end else 'email' end,
              ${iso('m.joined')}, ${iso('m.joined')}
       from seed_m m`,
    );
    await step(
      'user_consents',
      `insert into user_consents (user_id, terms_agreed_at, privacy_agreed_at, marketing_agreed,
                                  marketing_agreed_at, birth_date, guardian_name, guardian_phone,
                                  guardian_agreed_at, created_at, updated_at)
       select m.id, ${iso('m.joined')}, ${iso('m.joined')}, case when m.r4 < 300 then 1 else 0 end,
              case when m.r4 < 300 then ${iso('m.joined')} end,
              to_char(date '1970-01-01' + (m.i % 14000) * interval '1 day', 'YYYY-MM-DD'),
              null, null, null, ${iso('m.joined')}, ${iso('m.joined')}
       from seed_m m`,
    );
    await step(
      'social_identities',
      `insert into social_identities (id, user_id, provider, subject, email, created_at)
       select md5('k' || m.i)::uuid::text, m.id, 'kakao', 'kakao-' || m.i,
              case when m.r2 < 500 then 'member' || m.i || '@kakao.seed.test' end, ${iso('m.joined')}
       from seed_m m where m.r3 >= 700
       union all
       select md5('g' || m.i)::uuid::text, m.id, 'google', 'google-' || m.i,
              'member' || m.i || '@gmail.seed.test', ${iso('m.joined')}
       from seed_m m where m.r3 >= 900`,
    );

    // Results: the own test, and results answered for others; n = answers saved.
    const combo = (column: string) =>
      `(array[${combos.map((c) => `'${c.final.code}'`).join(',')}])[m.i % ${combos.length} + 1] as ${column}`;
    const typeId = `(array[${combos.map((c) => c.final.typeId).join(',')}])[m.i % ${combos.length} + 1]`;
    await step(
      'results (temporary)',
      `create temporary table seed_r on commit preserve rows as
       select md5('r' || m.i)::uuid::text as id, m.id as owner_id, 1 as is_self, null::text as subject_name,
              ${stage} as completed, ${partial} as partial, m.i % ${combos.length} as combo,
              ${combo('code')}, ${typeId} as type_id, ${iso('m.joined')} as at
       from seed_m m where ${stage} >= 0
       union all
       select md5('o1' || m.i)::uuid::text, m.id, 0, '친구' || m.i, case when m.r2 < 30 then 1 else 0 end,
              0, m.i % ${combos.length}, null, null, ${iso(`m.joined + interval '1 day'`)}
       from seed_m m where m.r2 < 60`,
    );
    await step(
      'results',
      `insert into results (id, owner_id, is_self, subject_name, completed, code, type_id, created_at, updated_at)
       select id, owner_id, is_self, subject_name, completed,
              case when completed = 4 then code end, case when completed = 4 then type_id end, at, at
       from seed_r`,
    );
    const outcomeRows = combos.flatMap((c, index) =>
      c.sections.map(
        (s, position) =>
          `(${index}, ${position}, '${s.letter}', '${s.geneType}', '${s.outcome.replace(/'/g, "''")}')`,
      ),
    );
    await step(
      'section_results',
      `insert into section_results (result_id, section, gene_type, outcome, created_at)
       select r.id, o.letter, o.gene_type, o.outcome, r.at
       from seed_r r
       join (values ${outcomeRows.join(',')}) as o(combo, position, letter, gene_type, outcome)
         on o.combo = r.combo and o.position < r.completed`,
    );
    // The answers' indexes are dropped for the bulk insert and built again over the sorted rows
    // afterwards: far cheaper than maintaining them row by row.
    const answerIndexes = await sql<{ name: string; definition: string }>`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename = 'answers' and indexname <> 'answers_pkey'`.execute(
      conn,
    );
    for (const index of answerIndexes.rows)
      await sql.raw(`drop index ${quoteIdent(index.name)}`).execute(conn);
    // Questions in order (section, number) with their position 0..175 within the questionnaire.
    await step(
      'answers',
      `alter table answers drop constraint answers_pkey;
       insert into answers (result_id, question_id, answer, updated_at)
       select r.id, q.id, case when (q.position + r.combo) % 3 = 0 then 'no' else 'yes' end, r.at
       from seed_r r
       join (select id, ascii(section) - 65 as section_index,
                    (row_number() over (partition by section order by number) - 1)::int as position
             from questions) as q
         on q.section_index < r.completed
         or (q.section_index = r.completed and q.position < r.partial)`,
    );
    await step(
      'answers primary key',
      `alter table answers add constraint answers_pkey primary key (result_id, question_id)`,
    );
    for (const index of answerIndexes.rows) await step(index.name, index.definition);
    await step(
      'reviews',
      `insert into reviews (id, user_id, contents, created_at, updated_at)
       select md5('v' || m.i)::uuid::text, m.id, '결과가 정말 잘 맞아요. 공부 방법을 바꿔 볼게요. #' || m.i,
              ${iso(`m.joined + interval '2 days'`)}, ${iso(`m.joined + interval '2 days'`)}
       from seed_m m where m.r1 < 22 or (m.r2 >= 900 and m.r2 < 978)`,
    );
    await step(
      'share_codes',
      `insert into share_codes (code, user_id, nickname, token, created_at, expires_at)
       select substr(md5('s' || m.i), 1, 10), m.id, 'nick' || m.i, 'seed-share-token-' || m.i,
              ${iso('m.joined')}, ${iso(`timestamp '2027-06-01'`)}
       from seed_m m where m.r4 < 800 and m.r6 >= 950`,
    );
    await step(
      'refresh_tokens',
      `insert into refresh_tokens (id, user_id, token_hash, family_id, expires_at, revoked_at, replaced_by, created_at)
       select md5('t' || m.i)::uuid::text, m.id, encode(sha256(('seed-refresh-' || m.i)::bytea), 'hex'),
              md5('f' || m.i)::uuid::text, ${iso(`timestamp '2026-12-20'`)}, null, null,
              ${iso(`timestamp '2026-11-20'`)}
       from seed_m m where m.r5 >= 500`,
    );
    await step(
      'password_reset_tokens',
      `insert into password_reset_tokens (id, user_id, token_hash, expires_at, used_at, created_at)
       select md5('p' || m.i)::uuid::text, m.id, encode(sha256(('seed-reset-' || m.i)::bytea), 'hex'),
              ${iso(`timestamp '2026-11-01' + interval '1 hour'`)}, null, ${iso(`timestamp '2026-11-01'`)}
       from seed_m m where m.r6 >= 980`,
    );
    // Identity-check requests of the last day, as the API keeps them (it deletes a request a day
    // after it expires, on every new one): relative to now, so none is due for deletion yet.
    const sinceNow = (minutes: string) =>
      iso(`(now() at time zone 'utc') - (${minutes}) * interval '1 minute'`);
    await step(
      'phone_verifications',
      `insert into phone_verifications (id, expires_at, consumed_at, created_at)
       select md5('c' || i)::uuid::text, ${sinceNow('i % 1380 - 10')},
              case when i % 3 = 0 then ${sinceNow('i % 1380 - 5')} end, ${sinceNow('i % 1380')}
       from generate_series(1, ${Math.ceil(members / 20)}) as i`,
    );
    await sql.raw(`drop table seed_m; drop table seed_r`).execute(conn);
    await sql.raw(`set session_replication_role = origin`).execute(conn);
    // What an operator does after a bulk load: set the hint bits and the visibility map and freeze
    // the rows now, or the first reads rewrite every page and autovacuum works through 10 million
    // fresh rows for minutes while the bench measures (CPU taken from the calls on this size only);
    // then write the load's pages out, or a checkpoint does it during the first measured rounds.
    await step('vacuum', `vacuum (freeze, analyze)`);
    await step('checkpoint', `checkpoint`);
  });

  const counts: SeedCounts = {};
  for (const table of [
    'users',
    'user_consents',
    'social_identities',
    'results',
    'section_results',
    'answers',
    'reviews',
    'share_codes',
    'refresh_tokens',
    'password_reset_tokens',
    'phone_verifications',
  ]) {
    const row = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(row.rows[0]?.n ?? 0);
  }
  return counts;
}
