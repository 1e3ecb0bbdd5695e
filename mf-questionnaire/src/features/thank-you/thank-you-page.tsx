import { PreparingPage } from '@genetype/shared/ui';

export default function ThankYouPage() {
  return <PreparingPage path="/thank-you" />;
}
