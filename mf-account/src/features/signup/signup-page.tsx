import { PreparingPage } from '../../lib/preparing-page';

export default function SignupPage() {
  return <PreparingPage path="/signup" />;
}
