export {
  KAKAO_LABEL,
  SHARE_COPIED_LABEL,
  SHARE_LABEL,
  ShareButton,
  shareContent,
} from './share-button';
export { KakaoShareButton } from './kakao-share-button';
