import { PreparingPage } from '@genetype/shared/ui';

export default function MarketingPage() {
  return <PreparingPage path="/marketing" />;
}
