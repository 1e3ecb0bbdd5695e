// The nine group characters as small inline SVGs: one round body in the group colour, with the
// feature that makes each animal recognisable. Inline, so no extra request and no asset chunk.
import type { ReactNode } from 'react';

export interface GroupCharacterProps {
  /** 1..9 */
  group: number;
  color: string;
  /** Accessible name; omit when a visible text already names the character. */
  title?: string;
  className?: string;
  size?: number;
}

const INK = '#1f2329';

/** The distinguishing feature of each group's animal, drawn behind or over the body. */
const FEATURES: Record<number, { back?: ReactNode; front?: ReactNode }> = {
  // 1 거북이: shell pattern and a small head
  1: {
    back: <circle cx="60" cy="30" r="12" fill="currentColor" />,
    front: (
      <g fill="none" stroke="#fff" strokeWidth="3" opacity="0.7">
        <path d="M45 78 l15 -9 l15 9 l0 14 l-15 8 l-15 -8z" />
      </g>
    ),
  },
  // 2 코끼리: big ears and a trunk
  2: {
    back: (
      <g fill="currentColor" opacity="0.75">
        <ellipse cx="24" cy="58" rx="16" ry="22" />
        <ellipse cx="96" cy="58" rx="16" ry="22" />
      </g>
    ),
    front: (
      <path
        d="M60 70 q0 22 -10 28"
        fill="none"
        stroke={INK}
        strokeWidth="6"
        strokeLinecap="round"
        opacity="0.85"
      />
    ),
  },
  // 3 고래: tail and water spout
  3: {
    back: <path d="M98 70 l18 -14 l-4 20 l4 20 l-18 -14z" fill="currentColor" />,
    front: (
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <path d="M60 22 v-12 M60 16 q-8 -8 -14 -4 M60 16 q8 -8 14 -4" />
      </g>
    ),
  },
  // 4 비버: front teeth and a flat tail
  4: {
    back: <ellipse cx="98" cy="96" rx="18" ry="8" fill="currentColor" opacity="0.8" />,
    front: (
      <g>
        <rect
          x="54"
          y="76"
          width="6"
          height="9"
          rx="1"
          fill="#fff"
          stroke={INK}
          strokeWidth="1.5"
        />
        <rect
          x="60"
          y="76"
          width="6"
          height="9"
          rx="1"
          fill="#fff"
          stroke={INK}
          strokeWidth="1.5"
        />
      </g>
    ),
  },
  // 5 부엉이: ear tufts and large eye rings
  5: {
    back: (
      <g fill="currentColor">
        <path d="M30 40 l-4 -22 l18 14z" />
        <path d="M90 40 l4 -22 l-18 14z" />
      </g>
    ),
    front: (
      <g fill="none" stroke="#fff" strokeWidth="4" opacity="0.85">
        <circle cx="47" cy="58" r="11" />
        <circle cx="73" cy="58" r="11" />
      </g>
    ),
  },
  // 6 여우: pointed ears and a white muzzle
  6: {
    back: (
      <g fill="currentColor">
        <path d="M28 44 l2 -30 l22 20z" />
        <path d="M92 44 l-2 -30 l-22 20z" />
      </g>
    ),
    front: <path d="M44 72 q16 22 32 0 q-16 8 -32 0z" fill="#fff" opacity="0.9" />,
  },
  // 7 호랑이: round ears and stripes
  7: {
    back: (
      <g fill="currentColor">
        <circle cx="32" cy="34" r="10" />
        <circle cx="88" cy="34" r="10" />
      </g>
    ),
    front: (
      <g stroke={INK} strokeWidth="3.5" strokeLinecap="round" opacity="0.7">
        <path d="M60 32 v10 M50 34 l2 8 M70 34 l-2 8 M24 66 h10 M24 76 h8 M96 66 h-10 M96 76 h-8" />
      </g>
    ),
  },
  // 8 치타: spots and tear marks
  8: {
    back: (
      <g fill="currentColor">
        <circle cx="34" cy="34" r="8" />
        <circle cx="86" cy="34" r="8" />
      </g>
    ),
    front: (
      <g fill={INK} opacity="0.6">
        <circle cx="34" cy="82" r="3" />
        <circle cx="86" cy="82" r="3" />
        <circle cx="40" cy="92" r="2.5" />
        <circle cx="80" cy="92" r="2.5" />
        <circle cx="60" cy="38" r="3" />
        <path
          d="M44 64 q-2 10 -6 14 M76 64 q2 10 6 14"
          stroke={INK}
          strokeWidth="2.5"
          fill="none"
        />
      </g>
    ),
  },
  // 9 돌고래: dorsal fin and a long snout
  9: {
    back: <path d="M56 22 q10 -16 24 -12 q-10 6 -8 18z" fill="currentColor" />,
    front: <ellipse cx="60" cy="82" rx="12" ry="7" fill="#fff" opacity="0.85" />,
  },
};

export function GroupCharacter({ group, color, title, className, size = 96 }: GroupCharacterProps) {
  const feature = FEATURES[group] ?? {};
  const labelled = Boolean(title);
  return (
    <svg
      viewBox="0 0 120 120"
      width={size}
      height={size}
      className={className}
      style={{ color }}
      role={labelled ? 'img' : undefined}
      aria-label={title}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
    >
      {feature.back}
      <ellipse cx="60" cy="70" rx="40" ry="38" fill="currentColor" />
      <ellipse cx="60" cy="80" rx="24" ry="20" fill="#fff" opacity="0.25" />
      <circle cx="47" cy="58" r="6" fill={INK} />
      <circle cx="73" cy="58" r="6" fill={INK} />
      <circle cx="49" cy="56" r="2" fill="#fff" />
      <circle cx="75" cy="56" r="2" fill="#fff" />
      <circle cx="38" cy="72" r="5" fill="#ff8a8a" opacity="0.55" />
      <circle cx="82" cy="72" r="5" fill="#ff8a8a" opacity="0.55" />
      <path d="M54 72 q6 6 12 0" fill="none" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
      {feature.front}
    </svg>
  );
}
