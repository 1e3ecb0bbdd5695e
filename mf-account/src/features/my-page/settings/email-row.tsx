import { useId, useState } from 'react';
import { EmailChangeDialog } from './email-change-dialog';
import { settingsStyles as styles } from '../../../components/settings-form';
import { useAppT } from '../../../i18n';

/** The account e-mail, read-only here; the emailChange modal changes it. */
export function EmailRow({ email }: { email: string }) {
  const t = useAppT();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.row}>
      <label htmlFor={`${id}-email`} className={styles.label}>
        {t('settings.email')}
      </label>
      <div className={styles.control}>
        <input id={`${id}-email`} className={styles.input} value={email} readOnly />
        <button type="button" className={styles.button} onClick={() => setOpen(true)}>
          {t('settings.changeEmail')}
        </button>
      </div>
      {open && <EmailChangeDialog onClose={() => setOpen(false)} />}
    </div>
  );
}
