// /s/{code}: the short share address. In a browser it asks the API what the code names and
// replaces the address with the encrypted profile link (the profile page does the rest); an
// unknown or expired code gets a friendly page instead of the 404 page.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SHARE_CODE_PATTERN, profilesApi } from '@genetype/shared';
import styles from './share-code-page.module.scss';

export const SHARE_CODE_GONE =
  '이 공유 주소는 없거나 기간이 지났어요. 주소를 보낸 분께 새 주소를 요청해 주세요.';
export const SHARE_CODE_FAILED = '공유된 프로필을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

type State = { status: 'loading' } | { status: 'gone' } | { status: 'failed' };

export default function ShareCodePage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!SHARE_CODE_PATTERN.test(code)) {
      setState({ status: 'gone' });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    profilesApi.byShareCode(code).then(
      (shared) => {
        if (!current) return;
        if (shared) void navigate(shared.profileLink, { replace: true });
        else setState({ status: 'gone' });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [code, navigate]);

  return (
    <section className={styles.page} aria-labelledby="share-code-title">
      <h1 id="share-code-title" className={styles.title}>
        공유된 프로필
      </h1>
      {state.status === 'loading' && (
        <div className={styles.overlay} role="status" aria-live="polite">
          <span className={styles.spinner} aria-hidden="true" />
          공유된 프로필을 여는 중이에요
        </div>
      )}
      {state.status !== 'loading' && (
        <div className={styles.problem} role="alert">
          <p>{state.status === 'gone' ? SHARE_CODE_GONE : SHARE_CODE_FAILED}</p>
          <Link className={styles.button} to="/">
            진타입 홈으로 가기
          </Link>
        </div>
      )}
    </section>
  );
}
