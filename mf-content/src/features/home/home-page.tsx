import { PreparingPage } from '../../lib/preparing-page';

export default function HomePage() {
  return <PreparingPage path="/" />;
}
