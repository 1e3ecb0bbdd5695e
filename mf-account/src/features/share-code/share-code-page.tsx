// /s/{code}: the short share address. In a browser it asks the API what the code names and
// replaces the address with the encrypted profile link (the profile page does the rest); an
// unknown or expired code gets a friendly page instead of the 404 page.
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SHARE_CODE_PATTERN } from '@genetype/domain/contracts';
import { profilesApi } from '@genetype/platform';
import { useApiQuery } from '@genetype/platform/query';
import styles from './share-code-page.module.scss';
import { useAppT } from '../../i18n';
import ko from '../../i18n/ko';

// The Korean texts (the page shows them in the page's language).
export const SHARE_CODE_GONE = ko.shareCode.gone;
export const SHARE_CODE_FAILED = ko.shareCode.failed;

type State = { status: 'loading' } | { status: 'gone' } | { status: 'failed' };

export default function ShareCodePage() {
  const t = useAppT();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const wellFormed = SHARE_CODE_PATTERN.test(code);
  const shared = useApiQuery({
    queryKey: ['share-code', code],
    queryFn: () => profilesApi.byShareCode(code),
    enabled: wellFormed,
    // Read afresh on every visit, as before the shared client.
    gcTime: 0,
  });
  const link = shared.data?.profileLink;

  useEffect(() => {
    if (link) void navigate(link, { replace: true });
  }, [link, navigate]);

  const state: State =
    !wellFormed || shared.data === null
      ? { status: 'gone' }
      : shared.isError && !shared.isFetching
        ? { status: 'failed' }
        : { status: 'loading' };

  return (
    <section className={styles.page} aria-labelledby="share-code-title">
      <h1 id="share-code-title" className={styles.title}>
        {t('shareCode.title')}
      </h1>
      {state.status === 'loading' && (
        <div className={styles.overlay} role="status" aria-live="polite">
          <span className={styles.spinner} aria-hidden="true" />
          {t('shareCode.opening')}
        </div>
      )}
      {state.status !== 'loading' && (
        <div className={styles.problem} role="alert">
          <p>{state.status === 'gone' ? t('shareCode.gone') : t('shareCode.failed')}</p>
          {state.status === 'failed' && (
            <button type="button" className={styles.button} onClick={() => void shared.refetch()}>
              {t('common.retry')}
            </button>
          )}
          <Link className={styles.button} to="/">
            {t('shareCode.home')}
          </Link>
        </div>
      )}
    </section>
  );
}
