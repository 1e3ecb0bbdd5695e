import { PreparingPage } from '@genetype/shared/ui';

export default function PrivacyPage() {
  return <PreparingPage path="/privacyPolicy" />;
}
