// Test results (namespace `results`, issue 18).
import { OTHER_PERSON_MESSAGES } from '@genetype/domain/validation';

const ko = {
  notFound: '검사 결과를 찾을 수 없어요.',
  sectionNotReady: '아직 {{letter}} 유형 검사 결과가 없어요. 검사를 먼저 마쳐 주세요.',
  type: '결과 유형은 A, B, C, D 중 하나여야 해요.',
  resultId: '검사 결과 번호가 올바르지 않아요.',
  nameRequired: OTHER_PERSON_MESSAGES.nameRequired,
  nameTooLong: '이름은 {{max}}자 이내로 입력해 주세요.',
  retaken: '이전 검사 결과를 삭제했어요. 처음부터 다시 검사해 주세요.',
  pageLimit: '한 번에 받을 수 있는 결과는 1개에서 100개까지예요.',
  pageCursor: '다음 목록을 가리키는 값이 올바르지 않아요. 처음부터 다시 불러와 주세요.',
  relation: OTHER_PERSON_MESSAGES.relationRequired,
} as const;

export default ko;
