import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
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

const tabId = (id: LearningGeneSectionId) => `learning-tab-${id}`;
const panelId = (id: LearningGeneSectionId) => `learning-panel-${id}`;

function SectionSelector({
  sections,
  selected,
  onSelect,
}: {
  sections: readonly LearningGeneSection[];
  selected: LearningGeneSectionId;
  onSelect: (id: LearningGeneSectionId) => void;
}) {
  const t = useAppT();
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = sections.findIndex((s) => s.id === selected);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = sections[(index + step + sections.length) % sections.length];
    if (!next) return;
    onSelect(next.id);
    tabs.current[next.id]?.focus();
  };
  return (
    <div className={styles.selector} role="tablist" aria-label={t('learningGene.sections')}>
      {sections.map((section, index) => (
        <button
          key={section.id}
          ref={(node) => {
            tabs.current[section.id] = node;
          }}
          id={tabId(section.id)}
          type="button"
          role="tab"
          aria-selected={section.id === selected}
          aria-controls={panelId(section.id)}
          tabIndex={section.id === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(section.id)}
          onKeyDown={onKeyDown}
        >
          <span className={styles.tabNumber} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          {section.title}
        </button>
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

/** The four sections, shared by both variants. */
export function LearningGeneSections({
  initial = 'introduction',
}: {
  initial?: LearningGeneSectionId;
}) {
  const [selected, setSelected] = useState<LearningGeneSectionId>(initial);
  const sections = useContent(learningGeneSections, (content) => content.learningGeneSections);
  if (!sections) return <PageLoading />;
  const section = sections.find((s) => s.id === selected) as LearningGeneSection;
  return (
    <>
      <SectionSelector sections={sections} selected={selected} onSelect={setSelected} />
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
  initialSection,
}: {
  variant?: LearningGeneVariant;
  initialSection?: LearningGeneSectionId;
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
      <LearningGeneSections initial={initialSection} />
      {result && (
        <div className={styles.memberBlocks}>
          <ProfileShareSlot />
          <MyReviewSlot />
        </div>
      )}
    </div>
  );
}
