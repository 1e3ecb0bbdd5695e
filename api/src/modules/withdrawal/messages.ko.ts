// Withdrawal (namespace `withdrawal`, issue 18), in the shared contract's words.
import { WITHDRAWAL_MESSAGES } from '@genetype/domain/contracts';

const ko = { ...WITHDRAWAL_MESSAGES } as const;

export default ko;
