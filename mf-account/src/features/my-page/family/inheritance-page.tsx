// /family/inheritance?resultId=…: a child's four genes beside their parents' (half from each
// parent, spec §1), with what the check can and cannot tell. The rules: docs/scoring.md.
import { Link, useSearchParams } from 'react-router-dom';
import type { GeneInheritance } from '@genetype/domain';
import { GENES, SECTIONS } from '@genetype/domain';
import { allelesText, checkInheritance, parentsOf } from '@genetype/domain';
import { RequireMember } from '@genetype/ui';
import type { FamilyMember } from './family-model';
import { resultPathOf } from './family-model';
import { useFamily } from './use-family';
import styles from './family.module.scss';
import { useAppT } from '../../../i18n';

/** Where a member looks again at how a section was answered: its scores and repeat-question check. */
function sectionReviewPath(member: FamilyMember, gene: GeneInheritance['gene']): string {
  const letter = SECTIONS.find((section) => section.gene === gene)?.letter ?? 'A';
  // The own interim page shows one section; a result answered for shows all of them, by section.
  return member.isSelf ? `/result?type=${letter}` : `${resultPathOf(member)}#outcome-${letter}`;
}

/** A gene's section name in the page's language (지구력 / Endurance). */
function useSectionName(): (gene: GeneInheritance['gene']) => string {
  const t = useAppT();
  return (gene) => {
    const letter = SECTIONS.find((entry) => entry.gene === gene)?.letter;
    return letter ? t(`sections.${letter}`) : gene;
  };
}

function Genotype({ gene, genotype }: { gene: GeneInheritance['gene']; genotype: string | null }) {
  const t = useAppT();
  if (genotype === null) return <span className={styles.muted}>{t('overview.notYet')}</span>;
  return (
    <>
      <strong>{genotype}</strong>
      <span className={styles.alleles}>{allelesText(gene, genotype, t('family.or'))}</span>
    </>
  );
}

function Verdict({
  row,
  child,
  parents,
}: {
  row: GeneInheritance;
  child: FamilyMember;
  parents: FamilyMember[];
}) {
  const t = useAppT();
  const symbol = GENES.find((gene) => gene.key === row.gene)?.symbol;
  const sectionName = useSectionName()(row.gene);
  if (row.verdict === 'unknown')
    return <p className={styles.verdict}>{t('inheritance.unknown')}</p>;
  if (row.verdict === 'consistent') {
    const [from] = row.origins;
    const names = parents.map((parent) => parent.name);
    return (
      <p className={styles.verdict} data-verdict="consistent">
        {t('inheritance.consistent')}
        {from
          ? t(names[1] ? 'inheritance.example' : 'inheritance.exampleOneParent', {
              x: from[0],
              y: from[1],
              a: names[0],
              b: names[1],
            })
          : ''}
        .
      </p>
    );
  }
  return (
    <div className={styles.gentle} data-verdict="inconsistent">
      <p className={styles.verdict}>
        {t('inheritance.inconsistent', { section: sectionName, symbol })}
      </p>
      <p className={styles.verdict}>{t('inheritance.reviewAnswers', { section: sectionName })}</p>
      <div className={styles.actions}>
        {[child, ...parents].map((person) => (
          <Link
            key={person.id}
            className={styles.textLink}
            to={sectionReviewPath(person, row.gene)}
            aria-label={t('inheritance.answersOf', { name: person.name, section: sectionName })}
          >
            {t('inheritance.resultOf', { name: person.name, section: sectionName })}
          </Link>
        ))}
      </div>
    </div>
  );
}

function Inheritance({ resultId }: { resultId: string }) {
  const t = useAppT();
  const sectionName = useSectionName();
  const family = useFamily();
  if (family.status === 'loading') return <p className={styles.muted}>{t('family.loading')}</p>;
  if (family.status === 'failed')
    return (
      <p className={styles.error} role="alert">
        {family.message}
      </p>
    );
  const child = family.members.find((member) => member.id === resultId);
  if (!child)
    return (
      <p className={styles.error} role="alert">
        {t('family.notFound')}
      </p>
    );
  const parents = parentsOf(child.id, family.members).filter((parent) => parent.view.completed > 0);
  if (parents.length === 0)
    return (
      <div className={styles.card}>
        <p>{t('inheritance.noParents', { name: child.name })}</p>
        <Link to="/myPage#familySection" className={styles.textLink}>
          {t('inheritance.toFamilyTab')}
        </Link>
      </div>
    );
  const rows = checkInheritance(
    child.genes,
    parents.map((parent) => parent.genes),
  );
  const mismatches = rows.filter((row) => row.verdict === 'inconsistent').length;
  return (
    <>
      <p className={styles.lead} data-testid="inheritance-summary">
        {mismatches === 0
          ? parents.length > 1
            ? t('inheritance.summaryTwo', {
                child: child.name,
                a: parents[0]?.name,
                b: parents[1]?.name,
              })
            : t('inheritance.summaryOne', { child: child.name, a: parents[0]?.name })
          : mismatches === 1
            ? t('inheritance.mismatchOne', { count: mismatches })
            : t('inheritance.mismatches', { count: mismatches })}
      </p>
      <div className={`${styles.card} ${styles.tableCard}`}>
        <table className={styles.table}>
          <caption className={styles.muted}>{t('inheritance.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('family.gene')}</th>
              <th scope="col">{child.name}</th>
              {parents.map((parent) => (
                <th scope="col" key={parent.id}>
                  {parent.name}
                </th>
              ))}
              <th scope="col">{t('inheritance.canInherit')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const gene = GENES.find((entry) => entry.key === row.gene);
              return (
                <tr
                  key={row.gene}
                  data-testid={`inheritance-${row.gene}`}
                  data-verdict={row.verdict}
                >
                  <th scope="row">
                    {sectionName(row.gene)}
                    <span className={styles.alleles}>{gene?.symbol}</span>
                  </th>
                  <td className={styles.genotype}>
                    <Genotype gene={row.gene} genotype={row.child} />
                  </td>
                  {row.parents.map((genotype, index) => (
                    <td key={parents[index]?.id ?? index} className={styles.genotype}>
                      <Genotype gene={row.gene} genotype={genotype} />
                    </td>
                  ))}
                  <td>
                    <Verdict row={row} child={child} parents={parents} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <section className={styles.card} aria-labelledby="inheritance-limits">
        <h2 id="inheritance-limits" className={styles.cardTitle}>
          {t('inheritance.limitsTitle')}
        </h2>
        <ul className={styles.list}>
          {(['alleles', 'survey', 'unexplained', 'oneParent', 'retake'] as const).map((key) => (
            <li key={key}>{t(`inheritance.limits.${key}`)}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

function InheritanceContent() {
  const t = useAppT();
  const [params] = useSearchParams();
  const resultId = params.get('resultId') ?? '';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('family.inheritance')}</h1>
      <Inheritance resultId={resultId} />
      <Link to="/myPage#familySection" className={styles.textLink}>
        {t('family.backToList')}
      </Link>
    </div>
  );
}

export default function InheritancePage() {
  const t = useAppT();
  return (
    <RequireMember fallback={<p role="status">{t('myPage.checkingMember')}</p>}>
      <InheritanceContent />
    </RequireMember>
  );
}
