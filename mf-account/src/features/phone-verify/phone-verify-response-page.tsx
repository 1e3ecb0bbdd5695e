import { PreparingPage } from '@genetype/shared/ui';

export default function PhoneVerifyResponsePage() {
  return <PreparingPage path="/phoneVerifyResponse" />;
}
