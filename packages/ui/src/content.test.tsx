// useContent: Korean at once and nothing else fetched; English once its chunk has arrived.
import { act, render, screen } from '@testing-library/react';
import { useLanguageStore } from '@genetype/platform';
import { loadedContentParts, typeGroups } from '@genetype/content';
import { useContent, useContentLanguage } from './content.js';

function FirstGroup() {
  const language = useContentLanguage();
  const groups = useContent(typeGroups, ['typeGroups'], (content) => content.typeGroups);
  return <p>{groups ? `${language}: ${groups[0]?.name}` : 'loading'}</p>;
}

afterAll(async () => {
  await act(() => useLanguageStore.getState().setLanguage('ko'));
  localStorage.clear();
});

describe('useContent', () => {
  it('gives the Korean part at once, and a Korean page fetches no English', () => {
    render(<FirstGroup />);
    expect(screen.getByText('ko: 뚝심 탐구자')).toBeInTheDocument();
    expect(loadedContentParts('en', ['typeGroups'])).toBeUndefined();
  });

  it('switches to English once its content has arrived, and back to Korean at once', async () => {
    render(<FirstGroup />);
    act(() => {
      void useLanguageStore.getState().setLanguage('en');
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('en: Steadfast Seeker')).toBeInTheDocument();
    expect(loadedContentParts('en', ['typeGroups'])).toBeDefined();
    // Only the groups' chunk: a page fetches the parts it shows.
    expect(loadedContentParts('en', ['geneSections'])).toBeUndefined();
    await act(() => useLanguageStore.getState().setLanguage('ko'));
    expect(screen.getByText('ko: 뚝심 탐구자')).toBeInTheDocument();
  });
});
