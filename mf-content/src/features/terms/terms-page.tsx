import { PreparingPage } from '../../lib/preparing-page';

export default function TermsPage() {
  return <PreparingPage path="/termAndCondition" />;
}
