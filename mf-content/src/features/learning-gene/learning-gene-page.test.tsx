import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import LearningGenePage from './learning-gene-page';

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <output data-testid="location">
        {`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}
      </output>
    </>
  );
}

const page = (
  <>
    <LearningGenePage />
    <LocationProbe />
  </>
);

/** The page at an address (`/learningGene` unless said), after `history`'s entries. */
function renderPage(
  state?: unknown,
  search = '',
  pathname = '/learningGene',
  history: string[] = [],
) {
  return render(
    <MemoryRouter initialEntries={[...history, { pathname, search, state }]}>
      <Routes>
        {['/learningGene', '/LearningGene', '/learningGene/:section'].map((route) => (
          <Route key={route} path={route} element={page} caseSensitive />
        ))}
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('/learningGene', () => {
  it('switches between its four sections, each at its own address, replacing the entry', async () => {
    renderPage(undefined, '', '/learningGene', ['/contact']);
    expect(screen.getByRole('heading', { level: 1, name: '학습 유전자란?' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.slice(2))).toEqual([
      '소개와 이해',
      '탄생과 연구',
      '학문적 원리와 기능',
      '검사 방법과 의미',
    ]);
    expect(
      screen.getByRole('heading', { level: 2, name: '학습 유전자란 무엇일까요?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/54가지 학습 유형/)).toBeInTheDocument();

    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/learningGene',
      '/learningGene/research',
      '/learningGene/principle',
      '/learningGene/test-method',
    ]);

    await userEvent.click(screen.getByRole('tab', { name: /탄생과 연구/ }));
    expect(location()).toBe('/learningGene/research null');
    expect(
      screen.getByRole('heading', { level: 2, name: '진타입은 이렇게 탄생했어요' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/절반씩 물려받아요/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /검사 방법과 의미/ }));
    expect(location()).toBe('/learningGene/test-method null');
    expect(screen.getByText('설문만으로 검사했을 때 정확도: 약 85%')).toBeInTheDocument();
    expect(screen.getByText('가족이 함께 검사했을 때 정확도: 약 95%')).toBeInTheDocument();
    expect(screen.getByText('샘플 검사를 함께했을 때 정확도: 99.9%')).toBeInTheDocument();
    expect(screen.getByText(/만 11세 이상/)).toBeInTheDocument();
    expect(screen.getByText(/약 8분/)).toBeInTheDocument();

    // The switches added no history entries: back leaves the page.
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(location()).toBe('/contact null');
  });

  it('shows the section its address names', () => {
    renderPage(undefined, '', '/learningGene/research');
    expect(selectedTab()).toHaveTextContent('탄생과 연구');
    expect(
      screen.getByRole('heading', { level: 2, name: '진타입은 이렇게 탄생했어요' }),
    ).toBeInTheDocument();
  });

  it('renders nothing at an address naming no section (the shell shows not-found)', () => {
    renderPage(undefined, '', '/learningGene/introduction');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('arrow keys move between the sections, each at its address', async () => {
    renderPage();
    screen.getByRole('tab', { name: /소개와 이해/ }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('검사 방법과 의미');
    expect(selectedTab()).toHaveFocus();
    expect(location()).toBe('/learningGene/test-method null');
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('소개와 이해');
    expect(location()).toBe('/learningGene null');
  });

  it('has no member blocks in the default variant', () => {
    const { container } = renderPage();
    expect(container.querySelector('[data-parcel-slot]')).toBeNull();
    expect(screen.queryByRole('img', { name: /이중 나선/ })).toBeNull();
  });

  it('the result variant (state.variant = "result") adds the banner image and the two parcel slots', () => {
    const { container } = renderPage({ variant: 'result' });
    expect(
      screen.getByRole('img', { name: '네 가지 유전자를 잇는 이중 나선 그림' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '학습 유전자란?' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(
      [...container.querySelectorAll('[data-parcel-slot]')].map((el) =>
        el.getAttribute('data-parcel-slot'),
      ),
    ).toEqual(['mf-account/profile-share', 'mf-account/my-review']);
  });

  it('opens the result variant from ?variant=result (the link on the final result), tab after tab', async () => {
    // mf-account's parcels cannot load here (no federation): their failure notes are expected.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderPage(undefined, '?variant=result');
    expect(container.querySelector('[data-variant="result"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-parcel-slot]')).toHaveLength(2);
    const research = screen.getByRole('tab', { name: /탄생과 연구/ });
    expect(research).toHaveAttribute('href', '/learningGene/research?variant=result');
    const slot = container.querySelector('[data-parcel-slot]');
    await userEvent.click(research);
    expect(location()).toBe('/learningGene/research?variant=result null');
    expect(container.querySelector('[data-variant="result"]')).not.toBeNull();
    // The member's blocks stay mounted: a tab switches the section, not the page.
    expect(container.querySelector('[data-parcel-slot]')).toBe(slot);
    quiet.mockRestore();
  });

  it('opens the section a search result names in its router state, at its address', () => {
    renderPage({ section: 'test-method' });
    expect(screen.getByRole('tab', { name: /검사 방법과 의미/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('설문만으로 검사했을 때 정확도: 약 85%')).toBeInTheDocument();
    expect(location()).toBe('/learningGene/test-method null');
  });

  it('keeps the result variant of the state when it moves to the section’s address', () => {
    const { container } = renderPage({ section: 'principle', variant: 'result' });
    expect(location()).toBe('/learningGene/principle {"variant":"result"}');
    expect(container.querySelector('[data-variant="result"]')).not.toBeNull();
    expect(selectedTab()).toHaveTextContent('학문적 원리와 기능');
  });

  it('starts at the introduction for an unknown section', () => {
    renderPage({ section: 'nope' });
    expect(screen.getByRole('tab', { name: /소개와 이해/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
