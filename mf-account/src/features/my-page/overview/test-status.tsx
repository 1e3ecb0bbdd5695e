import { Link } from 'react-router-dom';
import { SECTIONS, SECTION_DONE, groupOfType, typeById } from '@genetype/domain';
import { useLanguageStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { typeReportById } from '@genetype/content';
import { ReviewButton } from '../../../components/reviews';
import styles from './overview.module.scss';
import { useAppT } from '../../../i18n';

/** The member's own test: not started, in progress (interim sections) or done (the final type). */
export function TestStatus({ user }: { user: User }) {
  const t = useAppT();
  const language = useLanguageStore((state) => state.language);
  const done = Math.min(Math.max(user.section, 0), SECTION_DONE);
  const final = user.results.find((entry) => entry.typeId !== undefined);
  const finalType = final?.typeId ? typeById(final.typeId) : undefined;

  if (done === 0 && user.results.length === 0) {
    return (
      <div className={styles.empty} data-testid="test-status-empty">
        <p className={styles.emptyTitle}>{t('overview.emptyTitle')}</p>
        <p className={styles.muted}>{t('overview.emptyText')}</p>
        <Link to="/questions" className={styles.primary}>
          {t('overview.start')}
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.status}>
      <p className={styles.progressLabel}>
        {done >= SECTION_DONE
          ? t('overview.allDone')
          : t('overview.sectionsDone', { done, total: 4 })}
      </p>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('overview.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={done * 25}
      >
        <span style={{ width: `${done * 25}%` }} />
      </div>
      <ul className={styles.sections}>
        {SECTIONS.map((section) => {
          const entry = user.results.find((result) => result.section === section.letter);
          return (
            <li key={section.letter} className={styles.sectionItem} data-done={Boolean(entry)}>
              <span className={styles.sectionName}>
                {section.letter}. {t(`sections.${section.letter}`)}
              </span>
              {entry ? (
                <>
                  <span className={styles.geneType}>{entry.geneType}</span>
                  <Link
                    to={`/result?type=${section.letter}`}
                    className={styles.textLink}
                    aria-label={t('overview.sectionResult', {
                      section: t(`sections.${section.letter}`),
                    })}
                  >
                    {t('overview.viewResult')}
                  </Link>
                </>
              ) : (
                <span className={styles.muted}>{t('overview.notYet')}</span>
              )}
            </li>
          );
        })}
      </ul>
      {finalType ? (
        <div className={styles.final}>
          <p className={styles.finalLabel}>{t('overview.myType')}</p>
          <p className={styles.finalCode}>
            {(language === 'ko' ? typeReportById(finalType.id)?.heading : undefined) ??
              t('overview.typeNumber', { id: finalType.id })}
            <span className={styles.groupName}>{finalType.code}</span>
          </p>
          {/* The group names are Korean only for now. */}
          {language === 'ko' && (
            <p className={styles.muted}>
              {t('overview.group', { name: groupOfType(finalType.id)?.name ?? '' })}
            </p>
          )}
          <Link to={`/typeReport/${finalType.id}`} className={styles.primary}>
            {t('overview.viewReport', { id: finalType.id })}
          </Link>
          <ReviewButton />
        </div>
      ) : (
        done < SECTION_DONE && (
          <Link to="/questions" className={styles.primary}>
            {t('overview.continue')}
          </Link>
        )
      )}
    </div>
  );
}
