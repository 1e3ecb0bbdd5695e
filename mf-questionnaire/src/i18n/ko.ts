// mf-questionnaire's Korean texts (namespace `mf-questionnaire`), bundled with the app. en.ts must have the same keys.
// The question wording itself comes from the API in the request's language.
const ko = {
  common: {
    loadingQuestions: '문항을 불러오는 중이에요',
    checkingMember: '회원 정보를 확인하고 있어요',
    loadingResult: '결과를 불러오는 중이에요',
    memberFallback: '회원',
    printOrSave: '인쇄 / PDF로 저장',
    seeFinalResult: '최종 결과 보기',
    learningGeneAgain: '나의 학습 유전자 다시 보기',
  },
  sectionNames: {
    A: '지구력',
    B: '애착',
    C: '창의성',
    D: '감정',
  },
  questions: {
    defaultTitle: '유전자 유형 검사',
    sectionTitle: '{{letter}} 유형 · {{name}} 검사',
    demoLead:
      '맛보기 문항이에요. 로그인하면 네 단계의 전체 검사를 받고 나만의 학습 유전자 유형을 확인할 수 있어요.',
    onBehalfLead: '{{name}} 님을 대신해 답하고 있어요.',
    loadFailed: '문항을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
    submitFailed: '결과를 계산하지 못했어요. 잠시 후 다시 시도해 주세요.',
    reload: '다시 불러오기',
    pageInfo: '{{page}} / {{pages}}쪽 · {{answered}}/{{total}}문항 답함',
    pageLabel: '{{page}}쪽 문항',
    yes: '예',
    no: '아니요',
    previous: '이전',
    next: '다음',
    seeResult: '결과 보기',
  },
  tips: {
    label: '검사 안내',
    timeTitle: '유형마다 약 8분',
    timeText:
      '한 유형의 문항은 8분 정도면 모두 답할 수 있어요. 오래 고민하기보다 먼저 떠오르는 쪽을 골라 주세요.',
    honestTitle: '솔직하게 답해 주세요',
    honestText:
      '마음에 들지 않는 문항이라도 평소의 내 모습에 가까운 쪽을 골라 주세요. 솔직할수록 결과가 정확해져요.',
    stepsTitle: 'A부터 D까지 네 단계',
    stepsText: '지구력(A), 애착(B), 창의성(C), 감정(D) 네 유형의 문항을 단계별로 차례차례 답해요.',
  },
  tracker: {
    label: '검사 단계',
    step: '{{letter}} {{name}}',
    done: '완료',
    progress: '검사 진행률',
  },
  character: {
    typed: '{{type}} 유형 캐릭터',
    default: '기본 캐릭터',
  },
  notices: {
    duplicateTitle: '중복 문항 안내',
    duplicate:
      '비슷하거나 같은 문항이 다시 나올 수 있어요. 앞의 답과 상관없이 지금 떠오르는 대로 신중하게 답해 주세요.',
    ok: '확인',
    verificationTitle: '본인인증과 닉네임이 필요해요',
    verification:
      '검사를 계속하려면 휴대폰 본인인증과 닉네임 설정이 필요해요. 마이페이지의 설정에서 먼저 완료해 주세요.',
    later: '나중에 하기',
    goToSettings: '설정하러 가기',
    onBehalfTitle: '{{name}} 님의 검사를 시작할게요',
    onBehalf:
      '지금부터 {{name}} 님을 대신해 답하게 돼요. 평소 {{name}} 님의 모습을 떠올리며, 본인이라면 어떻게 답할지 생각해서 골라 주세요.',
    start: '검사 시작하기',
    analysingTitle: '결과를 분석하고 있어요',
    analysing: '{{nickname}} 님의 답변을 분석하고 있어요. 잠시만 기다려 주세요.',
  },
  result: {
    titleOther: '{{name}} 님의 검사 결과',
    titleFinal: '최종 검사 결과',
    titleInterim: '{{letter}} 유형 중간 결과',
    loadFailedTitle: '결과를 불러오지 못했어요',
    loadFailed: '결과를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
    notReady:
      '아직 {{letter}} 유형 검사를 마치지 않았어요. 검사를 마치면 이곳에서 결과를 볼 수 있어요.',
    continueTest: '검사 이어서 하기',
    continueOther: '{{name}} 님의 다음 검사 이어서 하기',
    nextSection: '{{letter}} 유형({{name}}) 검사 이어서 하기',
  },
  outcome: {
    heading: '{{letter}} 유형 · {{name}} ({{symbol}})',
    meaning: '학습에서는 이런 의미예요',
    strategies: '이렇게 공부해 보세요',
    scale: '어느 쪽에 가까울까요',
    consistent: '반복 문항 {{checked}}개에 모두 일관되게 답했어요.',
    inconsistentOne:
      '반복 문항 {{checked}}개 중 {{count}}개의 답이 앞과 달랐어요 ({{pairs}}). 결과가 평소 모습과 다르게 느껴지면 다시 검사해 보세요.',
    inconsistentMany:
      '반복 문항 {{checked}}개 중 {{count}}개의 답이 앞과 달랐어요 ({{pairs}}). 결과가 평소 모습과 다르게 느껴지면 다시 검사해 보세요.',
    pair: '{{first}}번과 {{second}}번',
    pairSeparator: ', ',
  },
  scale: {
    share: '{{name}}({{pole}}) {{percent}}%',
    separator: ', ',
    sentence: '{{shares}} — {{type}} 유형 쪽',
    explainTitle: '이 비율은 어떻게 나오나요?',
    explainShares:
      '유전자마다 ‘예’라고 답한 문항의 무게를 성향별로 더해, 그 합에서 각 성향이 차지하는 몫을 보여 줘요. ‘아니요’와 반복 문항은 더하지 않아요.',
    explainZones:
      '지구력과 감정은 두 성향 사이의 한 점으로 나타내요. 지구력은 I가 60%를 넘으면 II, 40%에 못 미치면 DD, 그 사이는 ID이고, 감정은 S가 L보다 많으면 SS, 아니면 SL이에요.',
    explainThree: '애착과 창의성은 세 성향의 몫으로 나타내요. 가장 큰 몫이 나의 유형이에요.',
  },
  poles: {
    A: { I: '꾸준히 이어 가는 힘', D: '짧고 강하게 몰아치는 힘' },
    B: { A: '깊이 파고드는 애착', B: '몰입과 전환의 균형', C: '가볍게 털고 넘어가는 힘' },
    C: {
      '44': '검증된 방법을 따르는 신중함',
      '43': '익숙함에 새로움을 더하는 유연함',
      '45': '새로움을 찾아 나서는 모험심',
    },
    D: { S: '섬세하게 느끼는 감수성', L: '흔들림 없는 안정감' },
  },
  final: {
    eyebrowOwn: '나의 학습 유전자 유형',
    eyebrowOther: '{{name}} 님의 학습 유전자 유형',
    typeNumber: '{{id}}번',
    reportLink: '{{id}}번 유형 리포트 자세히 보기',
    byGene: '유전자별 결과',
    finished: '검사를 마쳤어요',
    character: '{{character}} 캐릭터',
  },
  parcels: {
    reviewFailed: '후기 버튼을 불러오지 못했어요. 잠시 후 새로고침해 주세요.',
    shareFailed: '공유 버튼을 불러오지 못했어요. 잠시 후 새로고침해 주세요.',
  },
  thankYou: {
    finishedTitle: '검사 완료',
    done: '네 단계의 검사를 모두 마쳤어요. 성실하게 답해 주셔서 고마워요!',
    doneNamed: '{{nickname}} 님, 네 단계의 검사를 모두 마쳤어요. 성실하게 답해 주셔서 고마워요!',
    unfinishedTitle: '아직 검사 중이에요',
    notStarted:
      '아직 시작한 검사가 없어요. 네 단계의 검사를 마치면 나의 학습 유전자 유형을 알려 드려요.',
    inProgress:
      '네 단계 중 {{done}}단계를 마쳤어요. 남은 {{left}}단계를 마치면 나의 학습 유전자 유형을 알려 드려요.',
    start: '검사 시작하기',
    resume: '이어서 검사하기',
  },
  welcome: {
    title: '검사 안내',
    greeting: '{{nickname}} 님, 반가워요! ',
    summary:
      '진타입 검사는 네 가지 유전자 성향을 A부터 D까지 네 단계로 살펴봐요. 단계마다 44문항이고, 한 단계는 8분 정도면 마칠 수 있어요. 중간에 멈춰도 답은 저장되니 언제든 이어서 할 수 있어요.',
    section: '{{letter}} 유형 · {{name}}',
    notes: {
      A: '오래 버티는 힘과 몰아치는 힘 중 어느 쪽에 가까운지 살펴봐요.',
      B: '좋아하는 것에 얼마나 깊이 빠지고, 얼마나 쉽게 털고 나오는지 살펴봐요.',
      C: '새로운 것을 대하는 태도와 아이디어를 행동으로 옮기는 방식을 살펴봐요.',
      D: '감정을 얼마나 섬세하게 느끼고, 얼마나 빨리 회복하는지 살펴봐요.',
    },
  },
  mainAction: {
    start: '검사시작',
    checkInterim: '중간 검사확인',
    viewResult: '결과 보기',
  },
  retake: {
    button: '다시 검사하기',
    confirm: '다시 검사하면 이전 검사 결과는 삭제됩니다. 계속 하시겠습니까?',
    deleting: '이전 결과를 지우고 있어요…',
    cancel: '취소',
    failed: '검사 결과를 삭제하지 못했어요. 잠시 후 다시 시도해 주세요.',
  },
  other: {
    title: '다른 사람 대신 검사하기',
    text: '자녀나 부모님처럼 직접 검사하기 어려운 분을 대신해 답할 수 있어요. 결과는 따로 저장돼요.',
    nameLabel: '검사할 분의 이름',
    relationLabel: '나와의 관계',
    relationPlaceholder: '관계를 골라 주세요',
    namePlaceholder: '예: 김하늘',
    submit: '대신 검사 시작하기',
    busy: '준비하는 중…',
    failed: '검사를 만들지 못했어요. 잠시 후 다시 시도해 주세요.',
    relations: {
      child: '자녀',
      parent: '부모',
      spouse: '배우자',
      sibling: '형제자매',
      other: '기타',
    },
  },
  print: {
    loadFailed: '리포트를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
    title: '리포트 인쇄',
    note: 'A4 용지에 맞춰 정리했어요. 인쇄 창에서 ‘PDF로 저장’을 고르면 파일로 저장할 수 있어요.',
    back: '결과로 돌아가기',
    preparing: '리포트를 준비하고 있어요',
    brand: '진타입 학습 유전자 리포트',
    metaOther: '{{nickname}}님이 대신 검사한 {{name}}님',
    metaOwn: '{{nickname}}님',
    printedOn: '{{date}} 출력',
    eyebrow: '{{name}}님의 학습 유전자 유형',
    typeName: '{{id}}번 {{name}}',
    notFinished: '검사를 아직 마치지 않았어요',
    group: ' · {{name}} 그룹',
    sections: '유전자별 결과와 나의 위치',
    report: '{{heading}} 리포트',
    family: '가족',
    me: '나',
    typeOf: '{{id}}번 · {{code}}',
    inProgress: '검사 {{done}}/4 진행 중',
    inheritance: '부모에게서 반씩 물려받을 수 있나요?',
    consistent: '물려받을 수 있는 조합',
    inconsistent: '설명되지 않는 조합 (응답을 다시 살펴보세요)',
    unknown: '비교할 결과 없음',
    surveyNote: '설문으로 알아본 유형을 비교한 것이며, 유전자 검사 결과가 아니에요.',
  },
};

export default ko;
export type Catalogue = typeof ko;
