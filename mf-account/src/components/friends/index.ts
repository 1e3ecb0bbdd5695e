export { fetchFriends, friendsKeys, friendsQuery, rememberFriend } from './friends-api';
export { friendComparePath, shareCodeFrom } from './friend-code';
