import { PreparingPage } from '@genetype/shared/ui';

export default function MyPage() {
  return <PreparingPage path="/myPage" />;
}
