import { Link } from 'react-router-dom';
import styles from './footer.module.scss';

/** The year 진타입 opened; the copyright runs from here to the current year. */
export const SERVICE_START_YEAR = 2024;
export const INSTAGRAM_URL = 'https://www.instagram.com/genetype.official/';

const footerLinks = [
  { label: '문의하기', to: '/contact' },
  { label: '이용약관', to: '/termAndCondition' },
  { label: '개인정보처리방침', to: '/privacyPolicy', emphasis: true },
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
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/" className={styles.wordmark} aria-label="진타입 홈">
            진타입
          </Link>
          <p className={styles.tagline}>유전자로 알아보는 나의 학습 유형</p>
        </div>

        <nav aria-label="서비스 정보" className={styles.nav}>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={'emphasis' in link ? `${styles.link} ${styles.emphasis}` : styles.link}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.bottom}>
          <p className={styles.copyright}>© {copyrightYears()} 진타입. All rights reserved.</p>
          <a
            className={styles.social}
            href={INSTAGRAM_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="진타입 인스타그램 (새 창에서 열림)"
          >
            <InstagramIcon />
          </a>
        </div>
      </div>
    </footer>
  );
}
