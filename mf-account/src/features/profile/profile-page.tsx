import { useParams } from 'react-router-dom';
import { PreparingPage } from '@genetype/shared/ui';

export default function ProfilePage() {
  const { nickname = '' } = useParams();
  return (
    <PreparingPage path="/profiles/:nickname">
      <p>{nickname}님의 프로필</p>
    </PreparingPage>
  );
}
