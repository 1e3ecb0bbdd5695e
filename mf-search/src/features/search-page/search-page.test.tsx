import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  STORAGE_KEYS,
  apiClient,
  configureApi,
  resetStores,
  storage,
  useLanguageStore,
  useRecentSearchesStore,
} from '@genetype/platform';
import type { SearchResultItem } from '@genetype/domain/contracts';
import SearchPage, { NO_RESULTS_TEXT } from './search-page';

const requests: string[] = [];
/** The Accept-Language of each request, in order. */
const languages: string[] = [];
let respond: (
  searchItem: string,
  language: string,
) => { status: number; data?: unknown; headers?: Record<string, string> } = () => ({
  status: 200,
  data: [],
});

function report(id: number): SearchResultItem {
  return {
    _id: `type-${id}`,
    link: `/typeReport/${id}`,
    name: `몰입하는 탐구자 ${id}`,
    number: id,
    headingType: `${id}번 몰입하는 탐구자 ${id}`,
    character: '한 가지에 깊이 몰입해요',
    type: 'II-A-44-SS',
    description: '몰입은 오래 이어져요. <b>굵게</b>',
    kind: 'typeReport',
  };
}

const geneSection: SearchResultItem = {
  _id: 'gene-creative-behaviour',
  link: '/geneType',
  name: '창의성 유전자 (DRD4)',
  number: null,
  headingType: '창의성 유전자',
  character: 'DRD4',
  type: '유전자 유형',
  description: '창의성은 한 가지 모양이 아니에요.',
  kind: 'geneType',
  state: { section: 'creative-behaviour' },
};

beforeEach(() => {
  jest.useFakeTimers();
  requests.length = 0;
  languages.length = 0;
  localStorage.clear();
  resetStores();
  configureApi({ baseURL: 'http://api.test', navigate: jest.fn() });
  // The real client and its interceptors; only the network is replaced (axios's adapter).
  const adapter = async (config: { data?: unknown; headers: { get(name: string): unknown } }) => {
    const { searchItem } = JSON.parse(config.data as string) as { searchItem: string };
    const language = String(config.headers.get('Accept-Language'));
    requests.push(searchItem);
    languages.push(language);
    const { status, data, headers = {} } = respond(searchItem, language);
    if (status >= 300) throw new Error(`HTTP ${status}`);
    return { data: data ?? null, status, statusText: '', headers, config, request: {} };
  };
  (apiClient.defaults as { adapter: unknown }).adapter = adapter;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function Destination() {
  const location = useLocation();
  return (
    <p data-testid="destination">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>
  );
}

function renderAt(state?: unknown, search = '') {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/search', search, state }]}>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
        <Route path="*" element={<Destination />} />
      </Routes>
    </MemoryRouter>,
  );
}

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

async function settle() {
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
}

describe('the /search page', () => {
  it('searches the word in its address (?q=, the plain search form of the prerendered navbar)', async () => {
    respond = () => ({ status: 200, data: [geneSection] });
    storage.set(STORAGE_KEYS.search, '저장된 검색어');
    renderAt(undefined, '?q=%EC%B0%BD%EC%9D%98%EC%84%B1');
    await settle();
    expect(requests).toEqual(['창의성']);
    expect(screen.getByRole('status')).toHaveTextContent('‘창의성’ 검색 결과 1건');
  });

  it('searches the word from navigation state after 1 s, showing loading meanwhile', async () => {
    respond = () => ({ status: 200, data: [geneSection] });
    renderAt({ search: '창의성' });
    expect(screen.getByRole('heading', { level: 1, name: '검색 결과' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('검색하고 있어요…');
    await act(async () => {
      jest.advanceTimersByTime(999);
    });
    expect(requests).toEqual([]);
    await settle();
    expect(requests).toEqual(['창의성']);
    expect(screen.getByRole('status')).toHaveTextContent('‘창의성’ 검색 결과 1건');
    expect(
      screen.getByRole('heading', { level: 2, name: '창의성 유전자 (DRD4)' }),
    ).toBeInTheDocument();
    expect(useRecentSearchesStore.getState().searches).toEqual(['창의성']);
    expect(storage.get(STORAGE_KEYS.search)).toBe('창의성');
  });

  it('says which word a typo was read as, and searches it when chosen', async () => {
    respond = (word) => ({
      status: 200,
      data: [report(1)],
      headers:
        word === '지구럭' ? { 'x-search-suggestion': encodeURIComponent('지구력') } : undefined,
    });
    renderAt({ search: '지구럭' });
    await settle();
    const suggestion = screen.getByTestId('search-suggestion');
    expect(suggestion).toHaveTextContent('혹시 ‘지구력’을 찾으셨나요?');
    expect(suggestion).toHaveTextContent(
      '‘지구럭’ 검색 결과가 없어 ‘지구력’ 검색 결과를 보여 드려요.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('‘지구력’ 검색 결과 1건');

    await user().click(within(suggestion).getByRole('button', { name: '‘지구력’' }));
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('지구력');
    await settle();
    expect(requests).toEqual(['지구럭', '지구력']);
    expect(screen.queryByTestId('search-suggestion')).not.toBeInTheDocument();
  });

  it('falls back to the stored search word', async () => {
    storage.set(STORAGE_KEYS.search, '몰입');
    respond = () => ({ status: 200, data: [report(1)] });
    renderAt();
    await settle();
    expect(requests).toEqual(['몰입']);
  });

  it('asks for a word when there is none, without calling the API', async () => {
    renderAt();
    await settle();
    expect(screen.getByText('찾고 싶은 낱말을 입력해 주세요.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('lower-cases what is typed and searches once, 1 s after the last change', async () => {
    respond = () => ({ status: 200, data: [] });
    renderAt();
    const input = screen.getByRole('searchbox', { name: '검색어' });
    await user().type(input, 'II-A');
    expect(input).toHaveValue('ii-a');
    expect(screen.getByRole('status')).toHaveTextContent('검색하고 있어요…');
    await settle();
    expect(requests).toEqual(['ii-a']);
  });

  it('says exactly that nothing was found', async () => {
    respond = () => ({ status: 200, data: [] });
    renderAt({ search: '양자역학' });
    await settle();
    expect(screen.getByTestId('no-results')).toHaveTextContent(
      /^검색 결과가 없습니다\. 다시 검색해주세요\.$/,
    );
    // Spec §2's sentence, word for word (packages/tooling/src/test-utils/spec-texts.ts).
    expect(NO_RESULTS_TEXT).toBe('검색 결과가 없습니다. 다시 검색해주세요.');
  });

  it('logs a failed search, clears the results and shows the no-results text', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    respond = (word) => (word === '몰입' ? { status: 200, data: [report(1)] } : { status: 503 });
    renderAt({ search: '몰입' });
    await settle();
    expect(screen.getAllByTestId('search-result')).toHaveLength(1);

    const input = screen.getByRole('searchbox', { name: '검색어' });
    await user().clear(input);
    await user().type(input, '목표');
    await settle();
    expect(logged).toHaveBeenCalledWith('Search failed', new Error('HTTP 503'));
    expect(screen.queryAllByTestId('search-result')).toHaveLength(0);
    expect(screen.getByText(NO_RESULTS_TEXT)).toBeInTheDocument();
    expect(useRecentSearchesStore.getState().searches).toEqual(['몰입']);
  });

  it('pages the results 10 at a time', async () => {
    respond = () => ({ status: 200, data: Array.from({ length: 23 }, (_, i) => report(i + 1)) });
    renderAt({ search: '몰입' });
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('검색 결과 23건');
    expect(screen.getAllByTestId('search-result')).toHaveLength(10);
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
      '1번 몰입하는 탐구자 1',
    );

    await user().click(screen.getByRole('button', { name: '3페이지' }));
    const results = screen.getAllByTestId('search-result');
    expect(results).toHaveLength(3);
    expect(within(results[0] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      '21번',
    );
    expect(screen.getByRole('button', { name: '3페이지, 현재 페이지' })).toBeInTheDocument();
  });

  it('marks the search words without rendering markup from the results', async () => {
    respond = () => ({ status: 200, data: [report(1)] });
    renderAt({ search: '몰입' });
    await settle();
    const result = screen.getByTestId('search-result');
    const marks = [...result.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks.length).toBeGreaterThanOrEqual(3);
    expect(new Set(marks)).toEqual(new Set(['몰입']));
    expect(result.querySelector('b')).toBeNull();
    expect(result).toHaveTextContent('<b>굵게</b>');
  });

  it('marks the words an initial-consonant query spells', async () => {
    respond = () => ({ status: 200, data: [geneSection] });
    renderAt({ search: 'ㅊㅇㅅ' });
    await settle();
    const result = screen.getByTestId('search-result');
    const marks = [...result.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks.length).toBeGreaterThanOrEqual(2);
    expect(new Set(marks)).toEqual(new Set(['창의성']));
  });

  it('shows what each result is and links to its section’s own address, the section as state', async () => {
    respond = () => ({ status: 200, data: [report(7), geneSection] });
    renderAt({ search: '창의성' });
    await settle();
    const [typeResult, geneResult] = screen.getAllByTestId('search-result') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(typeResult).toHaveTextContent('유형 리포트');
    expect(typeResult).toHaveTextContent('7번');
    expect(typeResult).toHaveTextContent('II-A-44-SS');
    expect(typeResult).toHaveTextContent('한 가지에 깊이 몰입해요');
    expect(
      within(typeResult).getByRole('link', { name: '7번 몰입하는 탐구자 7 자세히 보기' }),
    ).toHaveAttribute('href', '/typeReport/7');
    expect(geneResult).toHaveTextContent('유전자 유형');
    expect(
      within(geneResult).getByRole('link', { name: '창의성 유전자 (DRD4) 자세히 보기' }),
    ).toHaveAttribute('href', '/geneType/creative-behaviour');
    await user().click(
      within(geneResult).getByRole('link', { name: '창의성 유전자 (DRD4) 자세히 보기' }),
    );
    expect(screen.getByTestId('destination')).toHaveTextContent(
      '/geneType/creative-behaviour {"section":"creative-behaviour"}',
    );
  });
});

describe('the /search page in English', () => {
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

  it('speaks English around the results (which stay as the content gives them)', async () => {
    respond = () => ({ status: 200, data: Array.from({ length: 12 }, (_, i) => report(i + 1)) });
    renderAt({ search: '몰입' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'What would you like to know?',
    );
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(/^12 results for ‘몰입’$/);
    expect(screen.getByRole('status').querySelector('strong')).toHaveTextContent('‘몰입’');
    expect(screen.getByRole('list', { name: 'Results for ‘몰입’' })).toBeInTheDocument();
    const [first] = screen.getAllByTestId('search-result') as [HTMLElement];
    expect(first).toHaveTextContent('Type report');
    expect(first).toHaveTextContent('No. 1');
    expect(
      within(first).getByRole('link', { name: 'Read more about 1번 몰입하는 탐구자 1' }),
    ).toHaveTextContent('Read more');
    expect(screen.getByRole('navigation', { name: 'Search result pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1, current page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveTextContent('Next');
  });

  it('says "1 result", asks for a word, and says when nothing was found', async () => {
    respond = (word) => ({ status: 200, data: word === '몰입' ? [report(1)] : [] });
    renderAt({ search: '몰입' });
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(/^1 result for ‘몰입’$/);

    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user().clear(input);
    await settle();
    expect(screen.getByText('Type a word to search for.')).toBeInTheDocument();

    await user().type(input, 'quantum');
    await settle();
    expect(screen.getByTestId('no-results')).toHaveTextContent(
      'No results. Try searching for something else.',
    );
  });

  it('searches the English content and marks the words it matched, as whole words', async () => {
    const friends: SearchResultItem = {
      _id: 'type-27',
      link: '/typeReport/27',
      name: 'Empathetic Coordinator',
      number: 27,
      headingType: 'Type 27 · Empathetic Coordinator',
      character: 'A perceptive dolphin',
      type: 'DD-A-43-SS',
      description:
        'Have a buddy explanation with a friend; a friend’s help, friends, never befriend a planet.',
      kind: 'typeReport',
    };
    respond = () => ({ status: 200, data: [friends] });
    renderAt({ search: 'Friends' });
    await settle();
    expect(requests).toEqual(['Friends']);
    expect(languages).toEqual(['en']);
    expect(screen.getByRole('status')).toHaveTextContent(/^1 result for ‘Friends’$/);
    const [result] = screen.getAllByTestId('search-result') as [HTMLElement];
    // friend, friend’s, friends and the related buddy; not the friend inside befriend.
    expect([...result.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'buddy',
      'friend',
      'friend’s',
      'friends',
    ]);
    expect(
      within(result).getByRole('link', {
        name: 'Read more about Type 27 · Empathetic Coordinator',
      }),
    ).toHaveAttribute('href', '/typeReport/27');
  });

  it('searches again in the new language when the language changes, the query kept', async () => {
    respond = (word, language) => ({
      status: 200,
      data: [
        language === 'en'
          ? {
              ...geneSection,
              name: 'The creativity gene (DRD4)',
              headingType: 'Creativity gene',
              description: 'Creativity comes in more than one shape.',
            }
          : geneSection,
      ],
    });
    renderAt({ search: 'creativity' });
    await settle();
    expect(
      screen.getByRole('heading', { level: 2, name: 'The creativity gene (DRD4)' }),
    ).toBeInTheDocument();

    await act(async () => {
      await useLanguageStore.getState().setLanguage('ko');
    });
    // The English results are not shown as the Korean page's while the Korean ones load.
    expect(screen.getByRole('status')).toHaveTextContent('검색하고 있어요…');
    expect(screen.queryAllByTestId('search-result')).toEqual([]);
    await settle();
    expect(requests).toEqual(['creativity', 'creativity']);
    expect(languages).toEqual(['en', 'ko']);
    expect(
      screen.getByRole('heading', { level: 2, name: '창의성 유전자 (DRD4)' }),
    ).toBeInTheDocument();
    // One recent search, whichever language found it.
    expect(useRecentSearchesStore.getState().searches).toEqual(['creativity']);
  });
});
