import { useParams } from 'react-router-dom';
import { STORAGE_KEYS, storage } from '@genetype/shared';
import { PreparingPage } from '@genetype/shared/ui';

/**
 * Spec §2: a route whose path is the reset-password token held in local storage. Any other
 * one-segment path is not this page (the shell's not-found page answers it).
 */
export default function StoredTokenResetPage() {
  const { resetPasswordToken } = useParams();
  const stored = storage.get(STORAGE_KEYS.resetPasswordToken);
  if (!stored || resetPasswordToken !== stored) return null;
  return <PreparingPage path="/user/resetPassword/:token" />;
}
