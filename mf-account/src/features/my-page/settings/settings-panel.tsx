import type { User } from '@genetype/shared';
import { SocialLoginSection } from '../social-logins';
import { WithdrawalSection } from '../withdrawal';
import { EmailRow } from './email-row';
import { PasswordRow } from './password-row';
import { PhoneRow } from './phone-row';
import { NicknameRow, settingsStyles as styles } from '../../../components/settings-form';

/**
 * The settings tab (spec §2): profile rows, then the withdrawal and social-login sections, which
 * live in ../withdrawal and ../social-logins.
 */
export function SettingsPanel({ user }: { user: User }) {
  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby="settings-account-title">
        <h2 id="settings-account-title" className={styles.sectionTitle}>
          계정 정보
        </h2>
        <dl className={styles.readOnly}>
          <div>
            <dt>아이디</dt>
            <dd data-testid="settings-user-id">{user.userId}</dd>
          </div>
          <div>
            <dt>이메일</dt>
            <dd data-testid="settings-email">{user.email}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="settings-profile-title">
        <h2 id="settings-profile-title" className={styles.sectionTitle}>
          내 정보 관리
        </h2>
        <NicknameRow nickname={user.nickname} />
        <PasswordRow isPasswordSet={user.isPasswordSet} />
        <PhoneRow phoneNumber={user.phoneNumber} />
        <EmailRow email={user.email} />
      </section>

      <section className={styles.section} aria-labelledby="settings-connections-title">
        <h2 id="settings-connections-title" className={styles.sectionTitle}>
          로그인 연결과 탈퇴
        </h2>
        <SocialLoginSection />
        <WithdrawalSection />
      </section>
    </div>
  );
}
