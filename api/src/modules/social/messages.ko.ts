// Kakao and Google login and account linking (namespace `social`, issue 18). The texts are the
// shared contracts' (the pages show the same words).
import { SOCIAL_LINK_MESSAGES, SOCIAL_MESSAGES } from '@genetype/domain/contracts';

const ko = {
  login: SOCIAL_MESSAGES,
  link: SOCIAL_LINK_MESSAGES,
  /** The page the Google popup lands on for a moment. */
  callbackPage: {
    title: 'Google 로그인',
    body: '로그인 정보를 전달하고 있어요. 창이 닫히지 않으면 직접 닫아 주세요.',
  },
} as const;

export default ko;
