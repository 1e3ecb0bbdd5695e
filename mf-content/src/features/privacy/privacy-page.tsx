import { PreparingPage } from '../../lib/preparing-page';

export default function PrivacyPage() {
  return <PreparingPage path="/privacyPolicy" />;
}
