import { PreparingPage } from '@genetype/shared/ui';

export default function HomePage() {
  return <PreparingPage path="/" />;
}
