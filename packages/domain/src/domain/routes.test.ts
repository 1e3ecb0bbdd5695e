import { REMOTE_APPS } from './apps.js';
import {
  NOT_FOUND_ROUTE,
  ROUTE_TABLE,
  isSectionSwitch,
  matchRoute,
  routeOwner,
  routeTitle,
  routesOf,
} from './routes.js';
import { PAGE_SECTIONS, sectionPath, sectionPaths } from './section-addresses.js';

describe('routeOwner', () => {
  it.each([
    ['/', 'mf-content'],
    ['/typeReport', 'mf-content'],
    ['/typeReport/1', 'mf-content'],
    ['/typeReport/54', 'mf-content'],
    ['/geneType', 'mf-content'],
    ['/GeneType', 'mf-content'],
    ['/learningGene', 'mf-content'],
    ['/LearningGene', 'mf-content'],
    ['/geneType/earth-power', 'mf-content'],
    ['/geneType/emotion', 'mf-content'],
    ['/learningGene/research', 'mf-content'],
    ['/learningGene/test-method/', 'mf-content'],
    ['/contact', 'mf-content'],
    ['/termAndCondition', 'mf-content'],
    ['/privacyPolicy', 'mf-content'],
    ['/questions', 'mf-questionnaire'],
    ['/welcome', 'mf-questionnaire'],
    ['/result', 'mf-questionnaire'],
    ['/thank-you', 'mf-questionnaire'],
    ['/signup', 'mf-account'],
    ['/create-account', 'mf-account'],
    ['/agreement', 'mf-account'],
    ['/marketing', 'mf-account'],
    ['/profiles', 'mf-account'],
    ['/profiles/gene123', 'mf-account'],
    ['/myPage', 'mf-account'],
    ['/phoneVerifyResponse', 'mf-account'],
    ['/kakao/login', 'mf-account'],
    ['/kakao/link', 'mf-account'],
    ['/user/resetPassword/abc.def', 'mf-account'],
    ['/search', 'mf-search'],
    ['/404', 'shell'],
    ['/500', 'shell'],
  ])('%s → %s', (path, app) => {
    expect(routeOwner(path)).toBe(app);
  });

  it('tolerates a trailing slash and ignores query and hash', () => {
    expect(routeOwner('/questions/')).toBe('mf-questionnaire');
    expect(routeOwner('/typeReport/12/')).toBe('mf-content');
    expect(routeOwner('/result?type=A')).toBe('mf-questionnaire');
    expect(routeOwner('/myPage#settingSection')).toBe('mf-account');
  });

  it.each([
    '/unknown',
    '/questions/extra',
    '/Search',
    '/geneTYPE',
    '/profiles/a/b',
    '//',
    '/kakao',
    '/questions//',
  ])('sends unknown path %j to the shell', (path) => {
    expect(routeOwner(path)).toBe('shell');
  });

  it.each([
    '/typeReport/0',
    '/typeReport/55',
    '/typeReport/01',
    '/typeReport/007',
    '/typeReport/1.5',
    '/typeReport/-1',
    '/typeReport/abc',
    '/typeReport/1e1',
  ])('sends invalid type number %s to the shell', (path) => {
    expect(routeOwner(path)).toBe('shell');
  });

  it.each([
    '/profiles/abcd',
    `/profiles/${'a'.repeat(31)}`,
    '/profiles/%ED%99%8D%EA%B8%B8%EB%8F%99%EC%9D%B4%EC%95%BC',
    '/profiles/gene-123',
  ])('sends the profile of a nickname no member can have (%s) to the shell', (path) => {
    expect(routeOwner(path)).toBe('shell');
  });

  it('owns /<stored reset token> in mf-account only while that token is stored', () => {
    expect(routeOwner('/tok-123', 'tok-123')).toBe('mf-account');
    expect(routeOwner('/tok-123/', 'tok-123')).toBe('mf-account');
    expect(routeOwner('/tok-123')).toBe('shell');
    expect(routeOwner('/tok-123', null)).toBe('shell');
    expect(routeOwner('/other', 'tok-123')).toBe('shell');
    expect(routeOwner('/tok-123/x', 'tok-123')).toBe('shell');
    // A named route keeps its owner even if a token happens to equal it.
    expect(routeOwner('/search', 'search')).toBe('mf-search');
  });
});

describe('matchRoute', () => {
  it('returns the entry with its params', () => {
    const report = matchRoute('/typeReport/42');
    expect(report.entry.path).toBe('/typeReport/:number');
    expect(report.params).toEqual({ number: '42' });
    expect(matchRoute('/profiles/gene%31%32%33').params).toEqual({ nickname: 'gene123' });
    expect(matchRoute('/user/resetPassword/xyz').params).toEqual({ token: 'xyz' });
    expect(matchRoute('/tok', 'tok')).toMatchObject({
      entry: { app: 'mf-account', storedResetToken: true },
      params: { resetPasswordToken: 'tok' },
    });
    expect(matchRoute('/nope')).toEqual({ entry: NOT_FOUND_ROUTE, params: {} });
  });

  it('gives every page a Korean title', () => {
    expect(routeTitle('/404')).toBe('페이지를 찾을 수 없어요');
    expect(routeTitle('/500')).toBe('일시적인 오류가 발생했어요');
    expect(routeTitle('/whatever')).toBe('페이지를 찾을 수 없어요');
    for (const entry of ROUTE_TABLE) expect(entry.title).toMatch(/[가-힣]/);
  });

  it('lists each app its own routes, every remote owning at least one', () => {
    for (const app of REMOTE_APPS) expect(routesOf(app).length).toBeGreaterThan(0);
    expect(routesOf('mf-search').map((e) => e.path)).toEqual(['/search']);
    expect(routesOf('mf-account').some((e) => e.storedResetToken)).toBe(false);
    expect(new Set(ROUTE_TABLE.map((e) => e.path)).size).toBe(ROUTE_TABLE.length);
  });
});

describe('section addresses (issue 38)', () => {
  it('gives the first section the page itself and every other one <page>/<id>', () => {
    expect(sectionPaths('/geneType')).toEqual([
      '/geneType',
      '/geneType/earth-power',
      '/geneType/attachment',
      '/geneType/creative-behaviour',
      '/geneType/emotion',
    ]);
    expect(sectionPaths('/learningGene')).toEqual([
      '/learningGene',
      '/learningGene/research',
      '/learningGene/principle',
      '/learningGene/test-method',
    ]);
    expect(sectionPath('/geneType', 'types')).toBe('/geneType');
    expect(sectionPath('/learningGene', undefined)).toBe('/learningGene');
    expect(sectionPath('/learningGene', 'nope')).toBe('/learningGene');
  });

  it('matches a section address with its id, on the page it belongs to', () => {
    const { entry, params } = matchRoute('/geneType/emotion');
    expect(entry).toMatchObject({ page: 'gene-type', sectionOf: '/geneType' });
    expect(params).toEqual({ section: 'emotion' });
    expect(matchRoute('/learningGene/principle').entry.title).toBe('학습 유전자란?');
    for (const [page, sections] of Object.entries(PAGE_SECTIONS)) {
      for (const path of sectionPaths(page as keyof typeof PAGE_SECTIONS))
        expect(matchRoute(path).entry.app).toBe('mf-content');
      expect(sections.length).toBeGreaterThan(1);
    }
  });

  it.each([
    '/geneType/types',
    '/geneType/research',
    '/geneType/Emotion',
    '/geneType/emotion/more',
    '/GeneType/emotion',
    '/learningGene/introduction',
    '/learningGene/2',
    '/learningGene/emotion',
    '/LearningGene/research',
  ])('sends %s, which names no section, to the shell (not found)', (path) => {
    expect(routeOwner(path)).toBe('shell');
  });

  it('tells a switch between sections of one page from a change of page', () => {
    expect(isSectionSwitch('/geneType', '/geneType/emotion')).toBe(true);
    expect(isSectionSwitch('/geneType/emotion', '/geneType/attachment')).toBe(true);
    expect(isSectionSwitch('/GeneType', '/geneType/emotion')).toBe(true);
    expect(isSectionSwitch('/learningGene/research', '/learningGene')).toBe(true);
    expect(isSectionSwitch('/learningGene/research', '/geneType/emotion')).toBe(false);
    expect(isSectionSwitch('/typeReport/1', '/typeReport/2')).toBe(false);
    expect(isSectionSwitch('/search', '/geneType/emotion')).toBe(false);
    expect(isSectionSwitch('/geneType/nope', '/geneType')).toBe(false);
  });
});
