import { Link } from 'react-router-dom';
import { typeGroups, typeReportById } from '@genetype/content';
import { useContent } from '@genetype/ui/content';
import { useAppT } from '../../i18n';
import { GroupCharacter } from '../../components/illustrations';
import styles from './home-page.module.scss';

/** The member's own type: number, name, description, character icon and a link to the report. */
export default function MyTypeCard({ typeId }: { typeId: number }) {
  const t = useAppT();
  const content = useContent(
    { typeGroups, typeReportById },
    ['typeGroups', 'typeReportSummaries'],
    (english) => ({
      typeGroups: english.typeGroups,
      typeReportById: (id: number) => english.typeReportSummaries[id - 1],
    }),
  );
  const report = content?.typeReportById(typeId);
  if (!report) return null;
  const group = content?.typeGroups[report.group - 1];
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
        title={t('home.characterImage', { character: report.character })}
      />
      <div className={styles.myTypeBody}>
        <h2 id="my-type-title" className={styles.myTypeLabel}>
          {t('home.myTypeTitle')}
        </h2>
        <p className={styles.myTypeName}>
          <span className={styles.myTypeNumber}>{t('home.typeNumber', { id: report.id })}</span>{' '}
          {report.name}
          <span className={styles.code}>{report.code}</span>
        </p>
        <p className={styles.cardText}>{report.description}</p>
        <Link className={styles.more} to={report.link}>
          {t('home.myReport')}
        </Link>
      </div>
    </section>
  );
}
