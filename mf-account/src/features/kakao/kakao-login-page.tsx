import { PreparingPage } from '../../lib/preparing-page';

export default function KakaoLoginPage() {
  return <PreparingPage path="/kakao/login" />;
}
