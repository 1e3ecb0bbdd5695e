import { PreparingPage } from '@genetype/shared/ui';

export default function KakaoLoginPage() {
  return <PreparingPage path="/kakao/login" />;
}
