// The overview tab's read: everyone the member answered for, with its query key beside it. The call
// is the platform's, since the questionnaire's printable report lists them too.
import { questionsApi } from '@genetype/platform';

export const overviewKeys = {
  all: ['overview'] as const,
  otherPeople: () => [...overviewKeys.all, 'other-people'] as const,
};

export const otherPeopleQuery = () => ({
  queryKey: overviewKeys.otherPeople(),
  queryFn: () => questionsApi.otherResults(),
  // Read afresh on every opening of the tab, as before the shared client.
  gcTime: 0,
});
