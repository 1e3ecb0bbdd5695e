import { PreparingPage } from '@genetype/shared/ui';

export default function ContactPage() {
  return <PreparingPage path="/contact" />;
}
