import { PreparingPage } from '@genetype/shared/ui';

export default function WelcomePage() {
  return <PreparingPage path="/welcome" />;
}
