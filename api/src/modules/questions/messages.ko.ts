// The questionnaire (namespace `questions`, issue 18): its rules and the checks of a submission —
// the source of QUESTIONNAIRE_MESSAGES and ANSWER_MESSAGES. `missingOne` is `missing` for one
// question, so English can say it in the singular.
const ko = {
  verificationNeeded: '검사를 계속하려면 휴대폰 본인인증과 닉네임 설정이 필요해요.',
  emailMismatch: '로그인한 계정의 이메일과 일치하지 않아요. 다시 로그인해 주세요.',
  allDone: '이미 모든 검사를 마쳤어요. 결과 페이지에서 확인해 주세요.',
  malformed: '답변 형식이 올바르지 않아요. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
  answerValue: '답변은 "예" 또는 "아니요"로만 할 수 있어요.',
  duplicate: '같은 문항에 두 번 답한 내용이 있어요. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
  foreign: '이 검사에 없는 문항이 포함되어 있어요. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
  tooMany: '한 번에 보낼 수 있는 답변 수를 넘었어요.',
  missing: '아직 답하지 않은 문항이 {{count}}개 있어요. 모든 문항에 답한 뒤 결과를 확인해 주세요.',
  missingOne: '아직 답하지 않은 문항이 1개 있어요. 모든 문항에 답한 뒤 결과를 확인해 주세요.',
  outOfOrder: '지금은 {{letter}} 유형 검사 차례예요. 순서대로 답해 주세요.',
} as const;

export default ko;
