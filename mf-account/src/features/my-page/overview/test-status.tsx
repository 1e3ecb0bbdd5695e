import { Link } from 'react-router-dom';
import { SECTIONS, SECTION_DONE, groupOfType, typeById } from '@genetype/shared';
import type { User } from '@genetype/shared';
import { typeReportById } from '@genetype/shared/content';
import { ReviewButton } from '../../../components/reviews';
import styles from './overview.module.scss';

/** The member's own test: not started, in progress (interim sections) or done (the final type). */
export function TestStatus({ user }: { user: User }) {
  const done = Math.min(Math.max(user.section, 0), SECTION_DONE);
  const final = user.results.find((entry) => entry.typeId !== undefined);
  const finalType = final?.typeId ? typeById(final.typeId) : undefined;

  if (done === 0 && user.results.length === 0) {
    return (
      <div className={styles.empty} data-testid="test-status-empty">
        <p className={styles.emptyTitle}>아직 진타입 검사를 하지 않았어요.</p>
        <p className={styles.muted}>
          지구력, 애착, 창의성, 감정 네 가지 성향을 차례로 알아봐요. 한 유형에 8분 정도 걸려요.
        </p>
        <Link to="/questions" className={styles.primary}>
          검사 시작하기
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.status}>
      <p className={styles.progressLabel}>
        {done >= SECTION_DONE ? '검사를 모두 마쳤어요.' : `4개 유형 중 ${done}개를 마쳤어요.`}
      </p>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="검사 진행률"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={done * 25}
      >
        <span style={{ width: `${done * 25}%` }} />
      </div>
      <ul className={styles.sections}>
        {SECTIONS.map((section) => {
          const entry = user.results.find((result) => result.section === section.letter);
          return (
            <li key={section.letter} className={styles.sectionItem} data-done={Boolean(entry)}>
              <span className={styles.sectionName}>
                {section.letter}. {section.koreanName}
              </span>
              {entry ? (
                <>
                  <span className={styles.geneType}>{entry.geneType}</span>
                  <Link
                    to={`/result?type=${section.letter}`}
                    className={styles.textLink}
                    aria-label={`${section.koreanName} 결과 보기`}
                  >
                    결과 보기
                  </Link>
                </>
              ) : (
                <span className={styles.muted}>아직 검사 전</span>
              )}
            </li>
          );
        })}
      </ul>
      {finalType ? (
        <div className={styles.final}>
          <p className={styles.finalLabel}>나의 진타입</p>
          <p className={styles.finalCode}>
            {typeReportById(finalType.id)?.heading ?? `${finalType.id}번`}
            <span className={styles.groupName}>{finalType.code}</span>
          </p>
          <p className={styles.muted}>{groupOfType(finalType.id)?.name} 그룹</p>
          <Link to={`/typeReport/${finalType.id}`} className={styles.primary}>
            {finalType.id}번 유형 리포트 보기
          </Link>
          <ReviewButton />
        </div>
      ) : (
        done < SECTION_DONE && (
          <Link to="/questions" className={styles.primary}>
            이어서 검사하기
          </Link>
        )
      )}
    </div>
  );
}
