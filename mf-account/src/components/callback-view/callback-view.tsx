import { Link } from 'react-router-dom';
import styles from './callback-view.module.scss';
import { useAppT } from '../../i18n';

/** What a provider return page shows: progress, or a Korean explanation with ways out. */
export function CallbackView({
  title,
  message,
  busy,
  children,
}: {
  title: string;
  message: string;
  busy: boolean;
  children?: React.ReactNode;
}) {
  const t = useAppT();
  return (
    <section className={styles.page} aria-labelledby="callback-title" aria-busy={busy}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      <h1 id="callback-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead} role={busy ? 'status' : 'alert'}>
        {message}
      </p>
      {!busy && (
        <div className={styles.actions}>
          {children}
          <Link to="/" className={styles.secondary}>
            {t('callback.home')}
          </Link>
        </div>
      )}
    </section>
  );
}
