import { useErrorPageT } from '../../i18n/errors';
import { Link } from 'react-router-dom';
import styles from './error-page.module.scss';

export default function ServerErrorPage() {
  const t = useErrorPageT();
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        500
      </p>
      <h1 className={styles.title}>{t('errors.serverErrorTitle')}</h1>
      <p className={styles.message}>{t('errors.serverErrorMessage')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => window.history.back()}>
          {t('errors.back')}
        </button>
        <Link to="/" className={styles.primary}>
          {t('errors.home')}
        </Link>
      </div>
    </section>
  );
}
