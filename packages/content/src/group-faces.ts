// What the nine groups share in every language: id, code and colour (ACE × DRD2, DESIGN §5).
// Its own module so a language's groups (en/groups.ts) carry no other language's text.
// Colours repeat `$group-colors` in packages/ui/styles/_tokens.scss; a test keeps the two in step.
export interface GroupFace {
  id: number;
  /** 'II-A' */
  code: string;
  color: string;
}

export const GROUP_FACES: readonly GroupFace[] = [
  { id: 1, code: 'II-A', color: '#e5566d' },
  { id: 2, code: 'II-B', color: '#ee7a3b' },
  { id: 3, code: 'II-C', color: '#d9a514' },
  { id: 4, code: 'ID-A', color: '#6bb23a' },
  { id: 5, code: 'ID-B', color: '#1fa88a' },
  { id: 6, code: 'ID-C', color: '#2c9ad1' },
  { id: 7, code: 'DD-A', color: '#4a6fe0' },
  { id: 8, code: 'DD-B', color: '#8658d8' },
  { id: 9, code: 'DD-C', color: '#c54fae' },
];
