import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { learningGeneSections } from '@genetype/shared/content';
import type { LearningGeneSection, LearningGeneSectionId } from '@genetype/shared/content';
import { titleOf } from '@genetype/shared/ui';
import { GeneIcon } from '../../components/illustrations';
import { LearningGeneIllustration } from './learning-gene-illustration';
import { MyReviewSlot, ProfileShareSlot } from './parcel-slots';
import styles from './learning-gene.module.scss';

export type LearningGeneVariant = 'default' | 'result';

const tabId = (id: LearningGeneSectionId) => `learning-tab-${id}`;
const panelId = (id: LearningGeneSectionId) => `learning-panel-${id}`;

function SectionSelector({
  selected,
  onSelect,
}: {
  selected: LearningGeneSectionId;
  onSelect: (id: LearningGeneSectionId) => void;
}) {
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = learningGeneSections.findIndex((s) => s.id === selected);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next =
      learningGeneSections[
        (index + step + learningGeneSections.length) % learningGeneSections.length
      ];
    if (!next) return;
    onSelect(next.id);
    tabs.current[next.id]?.focus();
  };
  return (
    <div
      className={styles.selector}
      role="tablist"
      aria-label="학습 유전자 섹션"
      onKeyDown={onKeyDown}
    >
      {learningGeneSections.map((section, index) => (
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

const GENE_BY_BLOCK: Record<
  string,
  'earth-power' | 'attachment' | 'creative-behaviour' | 'emotion'
> = {
  '지구력 — ACE': 'earth-power',
  '애착 — DRD2': 'attachment',
  '창의성 — DRD4': 'creative-behaviour',
  '감정 — 5-HTT': 'emotion',
};

/** The four sections, shared by both variants. */
export function LearningGeneSections({
  initial = 'introduction',
}: {
  initial?: LearningGeneSectionId;
}) {
  const [selected, setSelected] = useState<LearningGeneSectionId>(initial);
  const section = learningGeneSections.find((s) => s.id === selected) as LearningGeneSection;
  return (
    <>
      <SectionSelector selected={selected} onSelect={setSelected} />
      <section
        id={panelId(section.id)}
        role="tabpanel"
        aria-labelledby={tabId(section.id)}
        className={styles.panel}
      >
        <h2 className={styles.sectionHeading}>{section.heading}</h2>
        <p className={styles.lead}>{section.lead}</p>
        <div className={styles.blocks}>
          {section.blocks.map((block) => {
            const gene = GENE_BY_BLOCK[block.heading];
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
  const result = variant === 'result';
  return (
    <div className={styles.page} data-variant={variant}>
      <header className={result ? `${styles.header} ${styles.resultBanner}` : styles.header}>
        {result && <LearningGeneIllustration className={styles.bannerImage} />}
        <h1 className={styles.title}>{titleOf('/learningGene')}</h1>
        <p className={styles.headerLead}>
          {result
            ? '검사를 마친 지금, 나의 유형을 만든 네 가지 유전자를 다시 살펴보세요.'
            : '지구력, 애착, 창의성, 감정 — 네 가지 유전자로 나의 공부 성향을 이해해요.'}
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
