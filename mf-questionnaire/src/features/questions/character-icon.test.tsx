import { render, screen } from '@testing-library/react';
import { STORAGE_KEYS, storage } from '@genetype/platform';
import { CharacterIcon, parseCharacterType } from './character-icon';
import { syncStoredType } from './stored-type';

beforeEach(() => localStorage.clear());

describe('the tracker character', () => {
  it.each([
    ['II-A', 1],
    ['ID-B', 5],
    ['DD-C', 9],
  ])('%s is drawn in the colour of group %s', (type, group) => {
    render(<CharacterIcon type={type} />);
    const icon = screen.getByRole('img', { name: `${type} 유형 캐릭터` });
    expect(icon).toHaveAttribute('data-group', String(group));
  });

  it.each([null, '', 'XX-A', 'II', 'II-D'])(
    'falls back to the default character for %p',
    (type) => {
      render(<CharacterIcon type={type} />);
      expect(screen.getByRole('img', { name: '기본 캐릭터' })).toHaveAttribute(
        'data-group',
        'default',
      );
      expect(parseCharacterType(type)).toBeNull();
    },
  );

  it('stores the type once sections A and B are scored, and forgets it otherwise', () => {
    expect(syncStoredType({ results: [{ section: 'A', geneType: 'DD' }] })).toBeNull();
    expect(storage.get(STORAGE_KEYS.type)).toBeNull();
    const both = {
      results: [
        { section: 'A' as const, geneType: 'DD' },
        { section: 'B' as const, geneType: 'B' },
      ],
    };
    expect(syncStoredType(both)).toBe('DD-B');
    expect(storage.get(STORAGE_KEYS.type)).toBe('DD-B');
    syncStoredType({ results: [] });
    expect(storage.get(STORAGE_KEYS.type)).toBeNull();
  });
});
