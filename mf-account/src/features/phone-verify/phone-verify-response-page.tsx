import { PreparingPage } from '../../lib/preparing-page';

export default function PhoneVerifyResponsePage() {
  return <PreparingPage path="/phoneVerifyResponse" />;
}
