import { PreparingPage } from '../../lib/preparing-page';

export default function MyPage() {
  return <PreparingPage path="/myPage" />;
}
