// Korean particles depend on whether the preceding word, as read, ends in a final consonant
// (받침): chosen by es-hangul through the domain's particle helpers (issue 37), which also read
// numbers and codes the way a Korean reader says them.
import { withParticle } from '@genetype/domain/korean';

/** '탐구자' → '탐구자는', '장인' → '장인은'. */
export function withTopic(word: string): string {
  return withParticle(word, '은/는');
}
