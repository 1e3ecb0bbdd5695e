import { useRef } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { geneSections, typeGroups } from '@genetype/content';
import type { GeneSection, GeneSectionId } from '@genetype/content';
import { prepareContent, useContent } from '@genetype/ui/content';
import { PageLoading } from '@genetype/ui';
import { GeneIcon, GENE_COLORS, GroupCharacter } from '../../components/illustrations';
import { useAppT } from '../../i18n';
import { followsInPlace, geneSectionPath, useGeneSection } from './use-gene-section';
import styles from './gene-type-page.module.scss';

const tabId = (id: GeneSectionId) => `gene-tab-${id}`;
const panelId = (id: GeneSectionId) => `gene-panel-${id}`;

function Overview({
  section,
  sections,
  onDetail,
}: {
  section: GeneSection;
  sections: readonly GeneSection[];
  /** A gene's detail link was followed (its section's address). */
  onDetail: (id: GeneSectionId) => void;
}) {
  const t = useAppT();
  return (
    <>
      <ul className={styles.groupGrid}>
        {section.typeCards.map((card, index) => (
          <li key={card.code} className={styles.groupCard}>
            <GroupCharacter group={index + 1} color={groupColor(index + 1)} size={56} />
            <div>
              <h3 className={styles.cardTitle}>
                {card.name} <span className={styles.code}>{card.code}</span>
              </h3>
              <p className={styles.cardText}>{card.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.details} role="group" aria-label={t('geneType.details')}>
        {sections
          .filter((s) => s.id !== 'types')
          .map((gene) => (
            <Link
              key={gene.id}
              to={geneSectionPath(gene.id)}
              replace
              className={styles.detailButton}
              onClick={(event) => {
                if (followsInPlace(event)) onDetail(gene.id);
              }}
            >
              <GeneIcon gene={gene.id} size={24} />
              {t('geneType.detail', { title: gene.title })}
            </Link>
          ))}
        <Link to="/typeReport" className={styles.detailButton}>
          <GeneIcon gene="types" size={24} />
          {t('geneType.allReports')}
        </Link>
      </div>
    </>
  );
}

function groupColor(id: number): string {
  return typeGroups[id - 1]?.color ?? '#5b4fe0';
}

function GeneDetail({ section }: { section: GeneSection }) {
  const t = useAppT();
  return (
    <>
      <ul className={styles.variantGrid}>
        {section.typeCards.map((card) => (
          <li
            key={card.code}
            className={styles.variantCard}
            style={{ borderTopColor: GENE_COLORS[section.id] }}
          >
            <span className={styles.variantCode}>{card.code}</span>
            <h3 className={styles.cardTitle}>{card.name}</h3>
            <p className={styles.cardText}>{card.description}</p>
          </li>
        ))}
      </ul>
      <figure className={styles.figure}>
        <GeneIcon
          gene={section.id}
          size={120}
          title={t('geneType.figure', { title: section.title })}
        />
        <figcaption className={styles.caption}>
          {t('geneType.caption', { symbol: section.symbol })} ·{' '}
          {section.typeCards.map((c) => c.code).join(' / ')}
        </figcaption>
      </figure>
    </>
  );
}

/** Before the first render: the sections in the page's language (preparePage). */
export const prepare = () => prepareContent(['geneSections']);

export default function GeneTypePage() {
  const sections = useContent(geneSections, ['geneSections'], (content) => content.geneSections);
  if (!sections) return <PageLoading />;
  return <GeneTypeSections sections={sections} />;
}

function GeneTypeSections({ sections }: { sections: readonly GeneSection[] }) {
  const t = useAppT();
  const { selected, choose, onChosen, missing } = useGeneSection(sections);
  const tabs = useRef<Record<string, HTMLAnchorElement | null>>({});
  const section = sections.find((s) => s.id === selected) ?? (sections[0] as GeneSection);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = sections.findIndex((s) => s.id === selected);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = sections[(index + step + sections.length) % sections.length] as GeneSection;
    choose(next.id);
    tabs.current[next.id]?.focus();
  };

  if (missing) return null;
  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <p className={styles.bannerBrand} aria-hidden="true">
          {t('geneType.brand')}
        </p>
        <h1 className={styles.title}>{t('titles.geneType')}</h1>
        <p className={styles.bannerLead}>{t('geneType.lead')}</p>
      </header>

      {/* Tabs that are links: each section has its own address, which works without JavaScript
          too; with it, a switch replaces the history entry (docs/decisions.md). */}
      <div className={styles.switcher} role="tablist" aria-label={t('geneType.sections')}>
        {sections.map((s) => (
          <Link
            key={s.id}
            ref={(node) => {
              tabs.current[s.id] = node;
            }}
            id={tabId(s.id)}
            to={geneSectionPath(s.id)}
            replace
            role="tab"
            aria-selected={s.id === selected}
            aria-controls={panelId(s.id)}
            tabIndex={s.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={(event: MouseEvent) => {
              if (followsInPlace(event)) onChosen(s.id);
            }}
            onKeyDown={onKeyDown}
          >
            {s.title}
          </Link>
        ))}
      </div>

      <section
        id={panelId(section.id)}
        role="tabpanel"
        aria-labelledby={tabId(section.id)}
        className={styles.panel}
      >
        <h2 className={styles.sectionHeading}>{section.heading}</h2>
        <p className={styles.intro}>{section.intro}</p>
        {section.id === 'types' ? (
          <Overview section={section} sections={sections} onDetail={onChosen} />
        ) : (
          <GeneDetail section={section} />
        )}
        <div className={styles.prose}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className={styles.coping}>
          {section.bulletLists.map((list) => (
            <div key={list.title} className={styles.copingCard}>
              <h3 className={styles.cardTitle}>{list.title}</h3>
              <ul>
                {list.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
