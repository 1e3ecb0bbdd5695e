import { Link } from 'react-router-dom';
import { typeGroups, typeReportById } from '@genetype/shared/content';
import { GroupCharacter } from '../../components/illustrations';
import styles from './home-page.module.scss';

/** The member's own type: number, name, description, character icon and a link to the report. */
export default function MyTypeCard({ typeId }: { typeId: number }) {
  const report = typeReportById(typeId);
  if (!report) return null;
  const group = typeGroups[report.group - 1];
  return (
    <section
      className={styles.myType}
      aria-labelledby="my-type-title"
      style={{ borderColor: group?.color }}
    >
      <GroupCharacter
        group={report.group}
        color={group?.color ?? '#5b4fe0'}
        size={88}
        title={`${report.character} 캐릭터`}
      />
      <div className={styles.myTypeBody}>
        <h2 id="my-type-title" className={styles.myTypeLabel}>
          나의 유형
        </h2>
        <p className={styles.myTypeName}>
          <span className={styles.myTypeNumber}>{report.id}번</span> {report.name}
          <span className={styles.code}>{report.code}</span>
        </p>
        <p className={styles.cardText}>{report.description}</p>
        <Link className={styles.more} to={report.link}>
          내 유형 리포트 보기
        </Link>
      </div>
    </section>
  );
}
