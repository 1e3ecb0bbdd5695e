// The header of /questions (spec §2): three tip cards and the five-step tracker with the character.
import { SECTIONS, progressPercent } from '@genetype/domain';
import { useAppT } from '../../i18n';
import { CharacterIcon } from './character-icon';
import styles from './questions.module.scss';

/** The three tips, by their keys under `tips` (`<key>Title`, `<key>Text`). */
export const TIPS = ['time', 'honest', 'steps'] as const;

export function TipCards() {
  const t = useAppT();
  return (
    <ul className={styles.tips} aria-label={t('tips.label')}>
      {TIPS.map((tip, index) => (
        <li key={tip} className={styles.tip}>
          <span className={styles.tipIndex} aria-hidden="true">
            {index + 1}
          </span>
          <h2 className={styles.tipTitle}>{t(`tips.${tip}Title`)}</h2>
          <p className={styles.tipText}>{t(`tips.${tip}Text`)}</p>
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

export function ProgressTracker({ completed, page, characterType }: ProgressTrackerProps) {
  const t = useAppT();
  const percent = progressPercent(completed, page);
  const steps = [
    ...SECTIONS.map((s) => ({
      key: s.letter,
      label: t('tracker.step', { letter: s.letter, name: t(`sectionNames.${s.letter}`) }),
    })),
    { key: 'done', label: t('tracker.done') },
  ];
  return (
    <div className={styles.tracker}>
      <CharacterIcon type={characterType} />
      <div className={styles.trackerBody}>
        <ol className={styles.steps} aria-label={t('tracker.label')}>
          {steps.map((step, index) => {
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
          aria-label={t('tracker.progress')}
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
