import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { GENES, SECTION_DONE, sectionPath } from '@genetype/domain';
import { useAuthStore } from '@genetype/platform';
import type { GeneKey } from '@genetype/domain';
import { typeGroups } from '@genetype/content/groups';
import type { GeneSectionId } from '@genetype/content';
import { prepareContent, useContent } from '@genetype/ui/content';
import { PageLoading, useHydrated } from '@genetype/ui';
import { useAppT } from '../../i18n';
import { GeneIcon, GENE_COLORS, GroupCharacter } from '../../components/illustrations';
import { Overview } from '../../components/overview/overview';
import { finalTypeId } from './my-type';
import styles from './home-page.module.scss';

/**
 * The /geneType section of each gene: the spec's `state.section` values. A card links to the
 * section's own address (issue 38), with the state for the page's arrival scroll.
 */
const SECTION_OF_GENE: Record<GeneKey, GeneSectionId> = {
  ace: 'earth-power',
  drd2: 'attachment',
  drd4: 'creative-behaviour',
  htt: 'emotion',
};

// Only a member with a final result needs the reports: load them only then.
const MyTypeCard = lazy(() => import(/* webpackChunkName: "my-type-card" */ './my-type-card'));
// Only a member without one reads where their test stands.
const CarryOnCard = lazy(() => import(/* webpackChunkName: "carry-on-card" */ './carry-on-card'));
const NoTypeInvite = lazy(() =>
  import(/* webpackChunkName: "carry-on-card" */ './carry-on-card').then((module) => ({
    default: module.NoTypeInvite,
  })),
);

/** The four corners of the ACE × DRD2 map: the most distinct characters to introduce first. */
const FEATURED_GROUP_IDS = [1, 3, 7, 9];

function MyTypeSection() {
  const user = useAuthStore((state) => state.user);
  // The prerendered HTML is the visitor's: the member's card follows hydration.
  const hydrated = useHydrated();
  if (!user || !hydrated) return null;
  const typeId = finalTypeId(user.results);
  if (typeId === undefined) {
    // Mid-test (or not begun): the offer to carry on, or the invite (issue #37).
    return (
      <Suspense fallback={null}>
        {user.section >= SECTION_DONE ? <NoTypeInvite /> : <CarryOnCard userId={user.userId} />}
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <MyTypeCard typeId={typeId} />
    </Suspense>
  );
}

function GeneTypeCards() {
  const t = useAppT();
  return (
    <section aria-labelledby="gene-types-title">
      <h2 id="gene-types-title" className={styles.sectionTitle}>
        {t('home.geneTypesTitle')}
      </h2>
      <div className={styles.geneGrid}>
        <Link to="/geneType" className={`${styles.card} ${styles.geneOverview}`}>
          <GeneIcon gene="types" size={44} />
          <span className={styles.cardTitle}>{t('home.allTypesTitle')}</span>
          <span className={styles.cardText}>{t('home.allTypesText')}</span>
        </Link>
        {GENES.map((gene) => {
          const section = SECTION_OF_GENE[gene.key];
          return (
            <Link
              key={gene.key}
              to={sectionPath('/geneType', section)}
              state={{ section }}
              className={styles.card}
              style={{ borderTopColor: GENE_COLORS[section] }}
            >
              <GeneIcon gene={section} size={40} />
              <span className={styles.cardTitle}>
                {t('home.geneCard', { name: t(`genes.${gene.key}`) })}
              </span>
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
  const t = useAppT();
  return (
    <section className={styles.learning} aria-labelledby="learning-gene-title">
      <div>
        <h2 id="learning-gene-title" className={styles.sectionTitle}>
          {t('home.learningTitle')}
        </h2>
        <p className={styles.cardText}>{t('home.learningText')}</p>
      </div>
      <Link to="/learningGene" className={styles.more}>
        {t('home.learningLink')}
      </Link>
    </section>
  );
}

function CharacterCards() {
  const t = useAppT();
  const groups = useContent(typeGroups, ['typeGroups'], (content) => content.typeGroups);
  if (!groups) return <PageLoading />;
  const featured = groups.filter((group) => FEATURED_GROUP_IDS.includes(group.id));
  return (
    <section aria-labelledby="characters-title">
      <h2 id="characters-title" className={styles.sectionTitle}>
        {t('home.charactersTitle')}
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
              aria-label={t('home.moreAbout', { group: group.name })}
            >
              {t('home.more')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Before the first render: the groups in the page's language (preparePage). */
export const prepare = () => prepareContent(['typeGroups']);

export default function HomePage() {
  const t = useAppT();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('titles.home')}</h1>
        <p className={styles.tagline}>{t('home.tagline')}</p>
      </header>
      <Overview />
      <MyTypeSection />
      <GeneTypeCards />
      <LearningGeneCard />
      <CharacterCards />
    </div>
  );
}
