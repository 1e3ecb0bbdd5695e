import { PreparingPage } from '@genetype/shared/ui';

export default function ResultPage() {
  return <PreparingPage path="/result" />;
}
