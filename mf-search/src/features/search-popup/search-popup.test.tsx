import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  RECOMMENDED_SEARCH_WORDS,
  STORAGE_KEYS,
  resetStores,
  storage,
  useRecentSearchesStore,
} from '@genetype/shared';
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
