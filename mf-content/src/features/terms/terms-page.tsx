import { PreparingPage } from '@genetype/shared/ui';

export default function TermsPage() {
  return <PreparingPage path="/termAndCondition" />;
}
