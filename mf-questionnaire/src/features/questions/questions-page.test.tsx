/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router-dom';
import type { DraftAnswer } from './api/questions';
import type { QuestionListResponse, User } from '@genetype/domain/contracts';
import { STORAGE_KEYS, storage, useAuthStore, useModalStore } from '@genetype/platform';
import { DEMO_WORDING } from '@genetype/content/demo-questions';
import { renderWithProviders } from '@genetype/tooling/testing';
import type { ApiCall } from '@genetype/tooling/testing/msw';
import { answer, apiUrl, startApiServer } from '@genetype/tooling/testing/msw';
import { makeQuestions, member, questionList, resetAll, signIn } from '../../test/fixtures';
import QuestionsPage from './questions-page';
import { afterSubmitPath } from './member-questionnaire';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const server = startApiServer();
const SAVE = '/questions/saveAnswers';
const LIST = '/questions/getQuestionsList';

function renderPage(path = '/questions', state?: unknown) {
  return renderWithProviders(<QuestionsPage />, {
    at: path,
    state,
    path: '/questions',
    elsewhere: <Where />,
    keepState: true,
    advanceTimers: jest.advanceTimersByTime,
  });
}

/** The answers a save or a submission carried (sent as a JSON string, as spec §7 has it). */
const answersIn = (call: ApiCall | undefined) =>
  JSON.parse((call?.body as { questions: string }).questions) as DraftAnswer[];

const yesButtons = () => screen.getAllByRole('button', { name: '예' });

async function loaded() {
  // The loading indicator stays one second after the load (spec §4).
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1100);
  });
}

beforeEach(() => {
  resetAll();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('/questions for visitors', () => {
  it('shows the demo questions, caches them, and asks for a login on any answer or next', async () => {
    const demo = answer('get', '/questions/getQuestions', { questions: makeQuestions('A', 11) });
    const { user } = renderPage();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: '유전자 유형 검사' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('A 문항')),
    ).toHaveLength(11);
    expect(storage.getJson(STORAGE_KEYS.demoQuests)).toHaveLength(11);

    await user.click(yesButtons()[3] as HTMLElement);
    expect(useModalStore.getState().modal).toEqual({ name: 'login' });
    useModalStore.getState().close();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(useModalStore.getState().modal).toEqual({ name: 'login' });
    expect(demo).toHaveLength(1);
  });

  it.each([
    ['fails', () => HttpResponse.json({ message: '잠시 후 다시 시도해 주세요.' }, { status: 503 })],
    ['answers no question', () => HttpResponse.json({ questions: [] })],
  ])(
    'shows the demo the site ships with at once, and keeps it when the API %s',
    async (_, reply) => {
      const demo = answer('get', '/questions/getQuestions', reply);
      // The API client reports a failed call on the console; the visitor sees nothing of it.
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderPage();
      // Before the API has answered: the first page of section A, numbered, in Korean.
      const items = () =>
        within(screen.getByRole('list', { name: '1쪽 문항' })).getAllByRole('listitem');
      expect(items()).toHaveLength(11);
      expect(items()[0]).toHaveTextContent(`1. ${DEMO_WORDING.ko[0]}`);
      expect(items()[10]).toHaveTextContent(`11. ${DEMO_WORDING.ko[10]}`);
      await waitFor(() => expect(demo.length).toBeGreaterThan(0));
      await loaded();
      expect(items()).toHaveLength(11);
      expect(items()[0]).toHaveTextContent(`1. ${DEMO_WORDING.ko[0]}`);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(storage.getJson(STORAGE_KEYS.demoQuests)).toBeNull();
    },
  );

  it('uses the cached demo without calling the API', async () => {
    storage.setJson(STORAGE_KEYS.demoQuests, makeQuestions('A', 11));
    const demo = answer('get', '/questions/getQuestions', { questions: [] });
    renderPage();
    await loaded();
    expect(screen.getByText('A 문항 1')).toBeInTheDocument();
    expect(demo).toHaveLength(0);
  });
});

describe('/questions for members', () => {
  const start = async (
    u: User,
    list: QuestionListResponse = questionList('A', u.section),
    path = '/questions',
    state?: unknown,
  ) => {
    signIn(u);
    const getList = answer('get', LIST, list);
    const { user } = renderPage(path, state);
    await loaded();
    return { getList, user };
  };

  it('keeps the loading indicator one more second after the questions load', async () => {
    signIn(member());
    const getList = answer('get', LIST, questionList('A', 0));
    storage.set(STORAGE_KEYS.duplicate, '0');
    renderPage();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(900);
    });
    expect(getList).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('문항을 불러오는 중이에요');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByText('문항을 불러오는 중이에요')).toBeNull();
  });

  it('applies the answer rules: one question after another, toggling, next only when the page is done', async () => {
    storage.set(STORAGE_KEYS.duplicate, '0');
    const saved = answer('post', SAVE, { message: '저장했어요.' });
    const { user } = await start(member());
    expect(
      screen.getByRole('heading', { level: 1, name: 'A 유형 · 지구력 검사' }),
    ).toBeInTheDocument();
    const yes = yesButtons();
    expect(yes).toHaveLength(11);
    expect(yes[0]).toBeEnabled();
    expect(yes[1]).toBeDisabled();
    expect(screen.queryByRole('button', { name: '이전' })).toBeNull();

    await user.click(yes[0] as HTMLElement);
    expect(yes[0]).toHaveAttribute('aria-pressed', 'true');
    expect(yes[1]).toBeEnabled();
    await user.click(yes[0] as HTMLElement);
    expect(yes[0]).toHaveAttribute('aria-pressed', 'false');
    expect(yes[1]).toBeDisabled();

    const next = screen.getByRole('button', { name: '다음' });
    for (let i = 0; i < 11; i += 1) {
      expect(next).toBeDisabled();
      await user.click(yesButtons()[i] as HTMLElement);
    }
    expect(next).toBeEnabled();
    await user.click(next);
    expect(screen.getByText('12.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이전' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6.25');
    // The page's answers went to the API, the last state of each (A-01 toggled back on).
    await waitFor(() => expect(saved.length).toBeGreaterThan(0));
    const sent = new Map(saved.flatMap(answersIn).map((item) => [item._id, item.answer]));
    expect(sent).toEqual(new Map(makeQuestions('A', 11).map((question) => [question._id, 'yes'])));
    // Thirteen clicks on a busy two-core machine: more than jest's default five seconds.
  }, 15_000);

  it('saves answers after a pause, and a pending answer when the page is left (issue 17)', async () => {
    storage.set(STORAGE_KEYS.duplicate, '0');
    const saved: { call: ApiCall; keepalive: boolean }[] = [];
    server.use(
      http.post(apiUrl(SAVE), async ({ request }) => {
        saved.push({
          call: {
            url: new URL(request.url),
            body: (await request.json()) as unknown,
            headers: request.headers,
          },
          keepalive: request.keepalive,
        });
        return HttpResponse.json({ message: '저장했어요.' });
      }),
    );
    const { user } = await start(member());
    await user.click(yesButtons()[0] as HTMLElement);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(700);
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(answersIn(saved[0]?.call)).toEqual([{ _id: 'A-01', answer: 'yes' }]);
    expect(saved[0]?.call.url.searchParams.has('resultId')).toBe(false);
    expect(saved[0]?.keepalive).toBe(false);

    // Answered, then the page is hidden before the delay: the answer goes with the page, in a
    // keepalive request that outlives it, with the member's session.
    await user.click(screen.getAllByRole('button', { name: '아니요' })[1] as HTMLElement);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(answersIn(saved[1]?.call)).toEqual([{ _id: 'A-02', answer: 'no' }]);
    expect(saved[1]?.keepalive).toBe(true);
    expect(saved[1]?.call.headers.get('authorization')).toBe('Bearer token-1');
    expect(saved[1]?.call.url.searchParams.has('resultId')).toBe(false);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    // Sent once: the debounced save has nothing left.
    expect(saved).toHaveLength(2);
  });

  it('keeps the test on screen while a loaded user is refreshed', async () => {
    storage.set(STORAGE_KEYS.duplicate, '0');
    await start(member());
    act(() => useAuthStore.setState({ status: 'loading' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'A 유형 · 지구력 검사' }),
    ).toBeInTheDocument();
    expect(yesButtons()).toHaveLength(11);
  });

  it('resumes on the first unanswered page with the saved answers', async () => {
    storage.set(STORAGE_KEYS.duplicate, '1');
    const answers = Array.from({ length: 13 }, () => 'no' as const);
    await start(member({ section: 1 }), {
      ...questionList('B', 1),
      questions: makeQuestions('B', 44, answers),
    });
    expect(screen.getByText('12.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '31.25');
    expect(screen.getByText(/13\/44문항 답함/)).toBeInTheDocument();
  });

  it('shows the duplicate notice once per section', async () => {
    storage.set(STORAGE_KEYS.duplicate, '0');
    const { user } = await start(member({ section: 1 }), questionList('B', 1));
    const dialog = screen.getByRole('dialog', { name: '중복 문항 안내' });
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(storage.get(STORAGE_KEYS.duplicate)).toBe('1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for phone verification and a nickname before answering', async () => {
    storage.set(STORAGE_KEYS.duplicate, '0');
    const saved = answer('post', SAVE, { message: '저장했어요.' });
    const { user } = await start(member({ phoneNumber: null }));
    await user.click(yesButtons()[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: '본인인증과 닉네임이 필요해요' });
    expect(yesButtons()[0]).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: '설정하러 가기' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/myPage');
    expect(saved).toHaveLength(0);
  });

  it.each([
    [member({ section: 4, finishTest: true }), '/questions', '/thank-you'],
    [member({ section: 2 }), '/questions', '/result?type=B'],
  ])('redirects a member with section %#', async (u, path, target) => {
    const { getList } = await start(u, questionList('C', u.section), path);
    expect(screen.getByTestId('where')).toHaveTextContent(target);
    expect(getList).toHaveLength(0);
  });

  it('loads section C with ?show after B', async () => {
    storage.set(STORAGE_KEYS.duplicate, '2');
    const { getList } = await start(
      member({ section: 2 }),
      questionList('C', 2),
      '/questions?show=true',
    );
    expect(getList).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'C 유형 · 창의성 검사' }),
    ).toBeInTheDocument();
  });

  it('submits a complete section with the analysing notice, refreshes the user and goes to the interim result', async () => {
    storage.set(STORAGE_KEYS.duplicate, '0');
    const all = Array.from({ length: 44 }, () => 'yes' as const);
    const getUser = answer('get', '/user/getUser', member({ section: 1 }));
    const calculate = answer('post', '/questions/calculateResult', {
      resultId: 'result-1',
      outcome: {},
      completed: 1,
      final: null,
    });
    const { user } = await start(member(), {
      ...questionList('A', 0),
      questions: makeQuestions('A', 44, all),
    });
    await user.click(screen.getByRole('button', { name: '결과 보기' }));
    expect(screen.getByRole('alertdialog', { name: '결과를 분석하고 있어요' })).toHaveTextContent(
      'gene1 님의 답변을',
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1600);
    });
    expect(calculate).toHaveLength(1);
    expect(calculate[0]?.body).toMatchObject({ email: 'gene1@example.com' });
    expect(calculate[0]?.url.searchParams.has('resultId')).toBe(false);
    expect(answersIn(calculate[0])).toEqual(
      makeQuestions('A', 44).map((question) => ({ _id: question._id, answer: 'yes' })),
    );
    expect(getUser).toHaveLength(1);
    expect(useAuthStore.getState().user?.section).toBe(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/result?type=A');
  });

  it('closes the analysing notice and says why when the submission fails', async () => {
    storage.set(STORAGE_KEYS.duplicate, '0');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const all = Array.from({ length: 44 }, () => 'no' as const);
    const { user } = await start(member(), {
      ...questionList('A', 0),
      questions: makeQuestions('A', 44, all),
    });
    const calculate = answer('post', '/questions/calculateResult', () => HttpResponse.error());
    await user.click(screen.getByRole('button', { name: '결과 보기' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1600);
    });
    expect(calculate).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('결과를 계산하지 못했어요');
    expect(screen.getByRole('button', { name: '결과 보기' })).toBeEnabled();
  });

  it('shows the on-behalf notice for a new result of another person', async () => {
    signIn(member({ section: 4, finishTest: true }));
    const forOther = answer(
      'get',
      '/questions',
      questionList('A', 0, { resultId: 'r-9', name: '김하늘' }),
    );
    const { user } = renderPage('/questions?resultId=r-9&nickname=김하늘', { section: 0 });
    await loaded();
    expect(forOther).toHaveLength(1);
    expect(forOther[0]?.url.searchParams.get('resultId')).toBe('r-9');
    expect(forOther[0]?.headers.get('accept-language')).toBe('ko');
    const dialog = screen.getByRole('dialog', { name: '김하늘 님의 검사를 시작할게요' });
    await user.click(within(dialog).getByRole('button', { name: '검사 시작하기' }));
    expect(screen.getByText('김하늘 님을 대신해 답하고 있어요.')).toBeInTheDocument();
  });
});

describe('/questions: each page its own address, opened at its first open question (issue #37)', () => {
  function Address() {
    const location = useLocation();
    return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
  }

  const scrolled = jest.fn();
  beforeEach(() => {
    scrolled.mockClear();
    // jsdom has no layout: record which element was scrolled to, and how.
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled(this.textContent, options);
    };
  });
  afterAll(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  const firstOpenScrolls = () =>
    scrolled.mock.calls.filter(([, options]) => (options as { block?: string }).block === 'start');

  async function open(path: string, answers: ('yes' | 'no')[] = []) {
    signIn(member({ section: 1 }));
    answer('get', LIST, { ...questionList('B', 1), questions: makeQuestions('B', 44, answers) });
    const rendered = renderWithProviders(
      <>
        <QuestionsPage />
        <Address />
      </>,
      { at: path, path: '/questions', keepState: true, advanceTimers: jest.advanceTimersByTime },
    );
    await loaded();
    return rendered;
  }

  const address = () => screen.getByTestId('address');

  it('names the resumed page; 다음 and 이전 change the address, the answers stay', async () => {
    storage.set(STORAGE_KEYS.duplicate, '1');
    const { user } = await open(
      '/questions',
      Array.from({ length: 13 }, () => 'no' as const),
    );
    expect(address()).toHaveTextContent(/^\/questions\?page=2$/);
    expect(firstOpenScrolls().at(-1)?.[0]).toMatch(/^14\. B 문항 14\D/);

    await user.click(screen.getByRole('button', { name: '이전' }));
    expect(address()).toHaveTextContent(/^\/questions\?page=1$/);
    expect(screen.getByText(/1 \/ 4쪽 · 13\/44문항 답함/)).toBeInTheDocument();
    // A page answered throughout opens at its first question.
    expect(firstOpenScrolls().at(-1)?.[0]).toMatch(/^1\. B 문항 1\D/);
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(address()).toHaveTextContent(/^\/questions\?page=2$/);
    expect(screen.getByText(/2 \/ 4쪽 · 13\/44문항 답함/)).toBeInTheDocument();
  });

  it('does not open a page the answers do not reach yet', async () => {
    storage.set(STORAGE_KEYS.duplicate, '1');
    await open('/questions?page=4&show=true');
    expect(address()).toHaveTextContent(/^\/questions\?page=1&show=true$/);
    expect(screen.getByText('1.')).toBeInTheDocument();
  });

  it('waits for the notice to close before it moves to the first open question', async () => {
    storage.set(STORAGE_KEYS.duplicate, '0');
    const { user } = await open('/questions');
    const dialog = screen.getByRole('dialog', { name: '중복 문항 안내' });
    expect(firstOpenScrolls()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(firstOpenScrolls()).toHaveLength(1);
    expect(firstOpenScrolls()[0]?.[0]).toMatch(/^1\. B 문항 1\D/);
  });
});

describe('afterSubmitPath (spec §4)', () => {
  it.each([
    ['A', null, null, '/result?type=A'],
    ['C', null, null, '/result?type=C'],
    ['D', null, null, '/thank-you'],
    ['D', 'r-1', '하늘', '/result?resultId=r-1&nickname=%ED%95%98%EB%8A%98'],
  ])('%s, resultId %s → %s', (letter, resultId, nickname, path) => {
    expect(afterSubmitPath(letter, resultId, nickname)).toBe(path);
  });
});
