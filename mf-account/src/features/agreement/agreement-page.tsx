import { PreparingPage } from '../../lib/preparing-page';

export default function AgreementPage() {
  return <PreparingPage path="/agreement" />;
}
