// Icons of the four genes (and the overview), drawn inline so they cost no request.
import type { ReactElement } from 'react';
import type { GeneSectionId } from '@genetype/content';

interface GeneIconProps {
  gene: GeneSectionId;
  title?: string;
  className?: string;
  size?: number;
}

/** Colour of each gene, also used by the cards around the icon. */
export const GENE_COLORS: Record<GeneSectionId, string> = {
  types: '#5b4fe0',
  'earth-power': '#e5566d',
  attachment: '#1fa88a',
  'creative-behaviour': '#d9a514',
  emotion: '#4a6fe0',
};

const PATHS: Record<GeneSectionId, ReactElement> = {
  // Double helix
  types: (
    <g fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round">
      <path d="M16 8 C48 24 16 40 48 56" />
      <path d="M48 8 C16 24 48 40 16 56" />
      <path d="M22 16 h20 M24 32 h16 M22 48 h20" opacity="0.6" />
    </g>
  ),
  // A runner's pulse line: endurance
  'earth-power': (
    <g
      fill="none"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 34 h12 l6 -14 l8 28 l6 -18 l4 4 h16" />
      <circle cx="52" cy="16" r="5" />
    </g>
  ),
  // A magnet: attachment
  attachment: (
    <g fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round">
      <path d="M18 10 v22 a14 14 0 0 0 28 0 v-22" />
      <path d="M12 10 h12 M40 10 h12" strokeWidth="4" />
    </g>
  ),
  // A light bulb: creativity
  'creative-behaviour': (
    <g
      fill="none"
      stroke="currentColor"
      strokeWidth="3.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M22 38 a16 16 0 1 1 20 0 v6 h-20z" />
      <path d="M24 52 h16 M27 58 h10" />
      <path d="M32 20 v10 M27 26 l5 4 l5 -4" opacity="0.7" />
    </g>
  ),
  // A heart: emotion
  emotion: (
    <path
      d="M32 54 C12 40 6 30 10 20 C14 10 28 10 32 20 C36 10 50 10 54 20 C58 30 52 40 32 54z"
      fill="currentColor"
    />
  ),
};

export function GeneIcon({ gene, title, className, size = 48 }: GeneIconProps) {
  const labelled = Boolean(title);
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={className}
      style={{ color: GENE_COLORS[gene] }}
      role={labelled ? 'img' : undefined}
      aria-label={title}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
    >
      {PATHS[gene]}
    </svg>
  );
}
