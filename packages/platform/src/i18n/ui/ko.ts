// The Korean texts of shared's React building blocks (namespace `shared-ui`): the error fallback,
// the loading view, the session-unknown view, dialogs, and the document titles (route titles and
// type names, taken from the domain so the Korean stays in one place). en.ts has the same keys.
import {
  MAIN_ACTION_LABELS,
  NOT_FOUND_ROUTE,
  ROUTE_TABLE,
  SITE_NAME,
  SUBTYPE_ORDER,
  TYPE_GROUP_NAMES,
  TYPE_NAME_ADJECTIVES,
  TYPE_NAME_NOUNS,
  routeTitleKey,
} from '@genetype/domain';
import type { SixAdjectives } from '@genetype/domain';

/** The domain's rows of adjectives as catalogue keys: 'group1' → '44-SS' → '신중한'. */
export function adjectivesBySubtype(
  rows: readonly SixAdjectives[],
): Record<string, Record<string, string>> {
  return Object.fromEntries(
    rows.map((six, group) => [
      `group${group + 1}`,
      Object.fromEntries(SUBTYPE_ORDER.map((subtype, index) => [subtype, six[index] ?? ''])),
    ]),
  );
}

const ko = {
  fallback: {
    title: '이 화면을 불러오지 못했어요',
    message: '일시적인 문제로 이 부분을 표시하지 못했어요. 다른 메뉴는 그대로 이용할 수 있어요.',
    retry: '다시 시도',
    retrying: '다시 불러오는 중이에요…',
  },
  sessionUnknown: {
    title: '회원 정보를 확인하지 못했어요',
    message:
      '인터넷 연결이 느리거나 잠시 문제가 있어요. 로그인은 그대로 유지돼요. 잠시 후 다시 시도해 주세요.',
  },
  loading: {
    page: '페이지를 불러오는 중이에요',
  },
  dialog: {
    close: '닫기',
  },
  /** The main action's labels (spec §2's table), from the domain. */
  mainAction: { ...MAIN_ACTION_LABELS } as Record<keyof typeof MAIN_ACTION_LABELS, string>,
  standalone: {
    pages: '{{app}} 페이지 목록',
    running: '이(가) 단독으로 실행 중이에요. 이 앱의 페이지:',
  },
  titles: {
    site: SITE_NAME,
    /** '31번 주의 깊은 탐험가'. */
    typeHeading: '{{id}}번 {{name}}',
    /** A type's name: adjective, then noun. */
    typeName: '{{adjective}} {{noun}}',
    /** Every route's title by its key (routeTitleKey). */
    pages: Object.fromEntries(
      [...ROUTE_TABLE, NOT_FOUND_ROUTE].map((entry) => [routeTitleKey(entry), entry.title]),
    ) as Record<string, string>,
    /** Per group, its six adjectives by subtype ('group1' → '44-SS' → '신중한'). */
    typeAdjectives: adjectivesBySubtype(TYPE_NAME_ADJECTIVES),
    typeNouns: Object.fromEntries(
      TYPE_NAME_NOUNS.map((noun, index) => [`group${index + 1}`, noun]),
    ) as Record<string, string>,
    /** The nine groups' names ('뚝심 탐구자'). */
    groupNames: Object.fromEntries(
      TYPE_GROUP_NAMES.map((name, index) => [`group${index + 1}`, name]),
    ) as Record<string, string>,
  },
};

export default ko;
export type SharedUiCatalogue = typeof ko;
