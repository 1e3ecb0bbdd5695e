import type { User } from '@genetype/domain/contracts';
import { SocialLoginSection } from '../social-logins';
import { WithdrawalSection } from '../withdrawal';
import { EmailRow } from './email-row';
import { PasswordRow } from './password-row';
import { PhoneRow } from './phone-row';
import { NicknameRow, settingsStyles as styles } from '../../../components/settings-form';
import { LanguageRow } from './language-row';
import { BackToTest } from './back-to-test';
import { useAppT } from '../../../i18n';

/**
 * The settings tab (spec §2): profile rows, then the withdrawal and social-login sections, which
 * live in ../withdrawal and ../social-logins.
 */
export function SettingsPanel({ user }: { user: User }) {
  const t = useAppT();
  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby="settings-account-title">
        <h2 id="settings-account-title" className={styles.sectionTitle}>
          {t('settings.accountTitle')}
        </h2>
        <dl className={styles.readOnly}>
          <div>
            <dt>{t('settings.userId')}</dt>
            <dd data-testid="settings-user-id">{user.userId}</dd>
          </div>
          <div>
            <dt>{t('settings.email')}</dt>
            <dd data-testid="settings-email">{user.email}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="settings-profile-title">
        <h2 id="settings-profile-title" className={styles.sectionTitle}>
          {t('settings.profileTitle')}
        </h2>
        <BackToTest user={user} />
        <NicknameRow nickname={user.nickname} />
        <PasswordRow isPasswordSet={user.isPasswordSet} />
        <PhoneRow phoneNumber={user.phoneNumber} />
        <EmailRow email={user.email} />
        <LanguageRow />
      </section>

      <section className={styles.section} aria-labelledby="settings-connections-title">
        <h2 id="settings-connections-title" className={styles.sectionTitle}>
          {t('settings.connectionsTitle')}
        </h2>
        <SocialLoginSection />
        <WithdrawalSection />
      </section>
    </div>
  );
}
