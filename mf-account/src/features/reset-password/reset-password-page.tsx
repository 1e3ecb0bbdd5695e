import { PreparingPage } from '@genetype/shared/ui';

export default function ResetPasswordPage() {
  return <PreparingPage path="/user/resetPassword/:token" />;
}
