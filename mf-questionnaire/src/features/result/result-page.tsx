// /result (spec §2, §4): interim results (?type=A|B|C), the final one (?type=D), or a result
// answered for another person (?resultId=…&nickname=…). Members only; the API serves owners only.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ResultView, SectionLetter } from '@genetype/shared';
import {
  SECTION_LETTERS,
  errorMessage,
  questionsApi,
  resultTypeForSection,
  useAuthStore,
} from '@genetype/shared';
import { RequireMember } from '@genetype/shared/ui';
import { answerForOtherPath } from '../../components/answer-for-other-form/answer-for-other-form';
import { LoadingIndicator } from '../../components/loading-indicator/loading-indicator';
import { RetakeButton } from '../../components/retake-button/retake-button';
import { FinalResult } from './final-result';
import { NEXT_SECTION_LABEL } from './result-texts';
import { SectionOutcomeView } from './section-outcome';
import styles from './result.module.scss';

function asLetter(value: string | null): SectionLetter | null {
  return SECTION_LETTERS.find((letter) => letter === value?.toUpperCase()) ?? null;
}

function useResult(resultId: string | null) {
  const [view, setView] = useState<ResultView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setView(null);
    setError(null);
    (resultId ? questionsApi.result(resultId) : questionsApi.myResult())
      .then((loaded) => live && setView(loaded))
      .catch((caught: unknown) => {
        console.error('Loading the result failed', caught);
        if (live)
          setError(errorMessage(caught, '결과를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'));
      });
    return () => {
      live = false;
    };
  }, [resultId]);
  return { view, error };
}

function OwnResult({ letter }: { letter: SectionLetter }) {
  const { view, error } = useResult(null);
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  if (!view) return <LoadingIndicator label="결과를 불러오는 중이에요" />;

  if (letter === 'D') {
    if (view.final)
      return (
        <>
          <FinalResult view={view} own />
          <div className={styles.actions}>
            <RetakeButton />
          </div>
        </>
      );
    return <NotReady letter={letter} />;
  }

  const outcome = view.sections.find((s) => s.section === letter);
  if (!outcome) return <NotReady letter={letter} />;
  const next = NEXT_SECTION_LABEL[letter];
  const nextIsDue = view.completed === SECTION_LETTERS.indexOf(letter) + 1;
  return (
    <>
      <SectionOutcomeView outcome={outcome} />
      <div className={styles.actions}>
        {next && nextIsDue ? (
          <Link className={styles.primaryLink} to="/questions?show=true">
            {next}
          </Link>
        ) : null}
        {view.completed >= 4 ? (
          <Link className={styles.primaryLink} to="/result?type=D">
            최종 결과 보기
          </Link>
        ) : null}
        <RetakeButton />
      </div>
    </>
  );
}

function NotReady({ letter }: { letter: SectionLetter }) {
  return (
    <div className={styles.card}>
      <p>아직 {letter} 유형 검사를 마치지 않았어요. 검사를 마치면 이곳에서 결과를 볼 수 있어요.</p>
      <Link className={styles.primaryLink} to="/questions?show=true">
        검사 이어서 하기
      </Link>
    </div>
  );
}

function OtherResult({ resultId, nickname }: { resultId: string; nickname: string | null }) {
  const { view, error } = useResult(resultId);
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  if (!view) return <LoadingIndicator label="결과를 불러오는 중이에요" />;
  const name = view.name ?? nickname ?? '';
  if (view.final) return <FinalResult view={view} own={false} />;
  const latest = view.sections[view.sections.length - 1];
  return (
    <>
      {latest ? <SectionOutcomeView outcome={latest} /> : null}
      <div className={styles.actions}>
        <Link className={styles.primaryLink} to={answerForOtherPath(view.resultId, name)}>
          {name} 님의 다음 검사 이어서 하기
        </Link>
      </div>
    </>
  );
}

function ResultContent() {
  const [params] = useSearchParams();
  const section = useAuthStore((state) => state.user?.section);
  const resultId = params.get('resultId');
  const nickname = params.get('nickname');
  const letter = asLetter(params.get('type')) ?? resultTypeForSection(section);
  const title = resultId
    ? `${nickname ?? ''} 님의 검사 결과`
    : letter === 'D'
      ? '최종 검사 결과'
      : `${letter} 유형 중간 결과`;
  return (
    <section className={styles.page} aria-labelledby="result-title">
      <h1 id="result-title" className={styles.title}>
        {title}
      </h1>
      {resultId ? (
        <OtherResult resultId={resultId} nickname={nickname} />
      ) : (
        <OwnResult letter={letter} />
      )}
    </section>
  );
}

export default function ResultPage() {
  return (
    <RequireMember fallback={<LoadingIndicator label="회원 정보를 확인하고 있어요" />}>
      <ResultContent />
    </RequireMember>
  );
}
