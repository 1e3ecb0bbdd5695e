// Where the member's test stands, read from the saved answers (GET /questions/getQuestionsList).
// The call is the platform's: the questionnaire reads the same list.
import type { TestPosition } from '@genetype/domain';
import { testPosition } from '@genetype/domain';
import { questionsApi } from '@genetype/platform';

/** The position of a member mid-test; null for one who has not begun or whose list cannot be read. */
export async function fetchTestPosition(): Promise<TestPosition | null> {
  try {
    const position = testPosition(await questionsApi.getQuestionsList());
    return position.started ? position : null;
  } catch (error) {
    console.error('Reading where the test stands failed', error);
    return null;
  }
}
