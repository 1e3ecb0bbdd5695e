// The auth module's texts (namespace `auth`, issue 18): login, sign-up, logout.
import { LOGIN_FAILED_MESSAGE } from '@genetype/domain/contracts';

const ko = {
  loginFailed: LOGIN_FAILED_MESSAGE,
  userIdTaken: '이미 사용 중인 아이디예요.',
  emailTaken: '이미 가입된 이메일이에요.',
  loggedOut: '로그아웃했어요.',
  loginLimited: '로그인 시도가 너무 많아요. {{wait}} 뒤에 다시 시도해 주세요.',
} as const;

export default ko;
