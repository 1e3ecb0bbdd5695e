// Where the member's test stands, read from the saved answers (GET /questions/getQuestionsList),
// with its query key beside it. The call is the platform's: the questionnaire reads the same list.
import type { TestPosition } from '@genetype/domain';
import { testPosition } from '@genetype/domain';
import { questionsApi } from '@genetype/platform';

export const homeKeys = {
  all: ['home'] as const,
  testPosition: (userId: string) => [...homeKeys.all, 'test-position', userId] as const,
};

/** The position of a member mid-test; null for one who has not begun or whose list cannot be read. */
async function fetchTestPosition(): Promise<TestPosition | null> {
  try {
    const position = testPosition(await questionsApi.getQuestionsList());
    return position.started ? position : null;
  } catch (error) {
    console.error('Reading where the test stands failed', error);
    return null;
  }
}

export const testPositionQuery = (userId: string) => ({
  queryKey: homeKeys.testPosition(userId),
  queryFn: fetchTestPosition,
  // Read afresh on every visit of the home page, as before the shared client.
  gcTime: 0,
});
