// /s/{code}: the short share address, the page a friend lands on. It shows the sharer's
// character, type, group and a short description, and leads on: a visitor to "나도 검사하기"
// (sign-up, then the test, the code remembered through both), a member with a result to
// "나와 비교하기". An unknown, expired or revoked code gets the not-found message (HTTP 404 from
// the page composer).
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { rememberReturnPath, useAuthStore } from '@genetype/platform';
import { useApiMutation } from '@genetype/platform/query';
import type { User } from '@genetype/domain/contracts';
import { friendComparePath, rememberFriend } from '../../components/friends';
import { SharedTypeCard } from './shared-type-card';
import { useTypeReading } from '../../components/type-reading';
import { useSharedProfile } from './use-shared-profile';
import styles from './share-code-page.module.scss';
import { useAppT } from '../../i18n';
import ko from '../../i18n/ko';

// The Korean texts (the page shows them in the page's language).
export const SHARE_CODE_GONE = ko.shareCode.gone;
export const SHARE_CODE_FAILED = ko.shareCode.failed;

/** `?join=1`: the visitor tapped "나도 검사하기" and came back signed up. */
export const JOIN_PARAM = 'join';

const hasFinished = (user: User | null): boolean =>
  Boolean(user?.results.some((entry) => entry.section === 'D' && entry.typeId));

const sameName = (a: string | null | undefined, b: string): boolean =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

/**
 * Back from sign-up (or a member tapping "나도 검사하기"): the sharer is kept on the account, so
 * my page offers the compare once both have results, and the member goes on to the test.
 */
function useJoin(code: string, active: boolean, finished: boolean) {
  const navigate = useNavigate();
  const started = useRef(false);
  const join = useApiMutation({
    mutationFn: () => rememberFriend(code),
    // The offer is a kindness: a failure to keep it must not stand between the member and the test.
    onSettled: () =>
      void navigate(finished ? friendComparePath(code) : '/questions', { replace: true }),
  });
  const { mutate } = join;
  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    mutate();
  }, [active, mutate]);
  return join;
}

export default function ShareCodePage() {
  const t = useAppT();
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useSharedProfile(code);
  const user = useAuthStore((store) => store.user);
  const signedIn = useAuthStore((store) => store.status === 'authenticated');
  const shared = state.status === 'ready' ? state.shared : null;
  const type = useTypeReading(shared?.typeId ?? null);
  const own = Boolean(shared && signedIn && sameName(user?.nickname, shared.nickname));
  const finished = hasFinished(user);
  const joining = Boolean(shared) && signedIn && !own && params.get(JOIN_PARAM) === '1';
  const join = useJoin(code, joining, finished);

  const startAsVisitor = () => {
    // Sign-up (either way: the form or Kakao/Google) comes back here, and `join` takes over.
    rememberReturnPath({ pathname: `/s/${code}`, search: `?${JOIN_PARAM}=1` });
    void navigate('/signup');
  };

  return (
    <section className={styles.page} aria-labelledby="share-code-title">
      <h1 id="share-code-title" className={styles.title}>
        {t('shareCode.title')}
      </h1>
      {(state.status === 'loading' || (shared && type === undefined) || joining) && (
        <div className={styles.overlay} role="status" aria-live="polite">
          <span className={styles.spinner} aria-hidden="true" />
          {joining || join.isPending ? t('shareCode.joining') : t('shareCode.opening')}
        </div>
      )}
      {(state.status === 'gone' || state.status === 'failed') && (
        <div className={styles.problem} role="alert">
          <p>{state.status === 'gone' ? t('shareCode.gone') : t('shareCode.failed')}</p>
          {state.status === 'failed' && (
            <button type="button" className={styles.button} onClick={state.retry}>
              {t('common.retry')}
            </button>
          )}
          <Link className={styles.button} to="/">
            {t('shareCode.home')}
          </Link>
        </div>
      )}
      {shared && type !== undefined && !joining && (
        <>
          {type ? (
            <SharedTypeCard nickname={shared.nickname} type={type} />
          ) : (
            <p className={styles.lead}>{t('shareCode.notFinished', { name: shared.nickname })}</p>
          )}
          <div className={styles.next}>
            {own ? (
              <>
                <p className={styles.note}>{t('shareCode.own')}</p>
                <Link
                  className={styles.secondary}
                  to={`/profiles/${encodeURIComponent(shared.nickname)}`}
                >
                  {t('shareCode.ownProfile')}
                </Link>
              </>
            ) : signedIn && finished && shared.typeId ? (
              <>
                <Link className={styles.primary} to={friendComparePath(code)}>
                  {t('shareCode.compare')}
                </Link>
                <p className={styles.note}>{t('shareCode.compareNote')}</p>
              </>
            ) : signedIn && finished ? (
              <p className={styles.note}>
                {t('shareCode.friendPending', { name: shared.nickname })}
              </p>
            ) : (
              <>
                <button
                  type="button"
                  className={styles.primary}
                  onClick={() =>
                    signedIn
                      ? void navigate(`?${JOIN_PARAM}=1`, { replace: true })
                      : startAsVisitor()
                  }
                >
                  {t('shareCode.join')}
                </button>
                <p className={styles.note}>
                  {signedIn
                    ? t('shareCode.finishFirst', { name: shared.nickname })
                    : t('shareCode.joinNote', { name: shared.nickname })}
                </p>
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
