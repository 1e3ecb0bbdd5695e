import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import GeneTypePage from './gene-type-page';
import { sectionFromState } from './use-gene-section';

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <output data-testid="path">{location.pathname}</output>
      <output data-testid="state">{JSON.stringify(location.state)}</output>
    </>
  );
}

const page = (
  <>
    <GeneTypePage />
    <LocationProbe />
  </>
);

/** The page at an address, with what the router holds; `history` is the entries before it. */
function renderAt(state?: unknown, path = '/GeneType', history: string[] = []) {
  return render(
    <MemoryRouter initialEntries={[...history, { pathname: path, state }]}>
      <Routes>
        {['/geneType', '/GeneType', '/geneType/:section'].map((route) => (
          <Route key={route} path={route} element={page} caseSensitive />
        ))}
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

let scrollTo: jest.Mock;
beforeEach(() => {
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

describe('/geneType', () => {
  it('shows the 진타입 banner, five section tabs that are links and the overview with five detail links', () => {
    renderAt(undefined, '/geneType');
    expect(screen.getByText('진타입')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '유전자 유형' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '유형 종류',
      '지구력 유전자',
      '애착 유전자',
      '창의성 유전자',
      '감정 유전자',
    ]);
    expect(selectedTab()).toHaveTextContent('유형 종류');
    // Every tab is a link to its section's own address: it works without JavaScript too.
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('href'))).toEqual([
      '/geneType',
      '/geneType/earth-power',
      '/geneType/attachment',
      '/geneType/creative-behaviour',
      '/geneType/emotion',
    ]);
    const details = screen.getByRole('group', { name: '자세히 보기' });
    expect(
      within(details)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/geneType/earth-power',
      '/geneType/attachment',
      '/geneType/creative-behaviour',
      '/geneType/emotion',
      '/typeReport',
    ]);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows the section its address names, without scrolling', () => {
    renderAt(undefined, '/geneType/emotion');
    expect(selectedTab()).toHaveTextContent('감정 유전자');
    expect(
      screen.getByRole('heading', { level: 2, name: '감정 유전자 (5-HTT)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/geneType/emotion');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('renders nothing at an address naming no section (the shell shows not-found)', () => {
    renderAt(undefined, '/geneType/nope');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('opens the section named in state at its address, scrolls 500 px on a wide screen and drops the state', () => {
    window.innerWidth = 1024;
    renderAt({ section: 'emotion' });
    expect(selectedTab()).toHaveTextContent('감정 유전자');
    expect(
      screen.getByRole('heading', { level: 2, name: '감정 유전자 (5-HTT)' }),
    ).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 500 }));
    expect(screen.getByTestId('path')).toHaveTextContent('/geneType/emotion');
    expect(screen.getByTestId('state')).toHaveTextContent('null');
  });

  it('drops a state that names no section, staying where it is', () => {
    renderAt({ section: 'nope' }, '/geneType/attachment');
    expect(selectedTab()).toHaveTextContent('애착 유전자');
    expect(screen.getByTestId('path')).toHaveTextContent('/geneType/attachment');
    expect(screen.getByTestId('state')).toHaveTextContent('null');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens the first section containing the search word, scrolling 200 px on a narrow screen', () => {
    window.innerWidth = 375;
    renderAt({ searchWord: '세로토닌' });
    expect(selectedTab()).toHaveTextContent('감정 유전자');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 200 }));
    expect(screen.getByTestId('path')).toHaveTextContent('/geneType/emotion');
  });

  it('a tab replaces the history entry with its section’s address and scrolls; back leaves the page', async () => {
    window.innerWidth = 1024;
    renderAt(undefined, '/geneType', ['/contact']);
    await userEvent.click(screen.getByRole('tab', { name: '지구력 유전자' }));
    expect(selectedTab()).toHaveTextContent('지구력 유전자');
    expect(screen.getByTestId('path')).toHaveTextContent('/geneType/earth-power');
    expect(screen.getByText('II')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '지구력 유전자 그림' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'DD형(순발력형)은 이렇게 해 보세요' }),
    ).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 500 }));

    // The first section is the page's own address, and does not scroll.
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('tab', { name: '유형 종류' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/geneType$/);
    expect(selectedTab()).toHaveTextContent('유형 종류');
    expect(scrollTo).not.toHaveBeenCalled();

    // Two switches, no new entries: back leaves for the page before.
    await userEvent.click(screen.getByRole('tab', { name: '애착 유전자' }));
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/contact');
  });

  it('arrow keys move between the sections, each at its address', async () => {
    renderAt();
    screen.getByRole('tab', { name: '유형 종류' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('지구력 유전자');
    expect(selectedTab()).toHaveFocus();
    expect(screen.getByTestId('path')).toHaveTextContent('/geneType/earth-power');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('감정 유전자');
    expect(selectedTab()).toHaveFocus();
    expect(screen.getByTestId('path')).toHaveTextContent('/geneType/emotion');
  });

  it('a detail link opens its gene section at its address', async () => {
    window.innerWidth = 375;
    renderAt();
    await userEvent.click(screen.getByRole('link', { name: /창의성 유전자 자세히 보기/ }));
    expect(selectedTab()).toHaveTextContent('창의성 유전자');
    expect(screen.getByTestId('path')).toHaveTextContent('/geneType/creative-behaviour');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 200 }));
  });
});

describe('sectionFromState', () => {
  it('accepts ids, Korean titles and search words; ignores anything else', () => {
    expect(sectionFromState({ section: 'attachment' })).toBe('attachment');
    expect(sectionFromState({ section: '창의성 유전자' })).toBe('creative-behaviour');
    expect(sectionFromState({ searchWord: '뽀모도로' })).toBe('earth-power');
    expect(sectionFromState({ section: 'nope' })).toBeUndefined();
    expect(sectionFromState(null)).toBeUndefined();
    expect(sectionFromState('emotion')).toBeUndefined();
  });
});
