import { Link } from 'react-router-dom';
import { GroupCharacter } from '@genetype/ui/illustrations';
import type { TypeReading } from '../../components/type-reading';
import styles from './share-code-page.module.scss';
import { useAppT } from '../../i18n';

/** The sharer's type as a friend first sees it: character, name, code, group and description. */
export function SharedTypeCard({ nickname, type }: { nickname: string; type: TypeReading }) {
  const t = useAppT();
  return (
    <article
      className={styles.card}
      style={{ borderColor: type.color }}
      aria-labelledby="shared-type-name"
      data-testid="shared-type"
    >
      <GroupCharacter
        group={type.group}
        color={type.color}
        size={104}
        title={t('shareCode.character', { character: type.character })}
        className={styles.character}
      />
      <div className={styles.cardBody}>
        <p className={styles.eyebrow}>{t('shareCode.whose', { name: nickname })}</p>
        <h2 id="shared-type-name" className={styles.typeName}>
          {t('shareCode.typeLine', { id: type.id, name: type.name })}
          <span className={styles.code}>{type.code}</span>
        </h2>
        <p className={styles.group}>
          <span className={styles.dot} style={{ background: type.color }} aria-hidden="true" />
          {t('shareCode.group', { name: type.groupName })}
        </p>
        <p className={styles.description}>{type.description}</p>
        <Link className={styles.textLink} to={`/typeReport/${type.id}`}>
          {t('shareCode.report', { id: type.id })}
        </Link>
      </div>
    </article>
  );
}
