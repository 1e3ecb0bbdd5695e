import { PreparingPage } from '../../lib/preparing-page';

export default function ThankYouPage() {
  return <PreparingPage path="/thank-you" />;
}
