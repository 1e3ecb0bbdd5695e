import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from '@genetype/shared';
import type { ConsentsRequest } from '@genetype/shared';
import { ConsentForm, fromConsentsRequest } from '../../components/consent-form';
import { isLoggedIn, signupState } from './signup-state';
import styles from './agreement-page.module.scss';

/** Step 1 of sign-up: consents and age check, then /create-account with them in router state. */
export default function AgreementPage() {
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
      <p className={styles.step}>회원가입 1/2단계</p>
      <h1 id="agreement-title" className={styles.title}>
        약관 동의
      </h1>
      <p className={styles.lead}>
        진타입을 시작하기 전에 약관을 확인하고 동의해 주세요. 필수 항목에 모두 동의해야 가입할 수
        있어요.
      </p>
      <ConsentForm onSubmit={next} initialValues={fromConsentsRequest(state.consents)} />
    </section>
  );
}
