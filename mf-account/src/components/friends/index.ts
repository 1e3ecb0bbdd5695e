export { FRIENDS_KEY, fetchFriends, friendsQuery, rememberFriend } from './friends-api';
export { friendComparePath, shareCodeFrom } from './friend-code';
