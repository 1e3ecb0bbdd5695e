import { PreparingPage } from '../../lib/preparing-page';

export default function CreateAccountPage() {
  return <PreparingPage path="/create-account" />;
}
