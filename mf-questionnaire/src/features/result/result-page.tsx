import { PreparingPage } from '../../lib/preparing-page';

export default function ResultPage() {
  return <PreparingPage path="/result" />;
}
