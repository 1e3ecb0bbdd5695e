// The family tab's "친구와 비교하기": the friends kept on the account (from a shared profile or an
// earlier compare) with the way to compare, and a field for a friend's link or code.
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '@genetype/platform';
import { useApiMutation, useApiQuery } from '@genetype/platform/query';
import type { FriendLink } from '@genetype/domain/contracts';
import {
  friendComparePath,
  friendsQuery,
  rememberFriend,
  shareCodeFrom,
} from '../../../components/friends';
import styles from './family.module.scss';
import { useAppT } from '../../../i18n';

function FriendRow({ friend, finished }: { friend: FriendLink; finished: boolean }) {
  const t = useAppT();
  return (
    <li className={styles.person} data-testid={`friend-${friend.code}`}>
      <div className={styles.personHead}>
        <span className={styles.personName}>{friend.nickname}</span>
        {friend.typeId ? (
          <span>
            {friend.typeName
              ? t('overview.typeNamed', { id: friend.typeId, name: friend.typeName })
              : t('overview.typeNumber', { id: friend.typeId })}
          </span>
        ) : null}
      </div>
      {friend.typeId && finished ? (
        <div className={styles.actions}>
          <Link to={friendComparePath(friend.code)} className={styles.textLink}>
            {t('family.friendCompareWith', { name: friend.nickname })}
          </Link>
        </div>
      ) : (
        <p className={styles.muted}>
          {friend.typeId
            ? t('shareCode.finishFirst', { name: friend.nickname })
            : t('family.friendPending', { name: friend.nickname })}
        </p>
      )}
    </li>
  );
}

function PasteForm() {
  const t = useAppT();
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const open = useApiMutation({
    mutationFn: (code: string) => rememberFriend(code),
    onSuccess: (friend) => void navigate(friendComparePath(friend.code)),
    onError: (error) => setProblem(errorMessage(error, t('family.friendFailed'))),
  });
  return (
    <form
      className={styles.compareForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const code = shareCodeFrom(value);
        if (!code) {
          setProblem(t('family.friendBad'));
          return;
        }
        setProblem(null);
        open.mutate(code);
      }}
    >
      <div className={`${styles.field} ${styles.friendField}`}>
        <label htmlFor={id}>{t('family.friendLink')}</label>
        <input
          id={id}
          className={styles.friendInput}
          value={value}
          inputMode="url"
          autoComplete="off"
          placeholder="https://genetype.kr/s/AbC12345"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <button type="submit" className={styles.primary} disabled={open.isPending}>
        {t('family.friendCompare')}
      </button>
      {problem && (
        <p id={`${id}-problem`} className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

export function FriendsSection({ finished }: { finished: boolean }) {
  const t = useAppT();
  const friends = useApiQuery(friendsQuery());
  return (
    <section className={styles.card} aria-labelledby="friends-compare-title">
      <h2 id="friends-compare-title" className={styles.cardTitle}>
        {t('family.friendsTitle')}
      </h2>
      <p className={styles.muted}>{t('family.friendsIntro')}</p>
      {friends.isPending && <p className={styles.muted}>{t('family.friendsLoading')}</p>}
      {friends.isError && (
        <p className={styles.error} role="alert">
          {t('family.friendsFailed')}
        </p>
      )}
      {friends.data &&
        (friends.data.length === 0 ? (
          <p className={styles.muted}>{t('family.friendsEmpty')}</p>
        ) : (
          <ul className={styles.people} aria-label={t('family.friendsLabel')}>
            {friends.data.map((friend) => (
              <FriendRow key={friend.code} friend={friend} finished={finished} />
            ))}
          </ul>
        ))}
      <PasteForm />
    </section>
  );
}
