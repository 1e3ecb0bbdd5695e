// One scored section: the gene's type, what it means for learning, where the member falls between
// the gene's types (the scale, from the stored scores) and the repeat-question check.
import type { SectionOutcome } from '@genetype/domain/contracts';
import { GENES, SECTIONS } from '@genetype/domain';
import type { VariantTraits } from '@genetype/content';
import { useAppT } from '../../i18n';
import type { ResultContent } from './result-content';
import { useResultContent } from './result-content';
import { GeneScaleView } from './gene-scale-view';
import styles from './result.module.scss';

/** What the outcome's gene type means, in `content`'s language; undefined for an unknown type. */
export function traitsOf(
  content: ResultContent | undefined,
  outcome: SectionOutcome,
): VariantTraits | undefined {
  return (content?.traits[outcome.gene] as Record<string, VariantTraits> | undefined)?.[
    outcome.geneType
  ];
}

export function SectionOutcomeView({
  outcome,
  headingLevel = 2,
  detail = true,
}: {
  outcome: SectionOutcome;
  headingLevel?: 2 | 3;
  /**
   * The meaning and the strategies of the gene type. The printed report leaves them out: its
   * type report says the same, and without them the four results fit on page 1 (issue 37).
   */
  detail?: boolean;
}) {
  const t = useAppT();
  const section = SECTIONS.find((s) => s.letter === outcome.section);
  const gene = GENES.find((g) => g.key === outcome.gene);
  // The pages wait for the content before showing an outcome, so it is here at once.
  const traits = traitsOf(useResultContent(), outcome);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <article className={styles.card} aria-labelledby={`outcome-${outcome.section}`}>
      <Heading id={`outcome-${outcome.section}`} className={styles.cardTitle}>
        {t('outcome.heading', {
          letter: section?.letter ?? outcome.section,
          name: t(`sectionNames.${outcome.section}`),
          symbol: gene?.symbol ?? '',
        })}
      </Heading>
      <p className={styles.geneType}>
        <strong data-testid={`gene-type-${outcome.section}`}>{outcome.geneType}</strong>
        {traits ? <span>{traits.name}</span> : null}
      </p>
      {traits ? <p className={styles.summary}>{traits.summary}</p> : null}

      {traits && detail ? (
        <>
          <Sub className={styles.subTitle}>{t('outcome.meaning')}</Sub>
          <p className={styles.paragraph}>{traits.concentration}</p>
          <p className={styles.paragraph}>{traits.persistence}</p>
          <Sub className={styles.subTitle}>{t('outcome.strategies')}</Sub>
          <ul className={styles.list}>
            {traits.strategies.map((strategy) => (
              <li key={strategy}>{strategy}</li>
            ))}
          </ul>
        </>
      ) : null}

      <Sub className={styles.subTitle}>{t('outcome.scale')}</Sub>
      <GeneScaleView
        section={outcome.section}
        geneType={outcome.geneType}
        scores={outcome.scores}
      />
      <p className={styles.consistency} data-consistent={outcome.consistency.consistent}>
        {outcome.consistency.consistent
          ? t('outcome.consistent', { checked: outcome.consistency.checked })
          : t(
              outcome.consistency.mismatches.length === 1
                ? 'outcome.inconsistentOne'
                : 'outcome.inconsistentMany',
              {
                checked: outcome.consistency.checked,
                count: outcome.consistency.mismatches.length,
                pairs: outcome.consistency.mismatches
                  .map((m) => t('outcome.pair', { first: m.repeatOfNumber, second: m.number }))
                  .join(t('outcome.pairSeparator')),
              },
            )}
      </p>
    </article>
  );
}
