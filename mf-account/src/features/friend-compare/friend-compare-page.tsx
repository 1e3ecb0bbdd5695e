// /family/compare?friend={code}: the member and a friend side by side — both types with their
// characters, both people on one scale per gene, and how they learn best together. The friend's
// share code is their consent: a code they have revoked answers the not-found page.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SECTIONS } from '@genetype/domain';
import type { SectionLetter } from '@genetype/domain';
import { SHARE_CODE_PATTERN } from '@genetype/domain/contracts';
import type { FriendCompareProfile, ResultView } from '@genetype/domain/contracts';
import { useAuthStore, useLanguageStore } from '@genetype/platform';
import { useApiMutation, useApiQuery } from '@genetype/platform/query';
import { RequireMember } from '@genetype/ui';
import { GroupCharacter } from '@genetype/ui/illustrations';
import { rememberFriend } from '../../components/friends';
import { useTypeReading } from '../../components/type-reading';
import { showSessionExpiredOn } from '../../lib/session-expired';
import { friendCompareQuery, ownResultQuery } from './api/friend-compare';
import type { ComparedPerson } from './compare-model';
import { geneRows } from './compare-model';
import { GeneScaleChart } from './gene-scale-chart';
import { pairingNote } from './study-pairings';
import styles from './friend-compare.module.scss';
import { useAppT } from '../../i18n';

function PersonCard({ person, label }: { person: ComparedPerson; label: string }) {
  const t = useAppT();
  const type = useTypeReading(person.typeId);
  if (!type) return null;
  return (
    <section className={styles.person} aria-label={label} style={{ borderColor: type.color }}>
      <GroupCharacter
        group={type.group}
        color={type.color}
        size={72}
        title={t('shareCode.character', { character: type.character })}
      />
      <div className={styles.personBody}>
        <h2 className={styles.personName}>{person.name}</h2>
        <p className={styles.typeLine}>
          {t('shareCode.typeLine', { id: type.id, name: type.name })}
          <span className={styles.code}>{type.code}</span>
        </p>
        <p className={styles.groupLine}>{t('shareCode.group', { name: type.groupName })}</p>
        <Link className={styles.textLink} to={`/typeReport/${type.id}`}>
          {t('friendCompare.report', { id: type.id })}
        </Link>
      </div>
    </section>
  );
}

function Comparison({ me, friend }: { me: ComparedPerson; friend: ComparedPerson }) {
  const t = useAppT();
  const language = useLanguageStore((state) => (state.language === 'en' ? 'en' : 'ko'));
  const rows = geneRows(me, friend);
  const sectionName = (letter: SectionLetter) => t(`sections.${letter}`);
  return (
    <>
      <p className={styles.lead}>{t('friendCompare.lead', { me: me.name, friend: friend.name })}</p>
      <div className={styles.people}>
        <PersonCard person={me} label={t('friendCompare.typeOf', { name: me.name })} />
        <PersonCard person={friend} label={t('friendCompare.typeOf', { name: friend.name })} />
      </div>
      <section className={styles.genes} aria-labelledby="friend-genes-title">
        <h2 id="friend-genes-title" className={styles.sectionTitle}>
          {t('friendCompare.scalesTitle')}
        </h2>
        <p className={styles.muted}>{t('friendCompare.scalesLead')}</p>
        {rows.map((row) => {
          const [mine, theirs] = row.scales;
          return (
            <article
              key={row.gene}
              className={styles.gene}
              aria-labelledby={`gene-${row.gene}`}
              data-testid={`friend-gene-${row.gene}`}
            >
              <h3 id={`gene-${row.gene}`} className={styles.geneTitle}>
                {sectionName(row.section)} <span className={styles.symbol}>{row.symbol}</span>
              </h3>
              <GeneScaleChart
                label={t('friendCompare.scaleLabel', { gene: sectionName(row.section) })}
                me={{ name: me.name, scale: mine }}
                friend={{ name: friend.name, scale: theirs }}
              />
              <div className={styles.together}>
                <h4 className={styles.togetherTitle}>{t('friendCompare.together')}</h4>
                <p>
                  {pairingNote(
                    row.gene,
                    { name: me.name, variant: mine.geneType },
                    { name: friend.name, variant: theirs.geneType },
                    language,
                  )}
                </p>
              </div>
            </article>
          );
        })}
      </section>
    </>
  );
}

const isLetter = (value: string): value is SectionLetter =>
  SECTIONS.some((entry) => entry.letter === value);

function ownPerson(view: ResultView, name: string): ComparedPerson | null {
  if (!view.final) return null;
  return {
    name,
    typeId: view.final.typeId,
    sections: view.sections.flatMap((outcome) =>
      isLetter(outcome.section)
        ? [{ section: outcome.section, geneType: outcome.geneType, scores: outcome.scores }]
        : [],
    ),
  };
}

function friendPerson(profile: FriendCompareProfile): ComparedPerson | null {
  if (profile.typeId === null || profile.sections.length === 0) return null;
  return { name: profile.nickname, typeId: profile.typeId, sections: profile.sections };
}

/** Opening a friend's compare keeps them on the account (the family tab lists them). */
function useRemember(code: string, ready: boolean) {
  const started = useRef(false);
  const { mutate } = useApiMutation({ mutationFn: () => rememberFriend(code) });
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    mutate();
  }, [ready, mutate]);
}

function CompareContent({ code }: { code: string }) {
  const t = useAppT();
  const user = useAuthStore((state) => state.user);
  const myName = user?.nickname ?? t('friendCompare.me');
  const friend = useApiQuery({
    ...friendCompareQuery(code),
    enabled: SHARE_CODE_PATTERN.test(code),
  });
  const mine = useApiQuery({
    ...ownResultQuery(),
    queryFn: () =>
      ownResultQuery()
        .queryFn()
        .catch((error: unknown) => {
          showSessionExpiredOn(error);
          throw error;
        }),
  });
  const own = Boolean(
    friend.data &&
    user?.nickname &&
    friend.data.nickname.toLowerCase() === user.nickname.toLowerCase(),
  );
  useRemember(code, Boolean(friend.data) && !own);

  if (!SHARE_CODE_PATTERN.test(code))
    return (
      <p className={styles.error} role="alert">
        {t('family.friendBad')}
      </p>
    );
  if (friend.isError || mine.isError)
    return (
      <div className={styles.problem} role="alert">
        <p>{t('friendCompare.failed')}</p>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            if (friend.isError) void friend.refetch();
            if (mine.isError) void mine.refetch();
          }}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  if (!friend.data || !mine.data)
    return (
      <p className={styles.muted} role="status">
        {t('friendCompare.loading')}
      </p>
    );
  if (own)
    return (
      <p className={styles.error} role="alert">
        {t('friendCompare.ownCode')}
      </p>
    );
  const me = ownPerson(mine.data, myName);
  const them = friendPerson(friend.data);
  if (!me)
    return (
      <div className={styles.problem}>
        <p>{t('friendCompare.mineNotFinished', { name: friend.data.nickname })}</p>
        <Link className={styles.button} to="/questions">
          {t('friendCompare.startTest')}
        </Link>
      </div>
    );
  if (!them)
    return (
      <p className={styles.problem}>
        {t('friendCompare.friendNotFinished', { name: friend.data.nickname })}
      </p>
    );
  return <Comparison me={me} friend={them} />;
}

export default function FriendComparePage() {
  const t = useAppT();
  const [params] = useSearchParams();
  const code = params.get('friend') ?? '';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('friendCompare.title')}</h1>
      <RequireMember fallback={<p role="status">{t('myPage.checkingMember')}</p>}>
        <CompareContent code={code} />
      </RequireMember>
      <Link to="/myPage#familySection" className={styles.textLink}>
        {t('friendCompare.backToFamily')}
      </Link>
    </div>
  );
}
