// My page's notice once a friend kept on the account and the member both have results: the offer
// to compare, where the member looks after finishing the test (issue 38).
import { Link } from 'react-router-dom';
import type { User } from '@genetype/domain/contracts';
import { useApiQuery } from '@genetype/platform/query';
import { friendComparePath, friendsQuery } from '../../components/friends';
import styles from './my-page.module.scss';
import { useAppT } from '../../i18n';

export function FriendNotice({ user }: { user: User }) {
  const t = useAppT();
  const finished = user.results.some((entry) => entry.section === 'D' && entry.typeId);
  const friends = useApiQuery({ ...friendsQuery(), enabled: finished });
  // The friend kept most recently who has a result too.
  const friend = friends.data?.filter((entry) => entry.typeId !== null).at(-1);
  if (!finished || !friend) return null;
  return (
    <div className={styles.notice} role="status" data-testid="friend-notice">
      <p>{t('myPage.friendNotice', { name: friend.nickname })}</p>
      <Link className={styles.noticeLink} to={friendComparePath(friend.code)}>
        {t('myPage.friendNoticeLink', { name: friend.nickname })}
      </Link>
    </div>
  );
}
