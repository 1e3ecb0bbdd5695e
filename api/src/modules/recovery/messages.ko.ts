// The password reset's texts (namespace `recovery`, issue 18); `mail` is the reset link's mail.
import { RECOVERY_MESSAGES } from '@genetype/domain/validation';

const ko = {
  forgotPassword:
    '입력하신 이메일로 가입된 계정이 있다면 비밀번호 재설정 링크를 보내 드렸어요. 메일함을 확인해 주세요.',
  resetDone: '비밀번호를 바꿨어요. 새 비밀번호로 다시 로그인해 주세요.',
  resetValid: '새 비밀번호를 입력해 주세요.',
  resetUnknown: RECOVERY_MESSAGES.resetTokenInvalid,
  resetUsed: '이미 사용했거나 더 이상 쓸 수 없는 링크예요. 비밀번호 재설정을 다시 요청해 주세요.',
  resetExpired:
    '비밀번호 재설정 링크의 유효 시간이 지났어요. 비밀번호 재설정을 다시 요청해 주세요.',
  limited: '비밀번호 재설정 요청이 너무 많아요. {{wait}} 뒤에 다시 시도해 주세요.',
  mail: {
    subject: '[진타입] 비밀번호 재설정 안내',
    greeting: '안녕하세요, {{name}}님.',
    intro: '진타입 비밀번호 재설정을 요청하셨어요. 아래 링크를 열어 새 비밀번호를 정해 주세요.',
    introHtml: '진타입 비밀번호 재설정을 요청하셨어요. 아래 버튼을 눌러 새 비밀번호를 정해 주세요.',
    button: '비밀번호 재설정하기',
    validity: '이 링크는 {{minutes}}분 동안 한 번만 쓸 수 있어요.',
    notYou:
      '비밀번호 재설정을 요청하지 않으셨다면 이 메일은 무시하셔도 괜찮아요. 비밀번호는 바뀌지 않아요.',
    signature: '진타입 드림',
  },
} as const;

export default ko;
