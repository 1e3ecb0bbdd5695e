import { PreparingPage } from '../../lib/preparing-page';

export default function QuestionsPage() {
  return <PreparingPage path="/questions" />;
}
