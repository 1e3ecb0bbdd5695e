import { Link } from 'react-router-dom';
import { SERVICE_INFO } from '../../components/service-info';
import { useAppT } from '../../i18n';
import type { Catalogue } from '../../i18n/ko';
import styles from './contact-page.module.scss';

type ContactKey = `contact.${keyof Catalogue['contact']}`;

interface Faq {
  question: ContactKey;
  answer: ContactKey;
  link?: { to: string; label: ContactKey };
}

/** The questions and answers (keys of the app's catalogue). */
export const CONTACT_FAQ: Faq[] = [
  { question: 'contact.faqAge', answer: 'contact.faqAgeAnswer' },
  { question: 'contact.faqTime', answer: 'contact.faqTimeAnswer' },
  {
    question: 'contact.faqAccuracy',
    answer: 'contact.faqAccuracyAnswer',
    link: { to: '/learningGene', label: 'contact.faqAccuracyLink' },
  },
  { question: 'contact.faqAccount', answer: 'contact.faqAccountAnswer' },
  {
    question: 'contact.faqWithdrawal',
    answer: 'contact.faqWithdrawalAnswer',
    link: { to: '/privacyPolicy', label: 'contact.faqWithdrawalLink' },
  },
];

export default function ContactPage() {
  const t = useAppT();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('titles.contact')}</h1>
        <p className={styles.lead}>{t('contact.lead')}</p>
      </header>

      <section className={styles.channels} aria-labelledby="contact-channels">
        <h2 id="contact-channels" className={styles.sectionTitle}>
          {t('contact.channels')}
        </h2>
        <dl className={styles.channelList}>
          <div className={styles.channel}>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${SERVICE_INFO.supportEmail}`} className={styles.mail}>
                {SERVICE_INFO.supportEmail}
              </a>
            </dd>
          </div>
          <div className={styles.channel}>
            <dt>{t('contact.hours')}</dt>
            <dd>{t('contact.supportHours')}</dd>
          </div>
          <div className={styles.channel}>
            <dt>{t('contact.privacy')}</dt>
            <dd>
              <a href={`mailto:${SERVICE_INFO.privacyEmail}`} className={styles.mail}>
                {SERVICE_INFO.privacyEmail}
              </a>
            </dd>
          </div>
        </dl>
        <p className={styles.hint}>{t('contact.hint')}</p>
      </section>

      <section aria-labelledby="contact-faq">
        <h2 id="contact-faq" className={styles.sectionTitle}>
          {t('contact.faq')}
        </h2>
        <div className={styles.faq}>
          {CONTACT_FAQ.map((item) => (
            <details key={item.question} className={styles.faqItem}>
              <summary>{t(item.question)}</summary>
              <p>{t(item.answer)}</p>
              {item.link && (
                <Link to={item.link.to} className={styles.faqLink}>
                  {t(item.link.label)}
                </Link>
              )}
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
