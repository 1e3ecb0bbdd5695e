import { PreparingPage } from '../../lib/preparing-page';

export default function WelcomePage() {
  return <PreparingPage path="/welcome" />;
}
