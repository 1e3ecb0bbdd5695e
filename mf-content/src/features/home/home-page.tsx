import { Link } from 'react-router-dom';
import { useAuthStore } from '@genetype/shared';
import { geneSections, typeGroups, typeReportById } from '@genetype/shared/content';
import type { GeneSectionId } from '@genetype/shared/content';
import { titleOf } from '@genetype/shared/ui';
import { GeneIcon, GENE_COLORS, GroupCharacter } from '../illustrations';
import { Overview } from '../overview/overview';
import { finalTypeId } from './my-type';
import styles from './home-page.module.scss';

const GENE_VARIANTS: Record<Exclude<GeneSectionId, 'types'>, string> = {
  'earth-power': 'II · ID · DD',
  attachment: 'A · B · C',
  'creative-behaviour': '44 · 43 · 45',
  emotion: 'SS · SL',
};

/** The four corners of the ACE × DRD2 map: the most distinct characters to introduce first. */
const FEATURED_GROUP_IDS = [1, 3, 7, 9];

function MyTypeCard() {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  const report = typeReportById(finalTypeId(user.results) ?? 0);
  if (!report) {
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
  const group = typeGroups[report.group - 1];
  return (
    <section
      className={styles.myType}
      aria-labelledby="my-type-title"
      style={{ borderColor: group?.color }}
    >
      <GroupCharacter group={report.group} color={group?.color ?? '#5b4fe0'} size={88} />
      <div className={styles.myTypeBody}>
        <h2 id="my-type-title" className={styles.myTypeLabel}>
          나의 유형
        </h2>
        <p className={styles.myTypeName}>
          <span className={styles.myTypeNumber}>{report.id}번</span> {report.name}
          <span className={styles.code}>{report.code}</span>
        </p>
        <p className={styles.cardText}>{report.description}</p>
        <Link className={styles.more} to={report.link}>
          내 유형 리포트 보기
        </Link>
      </div>
    </section>
  );
}

function GeneTypeCards() {
  const genes = geneSections.filter((s) => s.id !== 'types');
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
        {genes.map((gene) => (
          <Link
            key={gene.id}
            to="/GeneType"
            state={{ section: gene.id }}
            className={styles.card}
            style={{ borderTopColor: GENE_COLORS[gene.id] }}
          >
            <GeneIcon gene={gene.id} size={40} />
            <span className={styles.cardTitle}>{gene.title}</span>
            <span className={styles.variants}>
              {gene.symbol} · {GENE_VARIANTS[gene.id as keyof typeof GENE_VARIANTS]}
            </span>
          </Link>
        ))}
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
      <MyTypeCard />
      <GeneTypeCards />
      <LearningGeneCard />
      <CharacterCards />
    </div>
  );
}
