import { PreparingPage } from '@genetype/shared/ui';

export default function KakaoLinkPage() {
  return <PreparingPage path="/kakao/link" />;
}
