// Public profiles and share links (namespace `profiles`, issue 18), in the shared contract's words.
import { PROFILE_MESSAGES } from '@genetype/domain/contracts';

const ko = { ...PROFILE_MESSAGES } as const;

export default ko;
