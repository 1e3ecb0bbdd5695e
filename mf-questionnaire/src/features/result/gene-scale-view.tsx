// Where the member falls between a gene's types (issue #37; docs/scoring.md, "Where you fall"),
// drawn from the stored scores by @genetype/domain's geneScale. ACE and 5-HTT are a line between
// their two poles with the type zones the rules draw on it; DRD2 and DRD4 are three shares of one
// bar. The drawing is one image whose label says what it shows; the visible percentages print.
import type { CSSProperties } from 'react';
import type { GeneScale, SectionLetter } from '@genetype/domain';
import { geneScale } from '@genetype/domain';
import type { AppT } from '../../i18n';
import { useAppT } from '../../i18n';
import { poleLabel } from './result-texts';
import styles from './gene-scale.module.scss';

export interface GeneScaleViewProps {
  section: SectionLetter;
  geneType: string;
  scores: Record<string, number>;
}

/** "꾸준히 이어 가는 힘(I) 70%, 짧고 강하게 몰아치는 힘(D) 30% — II 유형 쪽": the image's words. */
export function scaleSentence(t: AppT, scale: GeneScale): string {
  const shares = scale.poles
    .map((share) =>
      t('scale.share', {
        name: poleLabel(t, scale.section, share.pole),
        pole: share.pole,
        percent: share.percent,
      }),
    )
    .join(t('scale.separator'));
  return t('scale.sentence', { shares, type: scale.geneType });
}

/** A line from the first pole (left) to the second, with the type zones and the member's point. */
function TwoPoleScale({ scale, t }: { scale: GeneScale; t: AppT }) {
  const [first, second] = scale.poles;
  // geneScale measures the first pole's share from the second pole's end; drawn mirrored, the
  // first pole (I, S) reads first.
  const point = Math.round((100 - (scale.position ?? 50)) * 10) / 10;
  return (
    <>
      <div className={styles.line}>
        {(scale.zones ?? []).map((zone) => (
          <span
            key={zone.geneType}
            className={styles.zone}
            data-own={zone.geneType === scale.geneType || undefined}
            style={{ left: `${100 - zone.to}%`, width: `${zone.to - zone.from}%` }}
          >
            <span className={styles.zoneName}>{zone.geneType}</span>
          </span>
        ))}
        <span
          className={styles.marker}
          data-testid={`scale-marker-${scale.section}`}
          style={{ '--point': `${point}%` } as CSSProperties}
        />
      </div>
      <div className={styles.ends}>
        {[first, second].map((share) =>
          share ? (
            <p key={share.pole} className={styles.end}>
              <strong>
                {share.pole} {share.percent}%
              </strong>
              <span>{poleLabel(t, scale.section, share.pole)}</span>
            </p>
          ) : null,
        )}
      </div>
    </>
  );
}

/** One bar split into the three poles' shares; the member's type is the strongest colour. */
function ThreePoleScale({ scale, t }: { scale: GeneScale; t: AppT }) {
  return (
    <>
      <div className={styles.bar}>
        {scale.poles.map((share, index) =>
          share.percent > 0 ? (
            <span
              key={share.pole}
              className={styles.segment}
              data-tone={index}
              data-own={share.pole === scale.geneType || undefined}
              style={{ width: `${share.percent}%` }}
            >
              {share.percent >= 12 ? share.pole : ''}
            </span>
          ) : null,
        )}
      </div>
      <ul className={styles.legend}>
        {scale.poles.map((share, index) => (
          <li key={share.pole} data-own={share.pole === scale.geneType || undefined}>
            <span className={styles.swatch} data-tone={index} />
            <span className={styles.legendName}>
              {poleLabel(t, scale.section, share.pole)} ({share.pole})
            </span>
            <strong>{share.percent}%</strong>
          </li>
        ))}
      </ul>
    </>
  );
}

export function GeneScaleView({ section, geneType, scores }: GeneScaleViewProps) {
  const t = useAppT();
  const scale = geneScale({ section, geneType, scores });
  return (
    <div
      className={styles.scale}
      role="img"
      aria-label={scaleSentence(t, scale)}
      data-testid={`scale-${section}`}
    >
      {scale.position === null ? (
        <ThreePoleScale scale={scale} t={t} />
      ) : (
        <TwoPoleScale scale={scale} t={t} />
      )}
    </div>
  );
}
