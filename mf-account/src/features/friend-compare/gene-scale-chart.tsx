// One gene, both people on one scale. ACE and 5-HTT are a line from one pole to the other with the
// types' zones on it (geneScale's 0–100 position); DRD2 and DRD4 have three poles, so each person
// gets a bar of their three shares, one above the other on the same axis. The drawing is for the
// eye (aria-hidden); the list under it says the same in words.
import type { GeneScale } from '@genetype/domain';
import styles from './friend-compare.module.scss';
import { useAppT } from '../../i18n';

export interface ScalePerson {
  name: string;
  scale: GeneScale;
}

function describe(t: ReturnType<typeof useAppT>, person: ScalePerson): string {
  const { scale } = person;
  if (scale.position !== null) {
    const first = scale.poles[0];
    return t('friendCompare.position', {
      name: person.name,
      type: scale.geneType,
      pole: first?.pole ?? '',
      percent: Math.round(scale.position),
    });
  }
  return t('friendCompare.shares', {
    name: person.name,
    type: scale.geneType,
    shares: scale.poles.map((pole) => `${pole.pole} ${pole.percent}%`).join(' · '),
  });
}

function ZoneLine({ me, friend }: { me: ScalePerson; friend: ScalePerson }) {
  const zones = me.scale.zones ?? [];
  return (
    <div className={styles.line} aria-hidden="true">
      <span
        className={`${styles.marker} ${styles.markerMe}`}
        style={{ left: `${me.scale.position ?? 50}%` }}
        data-testid="marker-me"
      >
        <span className={styles.markerLabel}>{me.name}</span>
      </span>
      <div className={styles.zones}>
        {zones.map((zone) => (
          <span
            key={zone.geneType}
            className={`${styles.zone} ${zone.geneType === me.scale.geneType || zone.geneType === friend.scale.geneType ? styles.zoneHeld : ''}`}
            style={{ left: `${zone.from}%`, width: `${zone.to - zone.from}%` }}
          >
            {zone.geneType}
          </span>
        ))}
      </div>
      <span
        className={`${styles.marker} ${styles.markerFriend}`}
        style={{ left: `${friend.scale.position ?? 50}%` }}
        data-testid="marker-friend"
      >
        <span className={styles.markerLabel}>{friend.name}</span>
      </span>
    </div>
  );
}

function ShareBars({ people }: { people: ScalePerson[] }) {
  return (
    <div className={styles.bars} aria-hidden="true">
      {people.map((person, row) => (
        <div key={row} className={styles.barRow}>
          <span className={styles.barName}>{person.name}</span>
          <span className={styles.bar}>
            {person.scale.poles.map((pole, index) => (
              <span
                key={pole.pole}
                className={`${styles.share} ${styles[`share${index}`] ?? ''} ${pole.pole === person.scale.geneType ? styles.shareHeld : ''}`}
                style={{ width: `${pole.percent}%` }}
              >
                {pole.percent >= 14 ? pole.pole : ''}
              </span>
            ))}
          </span>
        </div>
      ))}
    </div>
  );
}

/** Both people on one gene's scale, drawn and said in words. */
export function GeneScaleChart({
  me,
  friend,
  label,
}: {
  me: ScalePerson;
  friend: ScalePerson;
  label: string;
}) {
  const t = useAppT();
  return (
    <figure className={styles.figure} aria-label={label}>
      {me.scale.position !== null && friend.scale.position !== null ? (
        <ZoneLine me={me} friend={friend} />
      ) : (
        <ShareBars people={[me, friend]} />
      )}
      <figcaption>
        <ul className={styles.positions}>
          <li>{describe(t, me)}</li>
          <li>{describe(t, friend)}</li>
        </ul>
      </figcaption>
    </figure>
  );
}
