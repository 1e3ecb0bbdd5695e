import { useErrorPageT } from '../../i18n/errors';
import { Link } from 'react-router-dom';
import styles from './error-page.module.scss';

export default function NotFoundPage() {
  const t = useErrorPageT();
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('errors.notFoundTitle')}</h1>
      <p className={styles.message}>{t('errors.notFoundMessage')}</p>
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>
          {t('errors.home')}
        </Link>
      </div>
    </section>
  );
}
