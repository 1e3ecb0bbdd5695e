import { useShellT } from '../../i18n';
import { LanguageSelect } from '../../components/language-select';
import { Link } from 'react-router-dom';
import styles from './footer.module.scss';

/** The year 진타입 opened; the copyright runs from here to the current year. */
export const SERVICE_START_YEAR = 2024;
export const INSTAGRAM_URL = 'https://www.instagram.com/genetype.official/';

const footerLinks = [
  { key: 'footer.contact', to: '/contact' },
  { key: 'footer.terms', to: '/termAndCondition' },
  { key: 'footer.privacy', to: '/privacyPolicy', emphasis: true },
] as const;

export function copyrightYears(now: Date = new Date()): string {
  const current = now.getFullYear();
  return current > SERVICE_START_YEAR
    ? `${SERVICE_START_YEAR}–${current}`
    : String(SERVICE_START_YEAR);
}

function InstagramIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function Footer() {
  const t = useShellT();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/" className={styles.wordmark} aria-label={t('brand.home')}>
            {t('brand.name')}
          </Link>
          <p className={styles.tagline}>{t('brand.tagline')}</p>
        </div>

        <nav aria-label={t('footer.info')} className={styles.nav}>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={'emphasis' in link ? `${styles.link} ${styles.emphasis}` : styles.link}
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.bottom}>
          <p className={styles.copyright}>{t('footer.copyright', { years: copyrightYears() })}</p>
          <div className={styles.language}>
            <LanguageSelect
              label={t('footer.language')}
              hideLabel
              className={styles.languageSelect}
            />
          </div>
          <a
            className={styles.social}
            href={INSTAGRAM_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.instagram')}
          >
            <InstagramIcon />
          </a>
        </div>
      </div>
    </footer>
  );
}
