// The header of /questions (spec §2): three tip cards and the five-step tracker with the character.
import { SECTIONS, progressPercent } from '@genetype/shared';
import { CharacterIcon } from './character-icon';
import styles from './questions.module.scss';

export const TIPS = [
  {
    title: '유형마다 약 8분',
    text: '한 유형의 문항은 8분 정도면 모두 답할 수 있어요. 오래 고민하기보다 먼저 떠오르는 쪽을 골라 주세요.',
  },
  {
    title: '솔직하게 답해 주세요',
    text: '마음에 들지 않는 문항이라도 평소의 내 모습에 가까운 쪽을 골라 주세요. 솔직할수록 결과가 정확해져요.',
  },
  {
    title: 'A부터 D까지 네 단계',
    text: '지구력(A), 애착(B), 창의성(C), 감정(D) 네 유형의 문항을 단계별로 차례차례 답해요.',
  },
] as const;

export function TipCards() {
  return (
    <ul className={styles.tips} aria-label="검사 안내">
      {TIPS.map((tip, index) => (
        <li key={tip.title} className={styles.tip}>
          <span className={styles.tipIndex} aria-hidden="true">
            {index + 1}
          </span>
          <h2 className={styles.tipTitle}>{tip.title}</h2>
          <p className={styles.tipText}>{tip.text}</p>
        </li>
      ))}
    </ul>
  );
}

export interface ProgressTrackerProps {
  /** Sections completed (0–4). */
  completed: number;
  /** Page index inside the current section (0–3). */
  page: number;
  characterType: string | null;
}

const STEPS = [
  ...SECTIONS.map((s) => ({ key: s.letter, label: `${s.letter} ${s.koreanName}` })),
  { key: 'done', label: '완료' },
];

export function ProgressTracker({ completed, page, characterType }: ProgressTrackerProps) {
  const percent = progressPercent(completed, page);
  return (
    <div className={styles.tracker}>
      <CharacterIcon type={characterType} />
      <div className={styles.trackerBody}>
        <ol className={styles.steps} aria-label="검사 단계">
          {STEPS.map((step, index) => {
            const state = index < completed ? 'done' : index === completed ? 'current' : 'todo';
            return (
              <li
                key={step.key}
                className={styles.step}
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                {step.label}
              </li>
            );
          })}
        </ol>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label="검사 진행률"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
        >
          <span className={styles.progressFill} style={{ width: `${percent}%` }} />
        </div>
      </div>
    </div>
  );
}
