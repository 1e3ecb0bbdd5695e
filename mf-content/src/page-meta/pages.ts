// What each page of mf-content says about itself to a crawler (title, description, share image),
// written into page-meta.json at build time (packages/tooling/build/page-meta-plugin.cjs). Image fields name
// a card of cards.tsx; the build replaces each name with the drawn file's path.
import type { PageMeta, PageMetaDocument, PageMetaText } from '@genetype/domain/contracts';
import {
  ROUTE_TABLE,
  TYPE_CATALOGUE,
  documentTitle,
  sectionPath,
  typeHeading,
} from '@genetype/domain';
import {
  geneSections,
  groupContentById,
  learningGeneSections,
  typeReportById,
} from '@genetype/content';
// Build time only (Node): the English content, which the browser loads lazily.
import englishContent from '@genetype/content/en';
import en from '../i18n/en';

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

/** The English texts (issue 18): the site name is GeneType, titles are the app's English titles. */
const ENGLISH_SITE_NAME = 'GeneType';
export const SITE_DESCRIPTION_EN =
  'Find the way of studying that suits you with the GeneType learning gene test. Four genes (endurance, attachment, creativity and emotion) reveal which of 54 learning types you are.';

const ENGLISH: Record<string, { title: string; description: string }> = {
  '/': { title: ENGLISH_SITE_NAME, description: SITE_DESCRIPTION_EN },
  '/typeReport': {
    title: en.titles.typeReportList,
    description:
      'Explore the reports of all 54 learning gene types in 9 groups. Each type learns, focuses and studies best in its own way.',
  },
  '/geneType': {
    title: en.titles.geneType,
    description:
      'See how four genes, endurance (ACE), attachment (DRD2), creativity (DRD4) and emotion (5-HTT), show up in study habits.',
  },
  '/learningGene': {
    title: en.titles.learningGene,
    description:
      'Even in the same lesson, everyone learns differently. Find out what learning genes are and how the GeneType test works.',
  },
  '/contact': {
    title: en.titles.contact,
    description:
      'Questions or problems with GeneType? Let us know and our team will get back to you.',
  },
  '/termAndCondition': {
    title: en.titles.terms,
    description: 'The GeneType Terms of Service (an English translation for information).',
  },
  '/privacyPolicy': {
    title: en.titles.privacy,
    description:
      'How GeneType collects and protects personal information (an English translation for information).',
  },
};

function withEnglishSiteName(title: string): string {
  return title === ENGLISH_SITE_NAME ? title : `${title} | ${ENGLISH_SITE_NAME}`;
}

function englishReportMeta(id: number): PageMetaText {
  const report = englishContent.typeReportSummaries[id - 1];
  const group = report ? englishContent.typeGroups[report.group - 1] : undefined;
  if (!report || !group) return {};
  return {
    title: withEnglishSiteName(report.heading),
    description: `The learning report of ${report.heading} (${report.code}). ${report.description}`,
    imageAlt: `${report.heading} (${report.code}): the ${group.characterName} of the ${group.name} group`,
  };
}

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
    translations: { en: englishReportMeta(id) },
  };
}

/**
 * Each section address of /geneType and /learningGene (the first sections are the pages
 * themselves): the page's title (the browser's, as for every page), the section's own lead as
 * its description, in both languages.
 */
function sectionMetas(): Record<string, PageMeta> {
  const metas: Record<string, PageMeta> = {};
  const add = (
    page: '/geneType' | '/learningGene',
    id: string,
    korean: { title: string; text: string } | undefined,
    english: { title: string; text: string } | undefined,
  ) => {
    const path = sectionPath(page, id);
    if (path === page || !korean) return;
    const pageMeta = ENGLISH[page];
    metas[path] = {
      title: documentTitle(path),
      description: `${korean.title} — ${korean.text}`,
      image: 'site',
      imageAlt: '진타입 — 54가지 학습 유전자 유형',
      translations: {
        en: {
          title: withEnglishSiteName(pageMeta?.title ?? ENGLISH_SITE_NAME),
          description: english ? `${english.title} — ${english.text}` : SITE_DESCRIPTION_EN,
          imageAlt: 'GeneType: 54 learning gene types',
        },
      },
    };
  };
  for (const section of geneSections) {
    const english = englishContent.geneSections.find((s) => s.id === section.id);
    add(
      '/geneType',
      section.id,
      { title: section.title, text: section.intro },
      english && { title: english.title, text: english.intro },
    );
  }
  for (const section of learningGeneSections) {
    const english = englishContent.learningGeneSections.find((s) => s.id === section.id);
    add(
      '/learningGene',
      section.id,
      { title: section.heading, text: section.lead },
      english && { title: english.heading, text: english.lead },
    );
  }
  return metas;
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
      translations: {
        en: {
          title: withEnglishSiteName(ENGLISH[own]?.title ?? ENGLISH_SITE_NAME),
          description: ENGLISH[own]?.description ?? SITE_DESCRIPTION_EN,
          imageAlt:
            route.path === '/'
              ? 'GeneType: find your learning gene type'
              : 'GeneType: 54 learning gene types',
        },
      },
    };
  }
  for (const entry of TYPE_CATALOGUE) routes[`/typeReport/${entry.id}`] = reportMeta(entry.id);
  Object.assign(routes, sectionMetas());
  return {
    schema: 1,
    app: 'mf-content',
    defaults: {
      description: SITE_DESCRIPTION,
      image: 'site',
      imageAlt: '진타입 — 54가지 학습 유전자 유형',
      translations: {
        en: { description: SITE_DESCRIPTION_EN, imageAlt: 'GeneType: 54 learning gene types' },
      },
    },
    routes,
  };
}
