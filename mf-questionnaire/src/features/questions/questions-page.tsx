import { PreparingPage } from '@genetype/shared/ui';

export default function QuestionsPage() {
  return <PreparingPage path="/questions" />;
}
