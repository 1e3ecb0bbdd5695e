import { useEffect, useState } from 'react';
import { deliverPhoneVerification } from '@genetype/shared';
import { CallbackView } from '../../components/callback-view/callback-view';

/**
 * /phoneVerifyResponse: the identity-check popup lands here with the provider's sealed reply.
 * It hands the reply to the opener's global callback (spec §4) and closes itself.
 */
export default function PhoneVerifyResponsePage() {
  const [orphan, setOrphan] = useState(false);

  useEffect(() => {
    const encodeData = new URLSearchParams(window.location.search).get('EncodeData') ?? '';
    if (deliverPhoneVerification(encodeData)) window.close();
    else setOrphan(true);
  }, []);

  if (!orphan)
    return <CallbackView title="휴대폰 본인인증" message="인증 결과를 전달하고 있어요." busy />;
  return (
    <CallbackView
      title="휴대폰 본인인증"
      message="본인인증 창에서만 열 수 있는 페이지예요. 이 창을 닫고 다시 시도해 주세요."
      busy={false}
    />
  );
}
