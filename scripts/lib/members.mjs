// Members for the benches and the size budgets of members' pages (issue 34): made through the API
// as another device would, plus a verified phone written straight into the database (what the
// identity check leaves; the journeys do the same), and their session planted in a browser the way
// a login leaves it — the refresh token in the API's HttpOnly cookie (`genetype_refresh`, scoped to
// the API's /user/refresh) and the access token in localStorage (`token`).

export const REFRESH_COOKIE = 'genetype_refresh';
const PASSWORD = 'Genetype!2345';
const SECTIONS = 4;

/**
 * The members' pages and who opens each (see makeMembers). The family view is /myPage opened at
 * its tab's hash, as the tab's own link does; `{nickname}` is the profile owner's.
 */
export const MEMBER_PAGES = [
  { key: 'myPage', path: '/myPage', member: 'finished' },
  { key: 'result', path: '/result', member: 'finished' },
  { key: 'interim', path: '/result?type=A', member: 'interim' },
  { key: 'questions', path: '/questions', member: 'starter' },
  { key: 'profile', path: '/profiles/{nickname}', member: 'finished' },
  { key: 'family', path: '/myPage#familySection', member: 'finished' },
];

/** A member page's address with the profile owner's nickname in it. */
export const memberPagePath = (page, members) =>
  page.path.replace('{nickname}', members.owner.nickname);

/**
 * A small client of the API at `apiUrl` (e.g. http://localhost:8080/api), sending `origin` as the
 * site's pages would.
 */
export function memberApi(apiUrl, origin) {
  const refreshOf = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const match = new RegExp(`^${REFRESH_COOKIE}=([^;]+)`).exec(line);
      if (match) return match[1];
    }
    return null;
  };
  async function call(path, { token, method = 'GET', body, headers = {} } = {}) {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        origin,
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response;
  }
  return {
    apiUrl,
    call,
    json: async (path, options) => (await call(path, options)).json(),
    async signUp(userId) {
      const email = `${userId}@example.com`;
      const response = await call('/user/signup', {
        method: 'POST',
        body: {
          userId,
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          consents: { termsAgreed: true, privacyAgreed: true, birthDate: '1990-05-01' },
        },
      });
      const body = await response.json();
      return { userId, email, token: body.token.token, refresh: refreshOf(response) };
    },
    /** A fresh access token for `member`, so that the page it opens needs no renewal of its own. */
    async renew(member) {
      const response = await call('/user/refresh', {
        method: 'POST',
        headers: { cookie: `${REFRESH_COOKIE}=${member.refresh}` },
      });
      // spec §4's header (TOKEN_HEADERS in @genetype/domain).
      const renewed = response.headers.get('x-amzn-remapped-authorization');
      member.token = renewed?.replace(/^Bearer /, '') ?? member.token;
      member.refresh = refreshOf(response) ?? member.refresh;
      return member;
    },
  };
}

/** Answers one section of the member's own test (or of `resultId`), "yes" to everything. */
export async function answerSection(api, member, resultId) {
  const list = await api.json(
    resultId ? `/questions?resultId=${resultId}` : '/questions/getQuestionsList',
    { token: member.token },
  );
  await api.call(`/questions/calculateResult${resultId ? `?resultId=${resultId}` : ''}`, {
    token: member.token,
    method: 'POST',
    body: {
      email: member.email,
      questions: JSON.stringify(list.questions.map((q) => ({ _id: q._id, answer: 'yes' }))),
    },
  });
}

/**
 * A member who may answer: a nickname, and a verified phone (`verifyPhone(email, phone)` writes it
 * into the database the API runs on).
 */
export async function newMember(api, verifyPhone, label) {
  const userId =
    `bm${label}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
  const member = await api.signUp(userId);
  member.nickname = userId;
  await api.call('/user/updateNickname', {
    token: member.token,
    method: 'POST',
    body: { nickname: userId },
  });
  await verifyPhone(member.email, `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  return member;
}

/**
 * finished: all four sections answered, a child added to the family with a finished result;
 * owner: the member whose profile is visited (a review, a finished test);
 * interim: section A answered (its interim result is due: /questions sends them there);
 * starter: none answered yet, so /questions is their test.
 */
export async function makeMembers(api, verifyPhone) {
  const finished = await newMember(api, verifyPhone, 'f');
  for (let i = 0; i < SECTIONS; i += 1) await answerSection(api, finished);
  const child = await api.json('/results/others', {
    token: finished.token,
    method: 'POST',
    body: { name: '김하늘', relation: 'child' },
  });
  for (let i = 0; i < SECTIONS; i += 1) await answerSection(api, finished, child.resultId);
  const owner = await newMember(api, verifyPhone, 'o');
  await api.call('/reviews/post', {
    token: owner.token,
    method: 'POST',
    body: { contents: '아이의 공부 습관을 이해하는 데 도움이 됐어요.' },
  });
  for (let i = 0; i < SECTIONS; i += 1) await answerSection(api, owner);
  const interim = await newMember(api, verifyPhone, 'i');
  await answerSection(api, interim);
  const starter = await newMember(api, verifyPhone, 's');
  return { finished, owner, interim, starter };
}

/** The refresh cookie as the API at `apiUrl` sets it for `member` (a Playwright/CDP cookie). */
export function refreshCookieOf(apiUrl, member) {
  const url = new URL(apiUrl);
  return {
    name: REFRESH_COOKIE,
    value: member.refresh,
    domain: url.hostname,
    path: `${url.pathname.replace(/\/+$/, '')}/user/refresh`,
    httpOnly: true,
    sameSite: 'Strict',
    secure: false,
  };
}

/**
 * What a login leaves in localStorage, and the test's notice about repeated questions seen (as a
 * member who has opened the test before: the notice would otherwise cover their first question).
 */
export const storedFor = (member) => ({ token: member.token, duplicate: '0' });

/** Plants `member`'s session in a Playwright browser context, before any page of it opens. */
export async function plantInContext(context, apiUrl, member) {
  await context.addCookies([{ ...refreshCookieOf(apiUrl, member), expires: -1 }]);
  await context.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, storedFor(member));
}
