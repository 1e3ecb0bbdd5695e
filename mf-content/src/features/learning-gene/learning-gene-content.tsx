import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { sectionPath } from '@genetype/domain';
import { learningGeneSections } from '@genetype/content';
import type { LearningGeneSection, LearningGeneSectionId } from '@genetype/content';
import { useContent } from '@genetype/ui/content';
import { PageLoading } from '@genetype/ui';
import { GeneIcon } from '../../components/illustrations';
import { useAppT } from '../../i18n';
import { LearningGeneIllustration } from './learning-gene-illustration';
import { MyReviewSlot, ProfileShareSlot } from './parcel-slots';
import styles from './learning-gene.module.scss';

export type LearningGeneVariant = 'default' | 'result';

/** The address of a section: /learningGene for the introduction, /learningGene/<id> for the others. */
export const learningGeneSectionPath = (id: LearningGeneSectionId): string =>
  sectionPath('/learningGene', id);

const tabId = (id: LearningGeneSectionId) => `learning-tab-${id}`;
const panelId = (id: LearningGeneSectionId) => `learning-panel-${id}`;

function SectionSelector({
  sections,
  selected,
  hrefOf,
}: {
  sections: readonly LearningGeneSection[];
  selected: LearningGeneSectionId;
  /** The address of a section's tab (its own page address, in this variant). */
  hrefOf: (id: LearningGeneSectionId) => string;
}) {
  const t = useAppT();
  const navigate = useNavigate();
  const tabs = useRef<Record<string, HTMLAnchorElement | null>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = sections.findIndex((s) => s.id === selected);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = sections[(index + step + sections.length) % sections.length];
    if (!next) return;
    navigate(hrefOf(next.id), { replace: true });
    tabs.current[next.id]?.focus();
  };
  // Tabs that are links: each section has its own address, which works without JavaScript too;
  // with it, a switch replaces the history entry (docs/decisions.md, "Section addresses").
  return (
    <div className={styles.selector} role="tablist" aria-label={t('learningGene.sections')}>
      {sections.map((section, index) => (
        <Link
          key={section.id}
          ref={(node) => {
            tabs.current[section.id] = node;
          }}
          id={tabId(section.id)}
          to={hrefOf(section.id)}
          replace
          role="tab"
          aria-selected={section.id === selected}
          aria-controls={panelId(section.id)}
          tabIndex={section.id === selected ? 0 : -1}
          className={styles.tab}
          onKeyDown={onKeyDown}
        >
          <span className={styles.tabNumber} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          {section.title}
        </Link>
      ))}
    </div>
  );
}

/** The gene of each block of the 'principle' section, in order (the same in every language). */
const GENES_OF_PRINCIPLE_BLOCKS = [
  'earth-power',
  'attachment',
  'creative-behaviour',
  'emotion',
] as const;

/** The four sections, shared by both variants: the one shown is the one the address names. */
export function LearningGeneSections({
  selected = 'introduction',
  hrefOf = learningGeneSectionPath,
}: {
  selected?: LearningGeneSectionId;
  hrefOf?: (id: LearningGeneSectionId) => string;
}) {
  const sections = useContent(
    learningGeneSections,
    ['learningGeneSections'],
    (content) => content.learningGeneSections,
  );
  if (!sections) return <PageLoading />;
  const section = (sections.find((s) => s.id === selected) ?? sections[0]) as LearningGeneSection;
  return (
    <>
      <SectionSelector sections={sections} selected={section.id} hrefOf={hrefOf} />
      <section
        id={panelId(section.id)}
        role="tabpanel"
        aria-labelledby={tabId(section.id)}
        className={styles.panel}
      >
        <h2 className={styles.sectionHeading}>{section.heading}</h2>
        <p className={styles.lead}>{section.lead}</p>
        <div className={styles.blocks}>
          {section.blocks.map((block, index) => {
            const gene = section.id === 'principle' ? GENES_OF_PRINCIPLE_BLOCKS[index] : undefined;
            return (
              <div key={block.heading} className={styles.block}>
                <h3 className={styles.blockHeading}>
                  {gene && <GeneIcon gene={gene} size={28} />}
                  {block.heading}
                </h3>
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph} className={styles.paragraph}>
                    {paragraph}
                  </p>
                ))}
                {block.bullets.length > 0 && (
                  <ul className={styles.bullets}>
                    {block.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      </section>
    </>
  );
}

/** /learningGene: the information page, or its result variant with the member's blocks. */
export function LearningGeneContent({
  variant = 'default',
  section,
}: {
  variant?: LearningGeneVariant;
  /** The section the address names; the introduction when it names none. */
  section?: LearningGeneSectionId;
}) {
  const t = useAppT();
  const result = variant === 'result';
  return (
    <div className={styles.page} data-variant={variant}>
      <header className={result ? `${styles.header} ${styles.resultBanner}` : styles.header}>
        {result && <LearningGeneIllustration className={styles.bannerImage} />}
        <h1 className={styles.title}>{t('titles.learningGene')}</h1>
        <p className={styles.headerLead}>
          {result ? t('learningGene.resultLead') : t('learningGene.lead')}
        </p>
      </header>
      <LearningGeneSections
        selected={section}
        // The result variant stays the result variant from tab to tab (and on a reload).
        hrefOf={result ? (id) => `${learningGeneSectionPath(id)}?variant=result` : undefined}
      />
      {result && (
        <div className={styles.memberBlocks}>
          <ProfileShareSlot />
          <MyReviewSlot />
        </div>
      )}
    </div>
  );
}
