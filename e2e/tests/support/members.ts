// Members for the journeys, made as another device would (through the API) plus what only an
// operator could do (a verified phone written straight into the run's SQLite database): a member
// with or without a finished test, and the browser state a login leaves.
import Database from 'better-sqlite3';
import { API_URL, REFRESH_COOKIE, REFRESH_PATH, logInThroughApi, newMember, signUp } from './site';
import type { Member, Session } from './site';
import { uniquePhone } from './identity';

/** The run's throw-away SQLite database (E2E_SQLITE_PATH, exported by global-setup.ts). */
export function database(): Database.Database {
  const file = process.env.E2E_SQLITE_PATH;
  if (!file) throw new Error('E2E_SQLITE_PATH is not set: run through playwright.config.ts');
  return new Database(file);
}

/** Nickname and verified phone written straight into the run's SQLite database. */
export function verify(member: Member): string {
  const db = database();
  try {
    const phone = uniquePhone();
    const changed = db
      .prepare('update users set nickname = ?, phone_number = ? where email = ?')
      .run(member.userId, phone, member.email.toLowerCase());
    if (changed.changes !== 1) throw new Error(`No user ${member.email} to verify`);
    return member.userId;
  } finally {
    db.close();
  }
}

/** A request to the API as the member (JSON, their access token); throws on an error status. */
export async function api<T>(path: string, session: Session, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${session.token}`,
      ...(init.headers ?? {}),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Answers `count` sections through the API ("yes" to everything), as another device would. */
export async function answerSections(
  member: Member,
  session: Session,
  count: number,
): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const list = await api<{ questions: { _id: string }[] }>(
      '/questions/getQuestionsList',
      session,
    );
    await api('/questions/calculateResult', session, {
      method: 'POST',
      body: JSON.stringify({
        email: member.email,
        questions: JSON.stringify(list.questions.map((q) => ({ _id: q._id, answer: 'yes' }))),
      }),
    });
  }
}

/** Answers all four sections through the API: the member's test is finished. */
export function finishTest(member: Member, session: Session): Promise<void> {
  return answerSections(member, session, 4);
}

export interface StorageState {
  cookies: {
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'Strict' | 'Lax' | 'None';
  }[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** What a browser holds after a login (spec §3): the access token in storage, the refresh cookie. */
export function storageStateOf(session: Session, language: string): StorageState {
  return {
    cookies: [
      {
        name: REFRESH_COOKIE,
        value: session.refreshToken,
        domain: 'localhost',
        path: REFRESH_PATH,
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: 'Strict',
      },
    ],
    origins: [
      {
        origin: 'http://localhost:3000',
        localStorage: [
          { name: 'token', value: session.token },
          { name: 'language', value: language },
        ],
      },
    ],
  };
}

/** A signed-up member with a nickname and a verified phone; `finished` answers all four sections. */
export async function verifiedMember(finished: boolean): Promise<{
  member: Member;
  session: Session;
  nickname: string;
}> {
  const member = newMember();
  await signUp(member);
  const nickname = verify(member);
  // A fresh login after the nickname was written: the session reads the member as they are now.
  const session = await logInThroughApi(member);
  if (finished) await finishTest(member, session);
  return { member, session, nickname };
}

export interface FinishedMember {
  member: Member;
  session: Session;
  nickname: string;
  /** Their short share address's code (/s/<code>). */
  shareCode: string;
  at: number;
}

// One member with a finished test per worker (a fresh login when the access token nears its
// 15 minutes), so the visits of a sweep reuse one storage state.
let finished: FinishedMember | undefined;
export async function finishedMember(): Promise<FinishedMember> {
  if (finished && Date.now() - finished.at > 10 * 60_000) {
    finished = { ...finished, session: await logInThroughApi(finished.member), at: Date.now() };
  }
  if (!finished) {
    const made = await verifiedMember(true);
    const { code } = await api<{ code: string }>('/profiles/share', made.session, {
      method: 'POST',
    });
    finished = { ...made, shareCode: code, at: Date.now() };
  }
  return finished;
}
