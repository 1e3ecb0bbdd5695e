import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RECOMMENDED_SEARCH_WORDS, RECOMMENDED_SEARCH_WORDS_EN } from '@genetype/domain';
import {
  STORAGE_KEYS,
  resetStores,
  storage,
  useLanguageStore,
  useRecentSearchesStore,
} from '@genetype/platform';
import { SearchPopup } from './search-popup';

function SearchRoute() {
  const { state } = useLocation();
  return <p data-testid="search-route">{JSON.stringify(state)}</p>;
}

function renderPopup() {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={['/typeReport']}>
      <Routes>
        <Route path="/typeReport" element={<SearchPopup onClose={onClose} />} />
        <Route path="/search" element={<SearchRoute />} />
      </Routes>
    </MemoryRouter>,
  );
  return { onClose };
}

beforeEach(() => {
  localStorage.clear();
  resetStores();
});

describe('<SearchPopup>', () => {
  it('offers the nine recommended words and focuses the search box', () => {
    renderPopup();
    const recommended = screen.getByRole('region', { name: '추천 검색어' });
    expect(
      within(recommended)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(RECOMMENDED_SEARCH_WORDS.map((word) => `#${word}`));
    expect(RECOMMENDED_SEARCH_WORDS).toEqual([
      '창의성',
      '지구력',
      '활동성',
      '배려',
      '경쟁',
      '목표',
      '예민함',
      '몰입',
      '대인관계',
    ]);
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveFocus();
  });

  it('does nothing on an empty or blank submit', async () => {
    const { onClose } = renderPopup();
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    await userEvent.type(screen.getByRole('searchbox', { name: '검색어' }), '   {Enter}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByTestId('search-route')).toBeNull();
    expect(storage.get(STORAGE_KEYS.search)).toBeNull();
  });

  it('stores a typed word, closes and opens /search with the word as state', async () => {
    const { onClose } = renderPopup();
    await userEvent.type(screen.getByRole('searchbox', { name: '검색어' }), '  몰입 {Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(storage.get(STORAGE_KEYS.search)).toBe('몰입');
    expect(screen.getByTestId('search-route')).toHaveTextContent('{"search":"몰입"}');
  });

  it('tells the open results page of a new search (a popstate: the URL stays /search)', async () => {
    const popstates: unknown[] = [];
    const onPopState = (event: PopStateEvent) => popstates.push(event.state);
    window.addEventListener('popstate', onPopState);
    try {
      renderPopup();
      await userEvent.click(screen.getByRole('button', { name: '#몰입' }));
      expect(popstates).toHaveLength(0); // from another page the URL changes: nothing to add
      window.history.pushState(null, '', '/search');
      renderPopup();
      await userEvent.click(screen.getAllByRole('button', { name: '#경쟁' })[0] as HTMLElement);
      expect(popstates).toHaveLength(1);
    } finally {
      window.removeEventListener('popstate', onPopState);
      window.history.pushState(null, '', '/');
    }
  });

  it('searches a recommended word on click', async () => {
    const { onClose } = renderPopup();
    await userEvent.click(screen.getByRole('button', { name: '#예민함' }));
    expect(onClose).toHaveBeenCalled();
    expect(storage.get(STORAGE_KEYS.search)).toBe('예민함');
    expect(screen.getByTestId('search-route')).toHaveTextContent('{"search":"예민함"}');
  });

  it('lists the recent searches, newest first, and removes one or all', async () => {
    storage.setJson(STORAGE_KEYS.recentSearches, ['목표', '경쟁', '배려']);
    renderPopup();
    const list = screen.getByTestId('recent-searches');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['목표', '경쟁', '배려']);

    await userEvent.click(screen.getByRole('button', { name: '최근 검색어 ‘경쟁’ 지우기' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['목표', '배려']);
    expect(storage.getJson(STORAGE_KEYS.recentSearches)).toEqual(['목표', '배려']);

    await userEvent.click(screen.getByRole('button', { name: '모두 지우기' }));
    expect(screen.getByText('최근 검색한 낱말이 없어요.')).toBeInTheDocument();
    expect(useRecentSearchesStore.getState().searches).toEqual([]);
  });

  it('searches a recent word on click', async () => {
    storage.setJson(STORAGE_KEYS.recentSearches, ['집중']);
    renderPopup();
    await userEvent.click(screen.getByRole('button', { name: '집중' }));
    expect(screen.getByTestId('search-route')).toHaveTextContent('{"search":"집중"}');
  });
});

describe('<SearchPopup> in English', () => {
  beforeEach(async () => {
    await act(async () => {
      await useLanguageStore.getState().setLanguage('en');
    });
  });
  afterEach(async () => {
    await act(async () => {
      await useLanguageStore.getState().setLanguage('ko');
    });
  });

  it('labels the box, the suggestions and the recent searches in English', async () => {
    storage.setJson(STORAGE_KEYS.recentSearches, ['목표']);
    renderPopup();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'What would you like to know?',
    );
    expect(screen.getByRole('button', { name: /^Search$/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Suggested searches' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent searches' })).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove ‘목표’ from recent searches' }),
    );
    expect(screen.getByText('No recent searches yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('suggests English words, and searches one as typed', async () => {
    renderPopup();
    const suggested = screen.getByRole('region', { name: 'Suggested searches' });
    expect(
      within(suggested)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(RECOMMENDED_SEARCH_WORDS_EN.map((word) => `#${word}`));
    expect(within(suggested).queryByText(/[가-힣]/)).toBeNull();
    await userEvent.click(within(suggested).getByRole('button', { name: '#friendships' }));
    expect(screen.getByTestId('search-route')).toHaveTextContent('{"search":"friendships"}');
    expect(storage.get(STORAGE_KEYS.search)).toBe('friendships');
  });

  it('switches the suggestions with the language, while open', async () => {
    renderPopup();
    expect(screen.getByRole('button', { name: '#creativity' })).toBeInTheDocument();
    await act(async () => {
      await useLanguageStore.getState().setLanguage('ko');
    });
    expect(screen.getByRole('button', { name: '#창의성' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '#creativity' })).toBeNull();
  });
});
