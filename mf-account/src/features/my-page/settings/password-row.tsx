import { useState } from 'react';
import { PasswordDialog } from './password-dialog';
import { settingsStyles as styles } from '../../../components/settings-form';

/** Change the password when one is set; otherwise (a social account) set a first one. */
export function PasswordRow({ isPasswordSet }: { isPasswordSet: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.row}>
      <span className={styles.label} id="settings-password-label">
        비밀번호
      </span>
      <div className={styles.control}>
        <p className={styles.value}>
          {isPasswordSet ? '••••••••' : '아직 비밀번호를 정하지 않았어요'}
        </p>
        <button type="button" className={styles.button} onClick={() => setOpen(true)}>
          {isPasswordSet ? '비밀번호 변경' : '비밀번호 설정'}
        </button>
      </div>
      {!isPasswordSet && (
        <p className={styles.hint}>
          소셜 계정으로 가입하셨어요. 비밀번호를 정하면 아이디로도 로그인할 수 있어요.
        </p>
      )}
      {open && (
        <PasswordDialog mode={isPasswordSet ? 'change' : 'set'} onClose={() => setOpen(false)} />
      )}
    </div>
  );
}
