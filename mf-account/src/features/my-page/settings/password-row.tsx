import { useState } from 'react';
import { PasswordDialog } from './password-dialog';
import { settingsStyles as styles } from '../../../components/settings-form';
import { useAppT } from '../../../i18n';

/** Change the password when one is set; otherwise (a social account) set a first one. */
export function PasswordRow({ isPasswordSet }: { isPasswordSet: boolean }) {
  const t = useAppT();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.row}>
      <span className={styles.label} id="settings-password-label">
        {t('settings.password')}
      </span>
      <div className={styles.control}>
        <p className={styles.value}>{isPasswordSet ? '••••••••' : t('settings.noPassword')}</p>
        <button type="button" className={styles.button} onClick={() => setOpen(true)}>
          {isPasswordSet ? t('password.changeTitle') : t('password.setTitle')}
        </button>
      </div>
      {!isPasswordSet && <p className={styles.hint}>{t('settings.socialNoPassword')}</p>}
      {open && (
        <PasswordDialog mode={isPasswordSet ? 'change' : 'set'} onClose={() => setOpen(false)} />
      )}
    </div>
  );
}
