// The "가족" tab of my page: the member and everyone they answered for, with relations (editable),
// types and the ways on (report, print, inheritance, comparison). Loaded only when the tab opens.
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SECTION_COUNT } from '@genetype/domain';
import { errorMessage, useLanguageStore } from '@genetype/platform';
import { FAMILY_RELATIONS, isFamilyRelation, parentsOf } from '@genetype/domain';
import { typeReportById } from '@genetype/content';
import type { FamilyMember } from './family-model';
import {
  comparePath,
  inheritancePathOf,
  memberLabel,
  relationText,
  printPathOf,
  resultPathOf,
  toMember,
} from './family-model';
import { FriendsSection } from './friends-section';
import { useFamily } from './use-family';
import { setRelation } from './api/family';
import styles from './family.module.scss';
import { useAppT } from '../../../i18n';

function RelationEditor({
  member,
  onSaved,
}: {
  member: FamilyMember;
  onSaved: (member: FamilyMember) => void;
}) {
  const t = useAppT();
  const id = useId();
  const [status, setStatus] = useState<{ busy: boolean; message: string | null; failed: boolean }>({
    busy: false,
    message: null,
    failed: false,
  });
  const change = async (value: string) => {
    if (!isFamilyRelation(value)) return;
    setStatus({ busy: true, message: null, failed: false });
    try {
      const view = await setRelation(member.id, value);
      onSaved(toMember(view, false, ''));
      setStatus({ busy: false, message: t('family.relationSaved'), failed: false });
    } catch (caught) {
      setStatus({
        busy: false,
        message: errorMessage(caught, t('family.relationFailed')),
        failed: true,
      });
    }
  };
  return (
    <div className={styles.relationRow}>
      <label htmlFor={id}>{t('family.relationOf', { name: member.name })}</label>
      <select
        id={id}
        className={styles.select}
        value={member.relation ?? ''}
        disabled={status.busy}
        onChange={(event) => void change(event.target.value)}
      >
        {member.relation === null && <option value="">{t('family.noRelation')}</option>}
        {FAMILY_RELATIONS.map((relation) => (
          <option key={relation} value={relation}>
            {relationText(relation)}
          </option>
        ))}
      </select>
      {status.message && (
        <span
          role={status.failed ? 'alert' : 'status'}
          className={status.failed ? styles.error : styles.muted}
        >
          {status.message}
        </span>
      )}
    </div>
  );
}

function MemberRow({
  member,
  members,
  onSaved,
}: {
  member: FamilyMember;
  members: FamilyMember[];
  onSaved: (member: FamilyMember) => void;
}) {
  const t = useAppT();
  const language = useLanguageStore((state) => state.language);
  // The type names are Korean only for now: English names the type by its number.
  const report = member.typeId && language === 'ko' ? typeReportById(member.typeId) : undefined;
  const hasParents = parentsOf(member.id, members).some((parent) => parent.view.completed > 0);
  return (
    <li className={styles.person} data-testid={`family-member-${member.id}`}>
      <div className={styles.personHead}>
        <span className={styles.personName}>
          {member.isSelf ? t('family.meDot', { name: member.name }) : member.name}
        </span>
        {!member.isSelf && <span className={styles.badge}>{relationText(member.relation)}</span>}
        {member.typeId ? (
          <span>
            {report
              ? t('overview.typeNamed', { id: member.typeId, name: report.name })
              : t('overview.typeNumber', { id: member.typeId })}{' '}
            <span className={styles.code}>{member.code}</span>
          </span>
        ) : (
          <span className={styles.muted}>
            {t('others.progress', { done: member.view.completed, total: SECTION_COUNT })}
          </span>
        )}
      </div>
      {!member.isSelf && <RelationEditor member={member} onSaved={onSaved} />}
      <div className={styles.actions}>
        {member.view.completed > 0 && (
          <Link
            to={resultPathOf(member)}
            className={styles.textLink}
            aria-label={t('others.viewResultOf', { name: member.name })}
          >
            {t('overview.viewResult')}
          </Link>
        )}
        {member.typeId && (
          <Link to={`/typeReport/${member.typeId}`} className={styles.textLink}>
            {t('others.report', { id: member.typeId })}
          </Link>
        )}
        {member.typeId && (
          <Link
            to={printPathOf(member)}
            className={styles.textLink}
            aria-label={t('family.printOf', { name: member.name })}
          >
            {t('family.print')}
          </Link>
        )}
        {member.view.completed > 0 && hasParents && (
          <Link
            to={inheritancePathOf(member)}
            className={styles.textLink}
            aria-label={t('family.inheritanceOf', { name: member.name })}
          >
            {t('family.inheritance')}
          </Link>
        )}
      </div>
    </li>
  );
}

function CompareForm({ members }: { members: FamilyMember[] }) {
  const t = useAppT();
  const id = useId();
  const navigate = useNavigate();
  const typed = members.filter((member) => member.typeId !== null);
  const [a, setA] = useState(typed[0]?.id ?? '');
  const [b, setB] = useState(typed[1]?.id ?? '');
  if (typed.length < 2) return <p className={styles.muted}>{t('family.compareNeedsTwo')}</p>;
  const same = a === b;
  return (
    <form
      className={styles.compareForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (!same) void navigate(comparePath(a, b));
      }}
    >
      {[
        { key: 'a', label: t('family.first'), value: a, set: setA },
        { key: 'b', label: t('family.second'), value: b, set: setB },
      ].map((field) => (
        <div key={field.key} className={styles.field}>
          <label htmlFor={`${id}-${field.key}`}>{field.label}</label>
          <select
            id={`${id}-${field.key}`}
            className={styles.select}
            value={field.value}
            onChange={(event) => field.set(event.target.value)}
          >
            {typed.map((member) => (
              <option key={member.id} value={member.id}>
                {memberLabel(member)}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className={styles.primary} disabled={same}>
        {t('family.compare')}
      </button>
      {same && <p className={styles.muted}>{t('family.pickTwo')}</p>}
    </form>
  );
}

/** The family tab's content. */
export default function FamilyPanel() {
  const t = useAppT();
  const family = useFamily();
  if (family.status === 'loading') return <p className={styles.muted}>{t('family.loading')}</p>;
  if (family.status === 'failed')
    return (
      <p className={styles.error} role="alert">
        {family.message}
      </p>
    );
  const { members } = family;
  return (
    <div className={styles.panel}>
      <section className={styles.card} aria-labelledby="family-title">
        <h2 id="family-title" className={styles.cardTitle}>
          {t('family.title')}
        </h2>
        <p className={styles.muted}>{t('family.intro')}</p>
        {members.length === 0 ? (
          <p className={styles.muted}>{t('family.empty')}</p>
        ) : (
          <ul className={styles.people}>
            {members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                members={members}
                onSaved={family.replace}
              />
            ))}
          </ul>
        )}
        <Link to="/myPage#friends-section" className={styles.textLink}>
          {t('family.add')}
        </Link>
      </section>
      <section className={styles.card} aria-labelledby="family-compare-title">
        <h2 id="family-compare-title" className={styles.cardTitle}>
          {t('family.compareTitle')}
        </h2>
        <CompareForm members={members} />
      </section>
      <FriendsSection
        finished={members.some((member) => member.isSelf && member.typeId !== null)}
      />
    </div>
  );
}
