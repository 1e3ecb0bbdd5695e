// One scored section: the gene's type, what it means for learning, the scores and the check.
import type { SectionOutcome } from '@genetype/shared';
import { GENES, SECTIONS } from '@genetype/shared';
import type { VariantTraits } from '@genetype/shared/content';
import { ACE_TRAITS, DRD2_TRAITS, DRD4_TRAITS, HTT_TRAITS } from '@genetype/shared/content';
import { POLE_LABELS } from './result-texts';
import styles from './result.module.scss';

const TRAITS = { ace: ACE_TRAITS, drd2: DRD2_TRAITS, drd4: DRD4_TRAITS, htt: HTT_TRAITS } as const;

export function traitsOf(outcome: SectionOutcome): VariantTraits | undefined {
  return (TRAITS[outcome.gene] as Record<string, VariantTraits>)[outcome.geneType];
}

export function SectionOutcomeView({
  outcome,
  headingLevel = 2,
}: {
  outcome: SectionOutcome;
  headingLevel?: 2 | 3;
}) {
  const section = SECTIONS.find((s) => s.letter === outcome.section);
  const gene = GENES.find((g) => g.key === outcome.gene);
  const traits = traitsOf(outcome);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const labels = POLE_LABELS[outcome.section];
  return (
    <article className={styles.card} aria-labelledby={`outcome-${outcome.section}`}>
      <Heading id={`outcome-${outcome.section}`} className={styles.cardTitle}>
        {section?.letter} 유형 · {section?.koreanName} ({gene?.symbol})
      </Heading>
      <p className={styles.geneType}>
        <strong data-testid={`gene-type-${outcome.section}`}>{outcome.geneType}</strong>
        {traits ? <span>{traits.name}</span> : null}
      </p>
      {traits ? <p className={styles.summary}>{traits.summary}</p> : null}

      {traits ? (
        <>
          <Sub className={styles.subTitle}>학습에서는 이런 의미예요</Sub>
          <p className={styles.paragraph}>{traits.concentration}</p>
          <p className={styles.paragraph}>{traits.persistence}</p>
          <Sub className={styles.subTitle}>이렇게 공부해 보세요</Sub>
          <ul className={styles.list}>
            {traits.strategies.map((strategy) => (
              <li key={strategy}>{strategy}</li>
            ))}
          </ul>
        </>
      ) : null}

      <Sub className={styles.subTitle}>응답 점수</Sub>
      <dl className={styles.scores}>
        {Object.keys(outcome.scores).map((pole) => {
          const score = outcome.scores[pole] ?? 0;
          const max = outcome.maxScores[pole] ?? 0;
          const percent = max > 0 ? Math.round((score / max) * 100) : 0;
          return (
            <div key={pole} className={styles.score}>
              <dt>
                {labels[pole] ?? pole} ({pole})
              </dt>
              <dd>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${percent}%` }} />
                </span>
                <span>
                  {score} / {max}점
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className={styles.consistency} data-consistent={outcome.consistency.consistent}>
        {outcome.consistency.consistent
          ? `반복 문항 ${outcome.consistency.checked}개에 모두 일관되게 답했어요.`
          : `반복 문항 ${outcome.consistency.checked}개 중 ${outcome.consistency.mismatches.length}개의 답이 앞과 달랐어요 (${outcome.consistency.mismatches
              .map((m) => `${m.repeatOfNumber}번과 ${m.number}번`)
              .join(', ')}). 결과가 평소 모습과 다르게 느껴지면 다시 검사해 보세요.`}
      </p>
    </article>
  );
}
