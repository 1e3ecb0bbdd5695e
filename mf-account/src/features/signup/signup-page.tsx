import { PreparingPage } from '@genetype/shared/ui';

export default function SignupPage() {
  return <PreparingPage path="/signup" />;
}
