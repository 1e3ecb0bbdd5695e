import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { questionsApi, useAuthStore } from '@genetype/platform';
import type { QuestionListResponse, User } from '@genetype/domain/contracts';
import type { SectionLetter } from '@genetype/domain';
import HomePage from './home-page';
import { finalTypeId } from './my-type';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>
  );
}

function renderHome(user: Partial<User> | null = null) {
  useAuthStore.setState({ user: user as User | null });
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  useAuthStore.setState({ user: null });
  jest.restoreAllMocks();
});

/** The saved state of the member's current section: `answered` of its 44 questions answered. */
function savedList(section: SectionLetter, completed: number, answered: number) {
  const list: QuestionListResponse = {
    section,
    completed,
    resultId: 'r1',
    name: null,
    questions: Array.from({ length: 44 }, (_, i) => ({
      _id: `${section}-${i + 1}`,
      question: `${i + 1}. 문항`,
      ...(i < answered ? { answer: 'yes' as const } : {}),
    })),
  };
  return jest.spyOn(questionsApi, 'getQuestionsList').mockResolvedValue(list);
}

describe('home page', () => {
  it('offers a visitor the gene cards, the learning-gene card and four character cards, but no own type', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: '진타입' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '나의 유형' })).toBeNull();
    expect(screen.getByRole('link', { name: /54가지 유형의 종류/ })).toHaveAttribute(
      'href',
      '/geneType',
    );
    expect(screen.getByRole('link', { name: '학습 유전자 알아보기' })).toHaveAttribute(
      'href',
      '/learningGene',
    );
    const characters = screen
      .getByRole('heading', { name: '진타입 캐릭터를 만나 보세요' })
      .closest('section') as HTMLElement;
    expect(within(characters).getAllByRole('listitem')).toHaveLength(4);
    expect(within(characters).getAllByRole('link', { name: /더 알아보기/ })).toHaveLength(4);
  });

  it.each([
    ['지구력 유전자', 'earth-power'],
    ['애착 유전자', 'attachment'],
    ['창의성 유전자', 'creative-behaviour'],
    ['감정 유전자', 'emotion'],
  ])('the %s card opens its section’s address with state section %s', async (name, section) => {
    renderHome();
    const card = screen.getByRole('link', { name: new RegExp(name) });
    expect(card).toHaveAttribute('href', `/geneType/${section}`);
    await userEvent.click(card);
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/geneType/${section} {"section":"${section}"}`,
    );
  });

  it("shows a member's own type card linking to the report once the result is final", async () => {
    renderHome({
      section: 4,
      results: [
        { section: 'A', geneType: 'II' },
        { section: 'D', geneType: 'SL', code: 'ID-B-43-SL', typeId: 28 },
      ],
    } as Partial<User>);
    const card = (await screen.findByRole('heading', { name: '나의 유형' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(card).getByText('28번')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '재치 있는 부엉이 캐릭터' })).toBeInTheDocument();
    expect(within(card).getByText('ID-B-43-SL')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '내 유형 리포트 보기' })).toHaveAttribute(
      'href',
      '/typeReport/28',
    );
  });

  it('offers a member mid-test to carry on from the question page where they stopped', async () => {
    const read = savedList('B', 1, 15);
    renderHome({
      userId: 'm1',
      section: 1,
      results: [{ section: 'A', geneType: 'II' }],
    } as Partial<User>);
    const card = (
      await screen.findByRole('heading', { name: '하던 검사를 이어서 할 수 있어요' })
    ).closest('section') as HTMLElement;
    expect(read).toHaveBeenCalledTimes(1);
    expect(within(card).getByText('B 유형 · 애착 검사 2/4쪽')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: '검사 진행률' })).toHaveAttribute(
      'aria-valuenow',
      '31',
    );
    expect(within(card).getByText('전체 검사의 31%를 마쳤어요')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('link', { name: 'B 유형 2쪽부터 이어서 하기' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/questions null');
  });

  it('offers section C from its first page right after B is scored (no interim result in between)', async () => {
    savedList('C', 2, 0);
    renderHome({ userId: 'm1', section: 2, results: [] } as Partial<User>);
    expect(await screen.findByRole('link', { name: 'C 유형 1쪽부터 이어서 하기' })).toHaveAttribute(
      'href',
      '/questions?show=true&page=1',
    );
  });

  it('invites a member who has not begun, or whose test cannot be read', async () => {
    savedList('A', 0, 0);
    const { unmount } = renderHome({ userId: 'm1', section: 0, results: [] } as Partial<User>);
    expect(await screen.findByText(/아직 나의 유형이 없어요/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /이어서 하기/ })).toBeNull();
    unmount();

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(questionsApi, 'getQuestionsList').mockRejectedValue(new Error('offline'));
    renderHome({ userId: 'm1', section: 1, results: [] } as Partial<User>);
    expect(await screen.findByText(/아직 나의 유형이 없어요/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '내 유형 리포트 보기' })).toBeNull();
  });
});

describe('finalTypeId', () => {
  it('reads the typeId or the code of the last entry that has one', () => {
    expect(finalTypeId([{ section: 'D', typeId: 54 }])).toBe(54);
    expect(finalTypeId([{ section: 'D', code: 'ii-a-44-ss' }])).toBe(1);
    expect(finalTypeId([{ section: 'A', geneType: 'II' }])).toBeUndefined();
    expect(finalTypeId([{ typeId: 99 }, null, 'x'])).toBeUndefined();
    expect(finalTypeId(undefined)).toBeUndefined();
  });
});
