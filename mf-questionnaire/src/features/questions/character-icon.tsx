// The tracker's character (spec §2): chosen by the locally stored `type` — an ACE variant with a
// DRD2 variant ('II-A' … 'DD-C') — or a default one before both are known. Inline SVG, no assets.
import { ACE_TYPES, DRD2_TYPES, TYPE_GROUPS } from '@genetype/domain';
import { useAppT } from '../../i18n';
import styles from './character-icon.module.scss';

const BODY_PATHS: Record<string, string> = {
  // Endurance shapes: round and steady (II), in between (ID), quick and pointed (DD).
  II: 'M32 6c14 0 24 10 24 25s-10 27-24 27S8 46 8 31 18 6 32 6z',
  ID: 'M14 10h36a6 6 0 0 1 6 6v34a8 8 0 0 1-8 8H16a8 8 0 0 1-8-8V16a6 6 0 0 1 6-6z',
  DD: 'M32 4l26 50a4 4 0 0 1-4 5H10a4 4 0 0 1-4-5z',
};

const MOUTHS: Record<string, string> = {
  // Attachment expressions: focused (A), content (B), curious (C).
  A: 'M25 42h14',
  B: 'M24 40q8 7 16 0',
  C: 'M28 41a4 4 0 1 0 8 0a4 4 0 1 0-8 0',
};

export interface CharacterIconProps {
  /** Stored type, e.g. 'II-A'; anything else shows the default character. */
  type: string | null;
  size?: number;
}

export function parseCharacterType(type: string | null): { ace: string; drd2: string } | null {
  if (!type) return null;
  const [ace, drd2] = type.toUpperCase().split('-');
  if (!ace || !drd2) return null;
  if (!(ACE_TYPES as readonly string[]).includes(ace)) return null;
  if (!(DRD2_TYPES as readonly string[]).includes(drd2)) return null;
  return { ace, drd2 };
}

export function CharacterIcon({ type, size = 56 }: CharacterIconProps) {
  const t = useAppT();
  const parsed = parseCharacterType(type);
  const group = parsed
    ? TYPE_GROUPS.find((g) => g.code === `${parsed.ace}-${parsed.drd2}`)
    : undefined;
  const label = parsed
    ? t('character.typed', { type: `${parsed.ace}-${parsed.drd2}` })
    : t('character.default');
  return (
    <svg
      className={styles.icon}
      data-group={group?.id ?? 'default'}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label={label}
    >
      <path className={styles.body} d={BODY_PATHS[parsed?.ace ?? 'II']} />
      <circle className={styles.eye} cx="24" cy="30" r="3" />
      <circle className={styles.eye} cx="40" cy="30" r="3" />
      {parsed ? (
        <path className={styles.mouth} d={MOUTHS[parsed.drd2]} />
      ) : (
        <text className={styles.mark} x="32" y="50" textAnchor="middle">
          ?
        </text>
      )}
    </svg>
  );
}
