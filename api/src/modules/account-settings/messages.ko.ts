// The settings calls' texts (namespace `settings`, issue 18): the panel shows them in its success
// and error modals; `mail` is the e-mail change code's mail.
const ko = {
  languageInvalid: '한국어(ko) 또는 English(en) 중에서 골라 주세요.',
  languageSaved: '언어를 저장했어요.',
  nicknameSaved: '닉네임을 변경했어요.',
  nicknameTaken: '이미 사용 중인 닉네임이에요. 다른 닉네임을 입력해 주세요.',
  passwordChanged: '비밀번호를 변경했어요. 다른 기기에서는 새 비밀번호로 다시 로그인해 주세요.',
  passwordSet: '비밀번호를 설정했어요. 이제 아이디와 비밀번호로도 로그인할 수 있어요.',
  currentPasswordWrong: '현재 비밀번호가 일치하지 않아요. 다시 확인해 주세요.',
  passwordUnchanged: '지금 쓰고 있는 비밀번호와 달라야 해요. 다른 비밀번호를 입력해 주세요.',
  passwordLimit: '비밀번호 변경 요청이 너무 많아요. 15분 뒤에 다시 시도해 주세요.',
  emailCodeSent: '인증번호를 메일로 보냈어요. 10분 안에 입력해 주세요.',
  emailSameAsCurrent: '지금 쓰고 있는 이메일이에요. 바꿀 이메일을 입력해 주세요.',
  emailTaken: '이미 다른 계정에서 사용 중인 이메일이에요.',
  emailCodeLimit: '인증번호를 너무 자주 요청했어요. 1시간 뒤에 다시 시도해 주세요.',
  emailCodeRequestLimit: '인증 코드 요청이 너무 많아요. 1시간 뒤에 다시 시도해 주세요.',
  emailSendFailed: '인증 메일을 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
  emailCodeMissing: '인증번호를 먼저 받아 주세요.',
  emailCodeExpired: '인증번호의 유효 시간이 지났어요. 인증번호를 다시 받아 주세요.',
  emailCodeWrong: '인증번호가 일치하지 않아요. 메일로 받은 인증번호를 정확히 입력해 주세요.',
  emailCodeTooManyAttempts: '인증번호를 여러 번 잘못 입력했어요. 인증번호를 다시 받아 주세요.',
  emailVerified: '이메일 인증을 마쳤어요. 저장 버튼을 눌러 변경을 마무리해 주세요.',
  emailNotVerified: '이 이메일의 인증을 먼저 마쳐 주세요.',
  emailSaved: '이메일을 변경했어요.',
  mail: {
    subject: '[진타입] 이메일 변경 인증번호 {{code}}',
    greeting: '안녕하세요, {{name}}님.',
    intro: '진타입 계정의 이메일을 이 주소로 바꾸려면 아래 인증번호를 입력해 주세요.',
    codeLine: '인증번호: {{code}}',
    validity: '인증번호는 {{minutes}}분 동안 한 번만 쓸 수 있어요.',
    notYou:
      '이메일 변경을 요청하지 않으셨다면 이 메일은 무시하셔도 괜찮아요. 계정 이메일은 바뀌지 않아요.',
    signature: '진타입 드림',
  },
} as const;

export default ko;
