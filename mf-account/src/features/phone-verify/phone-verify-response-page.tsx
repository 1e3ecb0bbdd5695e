import { useEffect, useState } from 'react';
import { deliverPhoneVerification } from '@genetype/platform/providers';
import { CallbackView } from '../../components/callback-view/callback-view';
import { useAppT } from '../../i18n';

/**
 * /phoneVerifyResponse: the identity-check popup lands here with the provider's sealed reply.
 * It hands the reply to the opener's global callback (spec §4) and closes itself.
 */
export default function PhoneVerifyResponsePage() {
  const t = useAppT();
  const [orphan, setOrphan] = useState(false);

  useEffect(() => {
    const encodeData = new URLSearchParams(window.location.search).get('EncodeData') ?? '';
    if (deliverPhoneVerification(encodeData)) window.close();
    else setOrphan(true);
  }, []);

  if (!orphan)
    return <CallbackView title={t('phone.verifyPhone')} message={t('phone.delivering')} busy />;
  return <CallbackView title={t('phone.verifyPhone')} message={t('phone.orphan')} busy={false} />;
}
