import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { geneSections, typeGroups } from '@genetype/shared/content';
import type { GeneSection, GeneSectionId } from '@genetype/shared/content';
import { titleOf } from '@genetype/shared/ui';
import { GeneIcon, GENE_COLORS, GroupCharacter } from '../../components/illustrations';
import { useGeneSection } from './use-gene-section';
import styles from './gene-type-page.module.scss';

const tabId = (id: GeneSectionId) => `gene-tab-${id}`;
const panelId = (id: GeneSectionId) => `gene-panel-${id}`;

function Overview({
  section,
  onDetail,
}: {
  section: GeneSection;
  onDetail: (id: GeneSectionId) => void;
}) {
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
      <div className={styles.details} role="group" aria-label="자세히 보기">
        {geneSections
          .filter((s) => s.id !== 'types')
          .map((gene) => (
            <button
              key={gene.id}
              type="button"
              className={styles.detailButton}
              onClick={() => onDetail(gene.id)}
            >
              <GeneIcon gene={gene.id} size={24} />
              {gene.title} 자세히 보기
            </button>
          ))}
        <Link to="/typeReport" className={styles.detailButton}>
          <GeneIcon gene="types" size={24} />
          54가지 유형 리포트 보기
        </Link>
      </div>
    </>
  );
}

function groupColor(id: number): string {
  return typeGroups[id - 1]?.color ?? '#5b4fe0';
}

function GeneDetail({ section }: { section: GeneSection }) {
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
        <GeneIcon gene={section.id} size={120} title={`${section.title} 그림`} />
        <figcaption className={styles.caption}>
          {section.symbol} 유전자 · {section.typeCards.map((c) => c.code).join(' / ')}
        </figcaption>
      </figure>
    </>
  );
}

export default function GeneTypePage() {
  const { selected, choose } = useGeneSection();
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const section = geneSections.find((s) => s.id === selected) ?? (geneSections[0] as GeneSection);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = geneSections.findIndex((s) => s.id === selected);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = geneSections[
      (index + step + geneSections.length) % geneSections.length
    ] as GeneSection;
    choose(next.id);
    tabs.current[next.id]?.focus();
  };

  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <p className={styles.bannerBrand} aria-hidden="true">
          진타입
        </p>
        <h1 className={styles.title}>{titleOf('/geneType')}</h1>
        <p className={styles.bannerLead}>
          네 가지 유전자가 만드는 나만의 학습 유형, 진타입을 소개합니다.
        </p>
      </header>

      <div
        className={styles.switcher}
        role="tablist"
        aria-label="유전자 유형 섹션"
        onKeyDown={onKeyDown}
      >
        {geneSections.map((s) => (
          <button
            key={s.id}
            ref={(node) => {
              tabs.current[s.id] = node;
            }}
            id={tabId(s.id)}
            type="button"
            role="tab"
            aria-selected={s.id === selected}
            aria-controls={panelId(s.id)}
            tabIndex={s.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(s.id)}
          >
            {s.title}
          </button>
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
          <Overview section={section} onDetail={choose} />
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
