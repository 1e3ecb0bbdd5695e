import { PreparingPage } from '@genetype/shared/ui';

export default function AgreementPage() {
  return <PreparingPage path="/agreement" />;
}
