// /family/compare: two results of the member's family (?a=…&b=…), or the member and a friend
// (?friend={code}, issue 38). One route-table entry, two features: the friend compare is its own
// chunk, fetched only when a friend's code is in the address.
import { useSearchParams } from 'react-router-dom';
import { lazyPage } from '@genetype/ui';
import FamilyComparePage from '../features/my-page/family/compare-page';

const FriendComparePage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "friend-compare" */ '../features/friend-compare/friend-compare-page'
    ),
);

export default function CompareRoute() {
  const [params] = useSearchParams();
  return params.has('friend') ? <FriendComparePage /> : <FamilyComparePage />;
}
