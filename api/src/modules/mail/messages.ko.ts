// The development outbox's answers and the account notices (namespace `mail`, issue 18): what a
// member is told at the address a change concerns — the old one when the e-mail changes.
const ko = {
  notFound: '메일을 찾을 수 없어요.',
  notice: {
    subject: {
      email: '[진타입] 계정 이메일이 변경되었어요',
      password: '[진타입] 비밀번호가 변경되었어요',
      passwordSet: '[진타입] 비밀번호가 설정되었어요',
      passwordReset: '[진타입] 비밀번호가 재설정되었어요',
    },
    greeting: '안녕하세요, {{name}}님.',
    what: {
      email:
        '진타입 계정의 이메일이 {{newEmail}} 주소로 변경되었어요. 이 주소로는 더 이상 로그인할 수 없고, 앞으로의 안내 메일은 새 주소로 보내 드려요.',
      password:
        '진타입 계정의 비밀번호가 변경되었어요. 변경한 기기를 뺀 다른 기기에서는 모두 로그아웃되었어요.',
      passwordSet:
        '진타입 계정에 비밀번호가 설정되었어요. 이제 아이디나 이메일과 비밀번호로도 로그인할 수 있어요.',
      passwordReset:
        '비밀번호 재설정 링크로 진타입 계정의 비밀번호가 바뀌었어요. 모든 기기에서 로그아웃되었어요.',
    },
    when: '변경 일시: {{at}} (한국 시간)',
    ifYou: '직접 변경하셨다면 이 메일은 무시하셔도 괜찮아요.',
    notYou: {
      email:
        '직접 변경하지 않으셨다면 다른 사람이 계정에 접근했을 수 있어요. 아래 문의하기로 바로 알려 주시면 계정을 되찾을 수 있게 도와드릴게요.',
      password:
        '직접 변경하지 않으셨다면 바로 비밀번호를 재설정해 주세요. 진타입에서 로그인 → ‘비밀번호 찾기’를 누르면 이 주소로 재설정 링크를 보내 드려요. 도움이 필요하면 아래 문의하기로 알려 주세요.',
    },
    contactLink: '문의하기: {{link}} ({{email}})',
    signature: '진타입 드림',
  },
} as const;

export default ko;
