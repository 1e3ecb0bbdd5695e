import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { GENES, useAuthStore } from '@genetype/shared';
import type { GeneKey } from '@genetype/shared';
import { typeGroups } from '@genetype/shared/content/groups';
import type { GeneSectionId } from '@genetype/shared/content';
import { titleOf } from '@genetype/shared/ui';
import { GeneIcon, GENE_COLORS, GroupCharacter } from '../../components/illustrations';
import { Overview } from '../../components/overview/overview';
import { finalTypeId } from './my-type';
import styles from './home-page.module.scss';

/** The /geneType section of each gene: the spec's `state.section` values. */
const SECTION_OF_GENE: Record<GeneKey, GeneSectionId> = {
  ace: 'earth-power',
  drd2: 'attachment',
  drd4: 'creative-behaviour',
  htt: 'emotion',
};

// Only a member with a final result needs the reports: load them only then.
const MyTypeCard = lazy(() => import(/* webpackChunkName: "my-type-card" */ './my-type-card'));

/** The four corners of the ACE × DRD2 map: the most distinct characters to introduce first. */
const FEATURED_GROUP_IDS = [1, 3, 7, 9];

function MyTypeSection() {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  const typeId = finalTypeId(user.results);
  if (typeId === undefined) {
    return (
      <section className={styles.invite} aria-labelledby="my-type-title">
        <h2 id="my-type-title" className={styles.sectionTitle}>
          나의 유형
        </h2>
        <p>
          아직 나의 유형이 없어요. 네 단계 검사를 모두 마치면 이곳에 나만의 유형 카드가 나타나요.
        </p>
      </section>
    );
  }
  return (
    <Suspense fallback={null}>
      <MyTypeCard typeId={typeId} />
    </Suspense>
  );
}

function GeneTypeCards() {
  return (
    <section aria-labelledby="gene-types-title">
      <h2 id="gene-types-title" className={styles.sectionTitle}>
        유전자 유형 알아보기
      </h2>
      <div className={styles.geneGrid}>
        <Link to="/geneType" className={`${styles.card} ${styles.geneOverview}`}>
          <GeneIcon gene="types" size={44} />
          <span className={styles.cardTitle}>54가지 유형의 종류</span>
          <span className={styles.cardText}>
            네 유전자가 만드는 9개 그룹과 54가지 유형을 한눈에 보세요.
          </span>
        </Link>
        {GENES.map((gene) => {
          const section = SECTION_OF_GENE[gene.key];
          return (
            <Link
              key={gene.key}
              to="/GeneType"
              state={{ section }}
              className={styles.card}
              style={{ borderTopColor: GENE_COLORS[section] }}
            >
              <GeneIcon gene={section} size={40} />
              <span className={styles.cardTitle}>{gene.koreanName} 유전자</span>
              <span className={styles.variants}>
                {gene.symbol} · {gene.variants.join(' · ')}
              </span>
            </Link>
          );
        })}
      </div>
    </section>
  );
}

function LearningGeneCard() {
  return (
    <section className={styles.learning} aria-labelledby="learning-gene-title">
      <div>
        <h2 id="learning-gene-title" className={styles.sectionTitle}>
          학습 유전자란 무엇일까요?
        </h2>
        <p className={styles.cardText}>
          같은 수업을 들어도 배우는 방식은 저마다 달라요. 지구력, 애착, 창의성, 감정 네 가지
          유전자로 나의 공부 성향을 이해해 보세요.
        </p>
      </div>
      <Link to="/learningGene" className={styles.more}>
        학습 유전자 알아보기
      </Link>
    </section>
  );
}

function CharacterCards() {
  const featured = typeGroups.filter((group) => FEATURED_GROUP_IDS.includes(group.id));
  return (
    <section aria-labelledby="characters-title">
      <h2 id="characters-title" className={styles.sectionTitle}>
        진타입 캐릭터를 만나 보세요
      </h2>
      <ul className={styles.characterGrid}>
        {featured.map((group) => (
          <li
            key={group.id}
            className={styles.characterCard}
            style={{ borderTopColor: group.color }}
          >
            <GroupCharacter group={group.id} color={group.color} size={72} />
            <h3 className={styles.cardTitle}>
              {group.name} <span className={styles.code}>{group.code}</span>
            </h3>
            <p className={styles.cardText}>{group.character}</p>
            <Link
              to={`/typeReport#group-${group.id}`}
              className={styles.more}
              aria-label={`${group.name} 그룹 더 알아보기`}
            >
              더 알아보기
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomePage() {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{titleOf('/')}</h1>
        <p className={styles.tagline}>유전자로 알아보는 나만의 학습 유형</p>
      </header>
      <Overview />
      <MyTypeSection />
      <GeneTypeCards />
      <LearningGeneCard />
      <CharacterCards />
    </div>
  );
}
