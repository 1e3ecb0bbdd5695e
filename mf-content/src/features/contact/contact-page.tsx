import { PreparingPage } from '../../lib/preparing-page';

export default function ContactPage() {
  return <PreparingPage path="/contact" />;
}
