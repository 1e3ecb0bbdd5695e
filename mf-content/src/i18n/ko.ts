// mf-content's Korean texts (namespace `mf-content`), bundled with the app. en.ts must have the same keys.
// The reading content itself (reports, gene pages) is not here: it is typed data in
// @genetype/content, with its English in packages/content/src/en (loaded lazily).
const ko = {
  /** Page titles (<h1>): the same words as ROUTE_TABLE's titles (a test keeps them in step). */
  titles: {
    home: '진타입',
    typeReportList: '유형 리포트',
    typeReport: '유형 상세 리포트',
    geneType: '유전자 유형',
    learningGene: '학습 유전자란?',
    contact: '문의하기',
    terms: '이용약관',
    privacy: '개인정보처리방침',
  },
  genes: {
    ace: '지구력',
    drd2: '애착',
    drd4: '창의성',
    htt: '감정',
  },
  overview: {
    line1: '나는 어떻게 공부할 때',
    line2: '가장 빛날까요?',
    line3: '유전자가 알려 주는 나만의 학습법',
    lead: '네 가지 유전자 유형으로 알아보는 54가지 학습 유형. 유형마다 약 8분이면 검사를 마칠 수 있어요.',
    start: '검사 시작하기',
    continue: '이어서 검사하기',
    result: '결과 보기',
  },
  home: {
    tagline: '유전자로 알아보는 나만의 학습 유형',
    myTypeTitle: '나의 유형',
    noType:
      '아직 나의 유형이 없어요. 네 단계 검사를 모두 마치면 이곳에 나만의 유형 카드가 나타나요.',
    typeNumber: '{{id}}번',
    characterImage: '{{character}} 캐릭터',
    myReport: '내 유형 리포트 보기',
    geneTypesTitle: '유전자 유형 알아보기',
    allTypesTitle: '54가지 유형의 종류',
    allTypesText: '네 유전자가 만드는 9개 그룹과 54가지 유형을 한눈에 보세요.',
    geneCard: '{{name}} 유전자',
    learningTitle: '학습 유전자란 무엇일까요?',
    learningText:
      '같은 수업을 들어도 배우는 방식은 저마다 달라요. 지구력, 애착, 창의성, 감정 네 가지 유전자로 나의 공부 성향을 이해해 보세요.',
    learningLink: '학습 유전자 알아보기',
    charactersTitle: '진타입 캐릭터를 만나 보세요',
    more: '더 알아보기',
    moreAbout: '{{group}} 그룹 더 알아보기',
    carryOnTitle: '하던 검사를 이어서 할 수 있어요',
    carryOnWhere: '{{letter}} 유형 · {{name}} 검사 {{page}}/{{pages}}쪽',
    carryOnProgress: '검사 진행률',
    carryOnPercent: '전체 검사의 {{percent}}%를 마쳤어요',
    carryOnLink: '{{letter}} 유형 {{page}}쪽부터 이어서 하기',
  },
  typeList: {
    lead: '지구력과 애착의 조합으로 나뉜 9개 그룹, 그리고 창의성과 감정에 따라 나뉜 54가지 유형의 리포트를 읽어 보세요.',
  },
  report: {
    characterImage: '{{character}} 캐릭터',
    genes: '유전자 구성',
    contents: '리포트 목차',
    otherTypes: '다른 유형',
    previous: '← {{id}}번 유형',
    next: '{{id}}번 유형 →',
    all: '전체 유형 보기',
    partner: '{{id}}번 {{name}}',
  },
  geneType: {
    brand: '진타입',
    lead: '네 가지 유전자가 만드는 나만의 학습 유형, 진타입을 소개할게요.',
    sections: '유전자 유형 섹션',
    details: '자세히 보기',
    detail: '{{title}} 자세히 보기',
    allReports: '54가지 유형 리포트 보기',
    figure: '{{title}} 그림',
    caption: '{{symbol}} 유전자',
  },
  learningGene: {
    sections: '학습 유전자 섹션',
    lead: '지구력, 애착, 창의성, 감정 — 네 가지 유전자로 나의 공부 성향을 이해해요.',
    resultLead: '검사를 마친 지금, 나의 유형을 만든 네 가지 유전자를 다시 살펴보세요.',
    illustration: '네 가지 유전자를 잇는 이중 나선 그림',
    parcelFailed: '이 영역을 불러오지 못했어요. 잠시 후 새로고침해 주세요.',
  },
  contact: {
    lead: '서비스 이용 중 궁금한 점이나 불편한 점이 있으면 언제든 알려 주세요. 보내 주신 의견은 꼼꼼히 읽고 답변드릴게요.',
    channels: '문의 방법',
    email: '이메일 문의',
    hours: '답변 시간',
    supportHours: '평일 오전 10시 ~ 오후 6시 (주말·공휴일 휴무)',
    privacy: '개인정보 관련 문의',
    hint: '문의하실 때 아이디(또는 가입한 이메일)와 문제가 생긴 화면, 시각을 함께 적어 주시면 더 빨리 도와드릴 수 있어요. 비밀번호는 절대 보내지 마세요.',
    faq: '자주 묻는 질문',
    faqAge: '검사는 몇 살부터 할 수 있나요?',
    faqAgeAnswer:
      '만 11세 이상이면 누구나 검사할 수 있어요. 만 14세 미만은 가입할 때 부모님 등 법정대리인의 동의가 필요해요.',
    faqTime: '검사 시간은 얼마나 걸리나요?',
    faqTimeAnswer:
      '네 단계(A~D) 각각 약 8분이면 충분해요. 중간에 멈춰도 다음에 이어서 할 수 있어요.',
    faqAccuracy: '결과가 정확한가요?',
    faqAccuracyAnswer:
      '설문만으로는 약 85%, 가족이 함께 검사하면 약 95%, 샘플 검사를 더하면 99.9%의 정확도를 보여요.',
    faqAccuracyLink: '검사 방법 자세히 보기',
    faqAccount: '아이디나 비밀번호를 잊어버렸어요.',
    faqAccountAnswer:
      '로그인 창의 “아이디 찾기”와 “비밀번호 재설정”에서 휴대폰 본인인증이나 이메일로 찾을 수 있어요.',
    faqWithdrawal: '탈퇴하면 바로 지워지나요?',
    faqWithdrawalAnswer:
      '탈퇴를 신청하면 14일 동안 취소할 수 있고, 14일이 지나면 탈퇴가 완료되며 개인정보는 지체 없이 파기돼요.',
    faqWithdrawalLink: '개인정보처리방침 보기',
  },
  legal: {
    effective: '시행일: {{date}}',
    contents: '{{title}} 목차',
    /** Shown above a translated legal text only (never on the Korean page). */
    translation: '번역본은 참고용이며, 법적 효력은 한국어 원문에 있어요.',
  },
};

export default ko;
export type Catalogue = typeof ko;
