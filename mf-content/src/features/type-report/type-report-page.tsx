import { useParams } from 'react-router-dom';
import { typeById } from '@genetype/shared';
import { PreparingPage } from '@genetype/shared/ui';

const TYPE_NUMBER = /^[1-9][0-9]*$/;

export default function TypeReportPage() {
  const { number = '' } = useParams();
  const type = TYPE_NUMBER.test(number) ? typeById(Number(number)) : undefined;
  // The shell's not-found page answers any number outside 1–54; this app renders nothing there.
  if (!type) return null;
  return (
    <PreparingPage path="/typeReport/:number">
      <p>
        {type.id}번 유형 · {type.code}
      </p>
    </PreparingPage>
  );
}
