import { Link } from 'react-router-dom';
import { typeGroups, typeReportSummaries } from '@genetype/content';
import { prepareContent, useContent } from '@genetype/ui/content';
import { PageLoading } from '@genetype/ui';
import { useAppT } from '../../i18n';
import { GroupCharacter } from '../../components/illustrations';
import styles from './type-report.module.scss';

/** Before the first render: the groups and summaries in the page's language (preparePage). */
export const prepare = () => prepareContent(['typeGroups', 'typeReportSummaries']);

export default function TypeReportListPage() {
  const t = useAppT();
  const content = useContent(
    { typeGroups, typeReportSummaries },
    ['typeGroups', 'typeReportSummaries'],
    (english) => english,
  );
  if (!content) return <PageLoading />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('titles.typeReportList')}</h1>
        <p className={styles.lead}>{t('typeList.lead')}</p>
      </header>
      {content.typeGroups.map((group) => (
        <section
          key={group.id}
          id={`group-${group.id}`}
          className={styles.group}
          aria-labelledby={`group-${group.id}-title`}
          style={{ borderTopColor: group.color }}
        >
          <div className={styles.groupHeader}>
            <GroupCharacter group={group.id} color={group.color} size={64} />
            <div>
              <h2 id={`group-${group.id}-title`} className={styles.groupTitle}>
                {group.name} <span className={styles.code}>{group.code}</span>
              </h2>
              <p className={styles.groupCharacter}>
                {group.characterName} · {group.keywords.join(' · ')}
              </p>
              <p className={styles.groupDescription}>{group.description}</p>
            </div>
          </div>
          <ul className={styles.typeGrid}>
            {content.typeReportSummaries
              .filter((report) => report.group === group.id)
              .map((report) => (
                <li key={report.id}>
                  <Link
                    to={report.link}
                    className={styles.typeButton}
                    style={{ borderLeftColor: group.color }}
                  >
                    <span className={styles.typeId} aria-hidden="true">
                      {report.id}
                    </span>
                    <span className={styles.typeHeading}>{report.heading}</span>
                    <span className={styles.code}>{report.code}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
