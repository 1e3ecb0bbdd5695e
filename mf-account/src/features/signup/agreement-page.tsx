import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from '@genetype/platform';
import type { ConsentsRequest } from '@genetype/domain/contracts';
import { ConsentForm, fromConsentsRequest } from '../../components/consent-form';
import { isLoggedIn, signupState } from './signup-state';
import styles from './agreement-page.module.scss';
import { useAppT } from '../../i18n';

/** Step 1 of sign-up: consents and age check, then /create-account with them in router state. */
export default function AgreementPage() {
  const t = useAppT();
  const location = useLocation();
  const navigate = useNavigate();
  // Subscribing re-renders when a login elsewhere completes.
  useAuthStore((state) => state.user);
  if (isLoggedIn()) return <Navigate to="/" replace />;

  const state = signupState(location.state);
  const next = (consents: ConsentsRequest) => {
    // Remember the choices on this entry too, so "back" from /create-account keeps them.
    void navigate(location.pathname, { replace: true, state: { ...state, consents } });
    void navigate('/create-account', { state: { ...state, consents } });
  };

  return (
    <section className={styles.page} aria-labelledby="agreement-title">
      <p className={styles.step}>{t('signup.step', { step: 1, total: 2 })}</p>
      <h1 id="agreement-title" className={styles.title}>
        {t('signup.agreementTitle')}
      </h1>
      <p className={styles.lead}>{t('signup.agreementLead')}</p>
      <ConsentForm onSubmit={next} initialValues={fromConsentsRequest(state.consents)} />
    </section>
  );
}
