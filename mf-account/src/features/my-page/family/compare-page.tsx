// /family/compare?a=…&b=…: two results of the family side by side, gene by gene, with each type's
// learning advice from its report and a "함께 공부할 때" note composed from both.
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { GENES, SECTIONS } from '@genetype/domain';
import { useLanguageStore } from '@genetype/platform';
import { genesOfType } from '@genetype/domain';
import {
  ACE_TRAITS,
  DRD2_TRAITS,
  DRD4_TRAITS,
  HTT_TRAITS,
  typeReportById,
} from '@genetype/content';
import type { VariantTraits } from '@genetype/content';
import { RequireMember } from '@genetype/ui';
import type { FamilyMember } from './family-model';
import { memberLabel } from './family-model';
import { studyTogetherNote } from './study-together';
import { useFamily } from './use-family';
import styles from './family.module.scss';
import { useAppT } from '../../../i18n';

const TRAITS: Record<string, Record<string, VariantTraits>> = {
  ace: ACE_TRAITS,
  drd2: DRD2_TRAITS,
  drd4: DRD4_TRAITS,
  htt: HTT_TRAITS,
};

/**
 * A type's learning advice: the report's summary and the study strategy of each of its four gene
 * variants (the texts its report and the result page are built from). Not the report's own text:
 * loading it (one chunk per type) would add 54 entries to this app's runtime chunk map.
 */
function Advice({ member }: { member: FamilyMember }) {
  const t = useAppT();
  // The reports and the variants' traits are Korean content: English keeps the headings, the
  // codes and the link to the report.
  const korean = useLanguageStore((state) => state.language) === 'ko';
  const report = korean ? typeReportById(member.typeId ?? 0) : undefined;
  const genes = genesOfType(member.typeId ?? 0);
  return (
    <section className={styles.card} aria-label={t('compare.adviceOf', { name: member.name })}>
      <h3 className={styles.cardTitle}>
        {report
          ? t('compare.adviceHeading', { name: member.name, id: member.typeId, type: report.name })
          : `${member.name} · ${t('overview.typeNumber', { id: member.typeId })} · ${member.code}`}
      </h3>
      {report && <p className={styles.lead}>{report.description}</p>}
      {genes && korean && (
        <ul className={styles.list}>
          {GENES.map((gene) => {
            const traits = TRAITS[gene.key]?.[genes[gene.key]];
            return traits ? (
              <li key={gene.key}>
                <strong>{traits.name}</strong> {traits.strategies[0]}
              </li>
            ) : null;
          })}
        </ul>
      )}
      <Link to={`/typeReport/${member.typeId}`} className={styles.textLink}>
        {t('compare.fullReport', { id: member.typeId })}
      </Link>
    </section>
  );
}

function Comparison({ a, b }: { a: FamilyMember; b: FamilyMember }) {
  const t = useAppT();
  const captionId = useId();
  const korean = useLanguageStore((state) => state.language) === 'ko';
  const genesA = genesOfType(a.typeId ?? 0);
  const genesB = genesOfType(b.typeId ?? 0);
  if (!genesA || !genesB) return null;
  const note = studyTogetherNote({ name: a.name, genes: genesA }, { name: b.name, genes: genesB });
  return (
    <>
      {/* A labelled region the keyboard can reach: on a wide table it scrolls sideways. On a
          phone the rows stack instead (each gene over the two people), so nobody is cut off. */}
      <div
        className={`${styles.card} ${styles.tableCard}`}
        role="region"
        aria-labelledby={captionId}
        // A region that may scroll must be reachable by keyboard (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-testid="compare-table"
      >
        <table className={styles.table}>
          <caption id={captionId} className={styles.muted}>
            {t('compare.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('family.gene')}</th>
              {[a, b].map((member) => (
                <th scope="col" key={member.id}>
                  {member.name}
                  <span className={styles.alleles}>
                    {korean
                      ? `${t('overview.typeNamed', { id: member.typeId, name: typeReportById(member.typeId ?? 0)?.name })} · ${member.code}`
                      : `${t('overview.typeNumber', { id: member.typeId })} · ${member.code}`}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GENES.map((gene) => (
              <tr key={gene.key} data-testid={`compare-${gene.key}`}>
                <th scope="row">
                  {t(
                    `sections.${SECTIONS.find((entry) => entry.gene === gene.key)?.letter ?? 'A'}`,
                  )}
                  <span className={styles.alleles}>{gene.symbol}</span>
                </th>
                {[
                  { genes: genesA, member: a },
                  { genes: genesB, member: b },
                ].map(({ genes, member }) => (
                  <td key={member.id} data-person={member.id}>
                    {/* Shown on a phone, where the column headings are far above. */}
                    <span className={styles.cellName}>{member.name}</span>
                    <strong>{genes[gene.key]}</strong>
                    {korean && (
                      <>
                        {' '}
                        {TRAITS[gene.key]?.[genes[gene.key]]?.name}
                        <span className={styles.alleles}>
                          {TRAITS[gene.key]?.[genes[gene.key]]?.summary}
                        </span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className={styles.card} aria-labelledby="together-title">
        <h2 id="together-title" className={styles.cardTitle}>
          {t('compare.together')}
        </h2>
        <ul className={styles.list} data-testid="study-together">
          {note.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="advice-title" className={styles.panel}>
        <h2 id="advice-title" className={styles.cardTitle}>
          {t('compare.advice')}
        </h2>
        <div className={styles.columns}>
          <Advice member={a} />
          <Advice member={b} />
        </div>
      </section>
    </>
  );
}

function CompareContent() {
  const t = useAppT();
  const [params] = useSearchParams();
  const family = useFamily();
  const aId = params.get('a') ?? '';
  const bId = params.get('b') ?? '';
  let body;
  if (family.status === 'loading') body = <p className={styles.muted}>{t('family.loading')}</p>;
  else if (family.status === 'failed')
    body = (
      <p className={styles.error} role="alert">
        {family.message}
      </p>
    );
  else {
    const a = family.members.find((member) => member.id === aId);
    const b = family.members.find((member) => member.id === bId);
    if (!a || !b)
      body = (
        <p className={styles.error} role="alert">
          {t('family.notFound')}
        </p>
      );
    else if (!a.typeId || !b.typeId)
      body = (
        <p className={styles.error} role="alert">
          {t('compare.bothFinished')}
        </p>
      );
    else
      body = (
        <>
          <p className={styles.lead}>
            {t('compare.lead', { a: memberLabel(a), b: memberLabel(b) })}
          </p>
          <Comparison a={a} b={b} />
        </>
      );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('compare.title')}</h1>
      {body}
      <Link to="/myPage#familySection" className={styles.textLink}>
        {t('family.backToList')}
      </Link>
    </div>
  );
}

export default function ComparePage() {
  const t = useAppT();
  return (
    <RequireMember fallback={<p role="status">{t('myPage.checkingMember')}</p>}>
      <CompareContent />
    </RequireMember>
  );
}
