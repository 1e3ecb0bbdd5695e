import { Link } from 'react-router-dom';
import { SERVER_ERROR_TITLE } from '@genetype/shared';
import styles from './error-page.module.scss';

export default function ServerErrorPage() {
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        500
      </p>
      <h1 className={styles.title}>{SERVER_ERROR_TITLE}</h1>
      <p className={styles.message}>
        서버에서 요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요. 문제가 계속되면 문의하기로
        알려 주세요.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => window.history.back()}>
          이전 페이지로
        </button>
        <Link to="/" className={styles.primary}>
          홈으로 가기
        </Link>
      </div>
    </section>
  );
}
