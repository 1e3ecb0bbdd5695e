// Reviews (namespace `reviews`, issue 18), in the shared contract's words.
import { REVIEW_MESSAGES } from '@genetype/domain/contracts';

const ko = { ...REVIEW_MESSAGES } as const;

export default ko;
