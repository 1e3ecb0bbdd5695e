// The phone identity check (namespace `identity`, issue 18), in the shared contract's words.
import { IDENTITY_CHECK_MESSAGES } from '@genetype/domain/contracts';

const ko = {
  ...IDENTITY_CHECK_MESSAGES,
  tooMany: '본인인증 요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
} as const;

export default ko;
