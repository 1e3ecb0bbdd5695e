import { Link } from 'react-router-dom';
import { typeGroups, typeReportSummaries } from '@genetype/shared/content';
import { titleOf } from '@genetype/shared/ui';
import { GroupCharacter } from '../../components/illustrations';
import styles from './type-report.module.scss';

export default function TypeReportListPage() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{titleOf('/typeReport')}</h1>
        <p className={styles.lead}>
          지구력과 애착의 조합으로 나뉜 9개 그룹, 그리고 창의성과 감정에 따라 나뉜 54가지 유형의
          리포트를 읽어 보세요.
        </p>
      </header>
      {typeGroups.map((group) => (
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
            {typeReportSummaries
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
