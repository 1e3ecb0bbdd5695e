// What each page of mf-content says about itself to a crawler (title, description, share image),
// written into page-meta.json at build time (shared/build/page-meta-plugin.cjs). Image fields name
// a card of cards.tsx; the build replaces each name with the drawn file's path.
import type { PageMeta, PageMetaDocument } from '@genetype/shared/contracts';
import { ROUTE_TABLE, TYPE_CATALOGUE, documentTitle, typeHeading } from '@genetype/shared/domain';
import { groupContentById, typeReportById } from '@genetype/shared/content';

export const SITE_DESCRIPTION =
  '진타입 학습 유전자 검사로 나에게 맞는 공부법을 찾아보세요. 지구력·애착·창의성·감정 네 가지 유전자로 54가지 학습 유형을 알려 드려요.';

/** Descriptions of the pages that are not a type report (paths of ROUTE_TABLE). */
const DESCRIPTIONS: Record<string, string> = {
  '/': SITE_DESCRIPTION,
  '/typeReport':
    '9개 그룹, 54가지 학습 유전자 유형의 리포트를 모두 살펴보세요. 유형마다 배우는 방식, 집중하는 방식, 추천 공부 전략이 달라요.',
  '/geneType':
    '지구력(ACE), 애착(DRD2), 창의성(DRD4), 감정(5-HTT) 네 가지 유전자가 공부 습관에 어떻게 드러나는지 알아보세요.',
  '/learningGene':
    '같은 수업을 들어도 배우는 방식은 저마다 달라요. 학습 유전자가 무엇이고 진타입 검사가 어떻게 이루어지는지 알아보세요.',
  '/contact': '진타입 이용 중 궁금한 점이나 불편한 점을 알려 주세요. 운영팀이 답해 드려요.',
  '/termAndCondition': '진타입 서비스 이용약관이에요.',
  '/privacyPolicy': '진타입이 개인정보를 어떻게 수집하고 보호하는지 안내해요.',
};

/** The second spelling of a page points at the first (ROUTE_TABLE lists both). */
const CANONICAL: Record<string, string> = {
  '/GeneType': '/geneType',
  '/LearningGene': '/learningGene',
};

export type PageMetaSource = Omit<PageMetaDocument, 'images' | 'imageSize'>;

export function typeCardName(id: number): string {
  return `type-${id}`;
}

function reportMeta(id: number): PageMeta {
  const report = typeReportById(id);
  const group = groupContentById(report?.group ?? 0);
  const heading = typeHeading(id) ?? '';
  return {
    title: documentTitle(`/typeReport/${id}`),
    description: report
      ? `${heading}(${report.code}) 유형의 학습 리포트예요. ${report.description}`
      : SITE_DESCRIPTION,
    image: typeCardName(id),
    imageAlt: `${heading} (${report?.code ?? ''}) — ${group?.name ?? ''} 그룹의 ${group?.characterName ?? ''}`,
    type: 'article',
  };
}

/** The page metadata of every route mf-content owns, and of each of the 54 reports. */
export function pageMetaSource(): PageMetaSource {
  const routes: Record<string, PageMeta> = {};
  for (const route of ROUTE_TABLE) {
    if (route.app !== 'mf-content' || route.path.includes(':')) continue;
    const canonicalPath = CANONICAL[route.path];
    const own = canonicalPath ?? route.path;
    routes[route.path] = {
      title: documentTitle(route.path),
      description: DESCRIPTIONS[own] ?? SITE_DESCRIPTION,
      image: route.path === '/' ? 'home' : 'site',
      imageAlt:
        route.path === '/'
          ? '진타입 — 나의 학습 유전자 유형 찾기'
          : '진타입 — 54가지 학습 유전자 유형',
      ...(canonicalPath ? { canonicalPath } : {}),
    };
  }
  for (const entry of TYPE_CATALOGUE) routes[`/typeReport/${entry.id}`] = reportMeta(entry.id);
  return {
    schema: 1,
    app: 'mf-content',
    defaults: {
      description: SITE_DESCRIPTION,
      image: 'site',
      imageAlt: '진타입 — 54가지 학습 유전자 유형',
    },
    routes,
  };
}
