// /questions (spec §2, §4): the test for members, demo questions for visitors.
import { useEffect, useState } from 'react';
import { useAuthStore } from '@genetype/platform';
import { SessionUnknown, useHydrated } from '@genetype/ui';
import { DemoQuestionnaire } from './demo-questionnaire';
import { MemberQuestionnaire } from './member-questionnaire';
import { LoadingIndicator } from '../../components/loading-indicator/loading-indicator';

export default function QuestionsPage() {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  // One render later than the shell's boot: a stored session is being checked by then.
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);
  // Rendered from the build's HTML (a visitor's, src/prerender): the demo stays while the session
  // settles, as it was painted; a page rendered afresh waits with the loading state as before.
  const hydrated = useHydrated();
  const [fromHtml] = useState(!hydrated);

  // A refresh of a loaded user (after each submission) must not unmount the test under way.
  if (!settled || (status === 'loading' && !user))
    return fromHtml && !user ? <DemoQuestionnaire /> : <LoadingIndicator />;
  // A stored session whose check did not answer: not a visitor, so no demo — a retry instead.
  if (status === 'unknown' && !user) return <SessionUnknown />;
  if (!user) return <DemoQuestionnaire />;
  return <MemberQuestionnaire user={user} />;
}
