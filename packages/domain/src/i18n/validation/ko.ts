// The Korean validation messages of spec §5 (namespace `shared-validation`): the one source of the
// words forms and the API show. Pure (no imports): the validation entry builds its Korean constants
// from it, and the API, which never registers the namespace, answers with these texts.
const ko = {
  validation: {
    phoneRequired: '휴대폰 번호를 입력해 주세요.',
    phoneFormat: '정확한 휴대폰 번호를 입력해 주세요.',
    emailRequired: '이메일을 입력해 주세요.',
    emailFormat: '올바른 형식의 이메일을 입력해 주세요.',
    emailTooLong: '이메일은 254자까지 입력할 수 있어요.',
    emailLocalTooLong: '이메일의 @ 앞부분은 64자까지 입력할 수 있어요.',
    emailTypoHint: '오타가 없는지 한 번 더 확인해 주세요.',
    loginRequired: '아이디 또는 이메일을 입력해 주세요.',
    loginFormat: '올바른 형식의 이메일 또는 아이디를 입력해 주세요.',
    loginPasswordRequired: '비밀번호를 입력해 주세요.',
    loginPasswordFormat: '회원가입 때 설정한 비밀번호를 입력해 주세요.',
    choiceRequired: '위 항목 중 하나를 선택해 주세요.',
    reviewRequired: '리뷰 내용을 입력해 주세요.',
    reviewTooLong: '리뷰는 500자 이내로 입력해 주세요.',
    nicknameRequired: '닉네임을 입력해 주세요.',
    nicknameTooShort: '닉네임은 5자 이상 입력해 주세요.',
    nicknameFormat: '닉네임은 한글이나 특수문자 없이 영문과 숫자로 30자 이내로 입력해 주세요.',
    passwordRequired: '비밀번호를 입력해 주세요.',
    passwordFormat: '비밀번호는 영문, 숫자, 특수문자를 포함해 8~16자로 입력해 주세요.',
    passwordHint: '영문, 숫자, 특수문자를 조합해 8자 이상 입력해 주세요.',
    currentPasswordRequired: '현재 비밀번호를 입력해 주세요.',
    confirmPasswordRequired: '비밀번호를 한 번 더 입력해 주세요.',
    passwordMismatch: '비밀번호가 일치하지 않아요. 다시 입력해 주세요.',
    codeRequired: '인증번호를 입력해 주세요.',
    codeFormat: '받으신 인증번호를 정확히 입력해 주세요.',
    searchRequired: '검색어를 입력해 주세요.',
    userIdRequired: '아이디를 입력해 주세요.',
    userIdFormat: '아이디는 영문과 숫자로 5~20자 이내로 입력해 주세요.',
  },
  consents: {
    consentsRequired: '약관 동의 내용을 확인해 주세요.',
    termsRequired: '이용약관에 동의해 주세요.',
    privacyRequired: '개인정보 수집 및 이용에 동의해 주세요.',
    marketingFormat: '마케팅 정보 수신 동의 여부를 다시 선택해 주세요.',
    birthDateRequired: '생년월일을 입력해 주세요.',
    birthDateFormat: '생년월일을 올바르게 입력해 주세요. (예: 2010-03-15)',
    birthDateFuture: '생년월일이 오늘보다 늦을 수 없어요.',
    tooYoung: '진타입은 만 {{age}}세 이상부터 가입할 수 있어요.',
    guardianConsentRequired: '만 {{age}}세 미만은 법정대리인(보호자)의 동의가 필요해요.',
    guardianNameRequired: '법정대리인(보호자)의 이름을 입력해 주세요.',
    guardianNameFormat: '법정대리인(보호자)의 이름을 {{max}}자 이내로 입력해 주세요.',
    guardianPhoneRequired: '법정대리인(보호자)의 휴대폰 번호를 입력해 주세요.',
    guardianPhoneFormat: '법정대리인(보호자)의 휴대폰 번호를 숫자 11자리로 입력해 주세요.',
  },
  otherPerson: {
    nameRequired: '검사할 분의 이름을 입력해 주세요.',
    nameTooLong: '이름은 {{max}}자 이내로 입력해 주세요.',
    relationRequired: '검사할 분과의 관계를 골라 주세요.',
  },
  recovery: {
    resetTokenInvalid: '비밀번호 재설정 링크가 올바르지 않아요. 메일의 링크를 다시 확인해 주세요.',
  },
  search: {
    notText: '검색어는 글자로 입력해 주세요.',
    tooLong: '검색어는 {{max}}자 이내로 입력해 주세요.',
  },
} as const;

/** Same keys, any text: the shape every other language follows. */
type Texts<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type ValidationCatalogue = Texts<typeof ko>;

export default ko;
