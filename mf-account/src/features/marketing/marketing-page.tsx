import { PreparingPage } from '../../lib/preparing-page';

export default function MarketingPage() {
  return <PreparingPage path="/marketing" />;
}
