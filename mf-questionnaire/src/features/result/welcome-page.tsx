// /welcome: what the test is and how it goes, with the way in for oneself or for someone else.
import { Link } from 'react-router-dom';
import { SECTIONS, mainAction } from '@genetype/domain';
import { useAuthStore } from '@genetype/platform';
import { RequireMember } from '@genetype/ui';
import { LoadingIndicator } from '../../components/loading-indicator/loading-indicator';
import { AnswerForOtherForm } from '../../components/answer-for-other-form/answer-for-other-form';
import { useAppT } from '../../i18n';
import styles from './result.module.scss';

function WelcomeContent() {
  const t = useAppT();
  const user = useAuthStore((state) => state.user);
  const action = mainAction(user);
  return (
    <section className={styles.page} aria-labelledby="welcome-title">
      <h1 id="welcome-title" className={styles.title}>
        {t('welcome.title')}
      </h1>
      <p className={styles.summary}>
        {user?.nickname ? t('welcome.greeting', { nickname: user.nickname }) : ''}
        {t('welcome.summary')}
      </p>
      <ol className={styles.list}>
        {SECTIONS.map((section) => (
          <li key={section.letter}>
            <strong>
              {t('welcome.section', {
                letter: section.letter,
                name: t(`sectionNames.${section.letter}`),
              })}
            </strong>{' '}
            — {t(`welcome.notes.${section.letter}`)}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Link className={styles.primaryLink} to={action.to}>
          {t(`mainAction.${action.key}`)}
        </Link>
      </div>
      <AnswerForOtherForm />
    </section>
  );
}

export default function WelcomePage() {
  const t = useAppT();
  return (
    <RequireMember fallback={<LoadingIndicator label={t('common.checkingMember')} />}>
      <WelcomeContent />
    </RequireMember>
  );
}
