import { useId, useState } from 'react';
import { EmailChangeDialog } from './email-change-dialog';
import { settingsStyles as styles } from '../../../components/settings-form';

/** The account e-mail, read-only here; the emailChange modal changes it. */
export function EmailRow({ email }: { email: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.row}>
      <label htmlFor={`${id}-email`} className={styles.label}>
        이메일
      </label>
      <div className={styles.control}>
        <input id={`${id}-email`} className={styles.input} value={email} readOnly />
        <button type="button" className={styles.button} onClick={() => setOpen(true)}>
          이메일 변경
        </button>
      </div>
      {open && <EmailChangeDialog onClose={() => setOpen(false)} />}
    </div>
  );
}
