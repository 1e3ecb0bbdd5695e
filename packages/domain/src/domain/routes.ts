// Which app owns which path (spec §2). The shell uses it to decide which remote to mount; each app
// uses matchRoute to pick its page. Paths are case-sensitive: the spec's two spellings are two entries.
import type { AppName } from './apps.js';
import { TYPE_COUNT } from './catalogue.js';
import { couldBeNickname } from './member-name.js';
import { PAGE_SECTIONS, addressedSection, type SectionedPage } from './section-addresses.js';

export interface RouteEntry {
  /** react-router style pattern ('/typeReport/:number'). */
  path: string;
  app: AppName;
  /** Korean page title: the page's one <h1> and the document title. */
  title: string;
  /**
   * The page's own chunk in its app (`page-<page>`): the app's build lists each page's files in its
   * mf-manifest.json, so that the shell can preload them on a first visit (federation/warm-up.ts).
   */
  page?: string;
  /**
   * Set only on the entry matched by the stored reset-password token ('/<token>'); its `path` is a
   * placeholder, not a pattern to register as-is (it would catch every one-segment path).
   */
  storedResetToken?: true;
  /**
   * Set on a page's section addresses ('/geneType/:section'): the page they are sections of
   * (a key of PAGE_SECTIONS). `:section` must name one of its sections other than the first.
   */
  sectionOf?: SectionedPage;
}

export const NOT_FOUND_TITLE = '페이지를 찾을 수 없어요';
export const SERVER_ERROR_TITLE = '일시적인 오류가 발생했어요';
export const RESET_PASSWORD_TITLE = '비밀번호 재설정';

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // mf-content
  { path: '/', app: 'mf-content', title: '진타입', page: 'home' },
  { path: '/typeReport', app: 'mf-content', title: '유형 리포트', page: 'type-report-list' },
  {
    path: '/typeReport/:number',
    app: 'mf-content',
    title: '유형 상세 리포트',
    page: 'type-report',
  },
  { path: '/geneType', app: 'mf-content', title: '유전자 유형', page: 'gene-type' },
  { path: '/GeneType', app: 'mf-content', title: '유전자 유형', page: 'gene-type' },
  {
    path: '/geneType/:section',
    app: 'mf-content',
    title: '유전자 유형',
    page: 'gene-type',
    sectionOf: '/geneType',
  },
  { path: '/learningGene', app: 'mf-content', title: '학습 유전자란?', page: 'learning-gene' },
  { path: '/LearningGene', app: 'mf-content', title: '학습 유전자란?', page: 'learning-gene' },
  {
    path: '/learningGene/:section',
    app: 'mf-content',
    title: '학습 유전자란?',
    page: 'learning-gene',
    sectionOf: '/learningGene',
  },
  { path: '/contact', app: 'mf-content', title: '문의하기', page: 'contact' },
  { path: '/termAndCondition', app: 'mf-content', title: '이용약관', page: 'terms' },
  { path: '/privacyPolicy', app: 'mf-content', title: '개인정보처리방침', page: 'privacy' },
  // mf-questionnaire
  { path: '/questions', app: 'mf-questionnaire', title: '유전자 유형 검사', page: 'questions' },
  { path: '/welcome', app: 'mf-questionnaire', title: '검사 안내', page: 'welcome' },
  { path: '/result', app: 'mf-questionnaire', title: '검사 결과', page: 'result' },
  // The printable report of a result (?resultId= for one answered for; none for the own).
  { path: '/result/print', app: 'mf-questionnaire', title: '리포트 인쇄', page: 'result-print' },
  { path: '/thank-you', app: 'mf-questionnaire', title: '검사 완료', page: 'thank-you' },
  // mf-account
  { path: '/signup', app: 'mf-account', title: '회원가입', page: 'signup' },
  { path: '/create-account', app: 'mf-account', title: '회원가입', page: 'create-account' },
  { path: '/agreement', app: 'mf-account', title: '약관 동의', page: 'agreement' },
  { path: '/marketing', app: 'mf-account', title: '마케팅 정보 수신 동의', page: 'marketing' },
  { path: '/profiles', app: 'mf-account', title: '프로필', page: 'own-profile' },
  { path: '/profiles/:nickname', app: 'mf-account', title: '프로필', page: 'profile' },
  // The short share address (POST /profiles/share): resolves to the encrypted profile link.
  { path: '/s/:code', app: 'mf-account', title: '공유된 프로필', page: 'share-code' },
  { path: '/myPage', app: 'mf-account', title: '마이페이지', page: 'my' },
  // The family (my page's 가족 tab): half-from-each-parent check and side-by-side comparison.
  {
    path: '/family/inheritance',
    app: 'mf-account',
    title: '반반 유전 확인',
    page: 'family-inheritance',
  },
  { path: '/family/compare', app: 'mf-account', title: '가족 유형 비교', page: 'family-compare' },
  {
    path: '/phoneVerifyResponse',
    app: 'mf-account',
    title: '본인인증',
    page: 'phone-verify-response',
  },
  { path: '/kakao/login', app: 'mf-account', title: '카카오 로그인', page: 'kakao-login' },
  { path: '/kakao/link', app: 'mf-account', title: '카카오 계정 연결', page: 'kakao-link' },
  {
    path: '/user/resetPassword/:token',
    app: 'mf-account',
    title: RESET_PASSWORD_TITLE,
    page: 'reset-password',
  },
  {
    path: '/:resetPasswordToken',
    app: 'mf-account',
    title: RESET_PASSWORD_TITLE,
    page: 'stored-token-reset',
    storedResetToken: true,
  },
  // mf-search
  { path: '/search', app: 'mf-search', title: '검색 결과', page: 'search' },
  // shell
  { path: '/404', app: 'shell', title: NOT_FOUND_TITLE },
  { path: '/500', app: 'shell', title: SERVER_ERROR_TITLE },
];

/** What matchRoute returns for any path no entry claims. */
export const NOT_FOUND_ROUTE: RouteEntry = { path: '*', app: 'shell', title: NOT_FOUND_TITLE };

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

const TYPE_NUMBER = /^[1-9][0-9]*$/;

function isTypeNumber(segment: string): boolean {
  return TYPE_NUMBER.test(segment) && Number(segment) <= TYPE_COUNT;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** '/a/b/?q#h' → ['a', 'b']; '/' → []. Returns undefined when an empty segment ('//', '/a//b') appears. */
function splitPath(pathname: string): string[] | undefined {
  let path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (path.startsWith('/')) path = path.slice(1);
  if (path === '') return [];
  if (path.endsWith('/')) path = path.slice(0, -1);
  const segments = path.split('/');
  return segments.every((segment) => segment.length > 0) ? segments : undefined;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = pattern === '/' ? [] : pattern.slice(1).split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as string;
    const segment = segments[i] as string;
    if (part.startsWith(':')) {
      const value = decodeSegment(segment);
      if (value === undefined || value === '') return undefined;
      params[part.slice(1)] = value;
    } else if (part !== segment) {
      return undefined;
    }
  }
  return params;
}

/** The route entry for a path, with its params; unknown paths give NOT_FOUND_ROUTE. */
export function matchRoute(pathname: string, storedResetToken?: string | null): RouteMatch {
  const segments = typeof pathname === 'string' ? splitPath(pathname) : undefined;
  if (!segments) return { entry: NOT_FOUND_ROUTE, params: {} };

  for (const entry of ROUTE_TABLE) {
    if (entry.storedResetToken) continue;
    const params = matchPattern(entry.path, segments);
    if (!params) continue;
    if (entry.path === '/typeReport/:number' && !isTypeNumber(params.number ?? '')) continue;
    // Only a section the page has names an address ('/geneType/types' is '/geneType' itself).
    if (entry.sectionOf && !addressedSection(entry.sectionOf, params.section)) continue;
    // A nickname no member can have names no profile: not found, on the server and in the browser.
    if (entry.path === '/profiles/:nickname' && !couldBeNickname(params.nickname ?? '')) continue;
    return { entry, params };
  }

  if (storedResetToken && segments.length === 1) {
    const segment = decodeSegment(segments[0] as string);
    if (segment === storedResetToken) {
      const entry = ROUTE_TABLE.find((e) => e.storedResetToken) as RouteEntry;
      return { entry, params: { resetPasswordToken: storedResetToken } };
    }
  }
  return { entry: NOT_FOUND_ROUTE, params: {} };
}

/** The app that renders a path; 'shell' for /404, /500 and every unknown path. */
export function routeOwner(pathname: string, storedResetToken?: string | null): AppName {
  return matchRoute(pathname, storedResetToken).entry.app;
}

/** Korean title of the page at a path. */
export function routeTitle(pathname: string, storedResetToken?: string | null): string {
  return matchRoute(pathname, storedResetToken).entry.title;
}

/**
 * Whether going from one path to another only switches between sections of one page
 * ('/geneType' → '/geneType/emotion', '/GeneType' → '/geneType/attachment'): the page stays, and
 * the view with it (the shell scrolls to the top on a new page only).
 */
export function isSectionSwitch(from: string, to: string): boolean {
  const page = sectionedPageOf(matchRoute(from).entry);
  return page !== undefined && page === sectionedPageOf(matchRoute(to).entry);
}

/** The sectioned page an entry shows, in either spelling ('/GeneType' → '/geneType'). */
function sectionedPageOf(entry: RouteEntry): SectionedPage | undefined {
  if (entry.sectionOf) return entry.sectionOf;
  return (Object.keys(PAGE_SECTIONS) as SectionedPage[]).find(
    (page) => page.toLowerCase() === entry.path.toLowerCase(),
  );
}

/** Paths an app owns, for building its router (the stored-token placeholder excluded). */
export function routesOf(app: AppName): RouteEntry[] {
  return ROUTE_TABLE.filter((entry) => entry.app === app && !entry.storedResetToken);
}
