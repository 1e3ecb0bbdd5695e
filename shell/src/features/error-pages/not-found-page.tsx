import { Link } from 'react-router-dom';
import { NOT_FOUND_TITLE } from '@genetype/shared';
import styles from './error-page.module.scss';

export default function NotFoundPage() {
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{NOT_FOUND_TITLE}</h1>
      <p className={styles.message}>
        주소가 잘못 입력되었거나, 페이지가 옮겨졌거나 사라졌어요. 입력한 주소를 다시 한번 확인해
        주세요.
      </p>
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>
          홈으로 가기
        </Link>
      </div>
    </section>
  );
}
