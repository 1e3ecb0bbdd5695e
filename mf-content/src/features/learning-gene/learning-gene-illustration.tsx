// The banner image of the result variant: a double helix whose rungs carry the four gene colours.
import { useAppT } from '../../i18n';

const RUNGS = ['#e5566d', '#1fa88a', '#d9a514', '#4a6fe0'];

export function LearningGeneIllustration({ className }: { className?: string }) {
  const t = useAppT();
  return (
    <svg
      viewBox="0 0 240 120"
      className={className}
      role="img"
      aria-label={t('learningGene.illustration')}
    >
      <g fill="none" strokeWidth="6" strokeLinecap="round">
        <path
          d="M10 30 C50 30 50 90 90 90 S130 30 170 30 S210 90 230 90"
          stroke="#fff"
          opacity="0.9"
        />
        <path
          d="M10 90 C50 90 50 30 90 30 S130 90 170 90 S210 30 230 30"
          stroke="#fff"
          opacity="0.55"
        />
      </g>
      {RUNGS.flatMap((color, i) =>
        [0, 1].map((half) => {
          const x = 30 + i * 25 + half * 100;
          return (
            <line
              key={`${i}-${half}`}
              x1={x}
              y1="42"
              x2={x}
              y2="78"
              stroke={color}
              strokeWidth="6"
              strokeLinecap="round"
            />
          );
        }),
      )}
    </svg>
  );
}
