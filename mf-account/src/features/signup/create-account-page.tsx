import { PreparingPage } from '@genetype/shared/ui';

export default function CreateAccountPage() {
  return <PreparingPage path="/create-account" />;
}
