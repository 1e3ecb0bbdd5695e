import { PreparingPage } from '../../lib/preparing-page';

export default function KakaoLinkPage() {
  return <PreparingPage path="/kakao/link" />;
}
