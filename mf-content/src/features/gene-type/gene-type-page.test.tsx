import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import GeneTypePage from './gene-type-page';
import { sectionFromState } from './use-gene-section';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="state">{JSON.stringify(location.state)}</output>;
}

function renderAt(state?: unknown, path = '/GeneType') {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route
          path={path}
          element={
            <>
              <GeneTypePage />
              <LocationProbe />
            </>
          }
        />
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
  it('shows the 진타입 banner, five sections and the overview with five detail buttons', () => {
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
    const details = screen.getByRole('group', { name: '자세히 보기' });
    expect(details.querySelectorAll('button, a')).toHaveLength(5);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens the section named in state, scrolls 500 px on a wide screen and drops the state', () => {
    window.innerWidth = 1024;
    renderAt({ section: 'emotion' });
    expect(selectedTab()).toHaveTextContent('감정 유전자');
    expect(
      screen.getByRole('heading', { level: 2, name: '감정 유전자 (5-HTT)' }),
    ).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 500 }));
    expect(screen.getByTestId('state')).toHaveTextContent('null');
  });

  it('opens the first section containing the search word, scrolling 200 px on a narrow screen', () => {
    window.innerWidth = 375;
    renderAt({ searchWord: '세로토닌' });
    expect(selectedTab()).toHaveTextContent('감정 유전자');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 200 }));
  });

  it('a section chosen in the switcher shows its gene content; back returns to the first section', async () => {
    window.innerWidth = 1024;
    renderAt();
    await userEvent.click(screen.getByRole('tab', { name: '지구력 유전자' }));
    expect(selectedTab()).toHaveTextContent('지구력 유전자');
    expect(screen.getByText('II')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '지구력 유전자 그림' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'DD형(순발력형)은 이렇게 해 보세요' }),
    ).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 500 }));
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(selectedTab()).toHaveTextContent('유형 종류');
  });

  it('arrow keys move between the sections', async () => {
    renderAt();
    await userEvent.click(screen.getByRole('tab', { name: '유형 종류' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('지구력 유전자');
    expect(selectedTab()).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('감정 유전자');
  });

  it('a detail button opens its gene section', async () => {
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: /창의성 유전자 자세히 보기/ }));
    expect(selectedTab()).toHaveTextContent('창의성 유전자');
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
