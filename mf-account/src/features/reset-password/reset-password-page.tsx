import { PreparingPage } from '../../lib/preparing-page';

export default function ResetPasswordPage() {
  return <PreparingPage path="/user/resetPassword/:token" />;
}
