/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  apiClient,
  configureApi,
  resetStores,
  useAuthStore,
  useModalStore,
} from '@genetype/platform';
import type { ResultView } from '@genetype/domain/contracts';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import { baseUser, renderMyPage } from './test-support';

startApiServer();
/** GET /results/others of the test (the default handler answers an empty list). */
let others: ReturnType<typeof answer>;

const person = (overrides: Partial<ResultView>): ResultView => ({
  resultId: 'r-1',
  name: '김하늘',
  completed: 0,
  sections: [],
  final: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  resetStores();
  localStorage.clear();
  useAuthStore.setState({ loadUser: jest.fn().mockResolvedValue(undefined) });
  others = answer('get', '/results/others', { results: [], nextCursor: null });
  answer('get', '/profiles/friends', { friends: [] });
});
afterEach(() => jest.restoreAllMocks());

describe('/myPage', () => {
  it('sends a visitor home with the login modal requested', async () => {
    renderMyPage(null);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', '{"openLogin":true}');
  });

  it.each([
    ['', '검사 현황'],
    ['#outlineSection', '검사 현황'],
    ['#friends-section', '검사 현황'],
    ['#settingSection', '설정'],
    ['#familySection', '가족'],
  ])('opens the tab the hash %j names', async (hash, tabName) => {
    renderMyPage(baseUser, hash);
    if (tabName === '검사 현황') await screen.findByText('아직 대신 검사한 사람이 없어요.');
    if (tabName === '가족') await screen.findByRole('heading', { name: '우리 가족 검사 결과' });
    expect(screen.getByRole('tab', { name: tabName })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute(
      'id',
      { 설정: 'settingSection', 가족: 'familySection' }[tabName] ?? 'outlineSection',
    );
  });

  it('moves between tabs with the arrow keys, and reloads the data on opening the overview', async () => {
    const user = renderMyPage(baseUser, '#settingSection');
    const loadUser = useAuthStore.getState().loadUser as jest.Mock;
    expect(loadUser).not.toHaveBeenCalled();
    screen.getByRole('tab', { name: '설정' }).focus();
    await user.keyboard('{ArrowRight}');
    const overview = screen.getByRole('tab', { name: '검사 현황' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(overview).toHaveFocus();
    await waitFor(() => expect(loadUser).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(others).toHaveLength(1));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '설정' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '가족' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText(
      '아직 검사 결과가 없어요. 검사를 시작하거나 가족을 대신 검사해 보세요.',
    );
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(loadUser).toHaveBeenCalledTimes(2));
  });

  it('says when the member has not taken the test, with a way to start', async () => {
    renderMyPage();
    expect(await screen.findByText('아직 진타입 검사를 하지 않았어요.')).toBeInTheDocument();
    await screen.findByText('아직 대신 검사한 사람이 없어요.');
    expect(screen.getByRole('link', { name: '검사 시작하기' })).toHaveAttribute(
      'href',
      '/questions',
    );
  });

  it('shows interim sections and the final type with their links', async () => {
    answer('get', '/reviews/myreview', { data: { isReview: 0, review: null } });
    renderMyPage({
      ...baseUser,
      section: 4,
      finishTest: true,
      results: [
        { section: 'A', geneType: 'II' },
        { section: 'B', geneType: 'A' },
        { section: 'C', geneType: '44' },
        { section: 'D', geneType: 'SL', code: 'II-A-44-SL', typeId: 2 },
      ],
    });
    await screen.findByText('아직 대신 검사한 사람이 없어요.');
    expect(screen.getByText('검사를 모두 마쳤어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '지구력 결과 보기' })).toHaveAttribute(
      'href',
      '/result?type=A',
    );
    expect(screen.getByRole('link', { name: '감정 결과 보기' })).toHaveAttribute(
      'href',
      '/result?type=D',
    );
    expect(screen.getByText('II-A-44-SL')).toBeInTheDocument();
    // The type's own name; its group's name only as the group's.
    expect(screen.getByText('2번 우직한 탐구자')).toBeInTheDocument();
    expect(screen.getByText('뚝심 탐구자 그룹')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2번 유형 리포트 보기' })).toHaveAttribute(
      'href',
      '/typeReport/2',
    );
    expect(await screen.findByRole('button', { name: '후기 남기기' })).toBeEnabled();
  });

  it('lists the people answered for with progress and result links', async () => {
    answer('get', '/results/others', {
      results: [
        person({ resultId: 'r-1', name: '김하늘', completed: 2 }),
        person({
          resultId: 'r-2',
          name: '이바다',
          completed: 4,
          final: { code: 'DD-C-45-SL', typeId: 54 },
        }),
      ],
      nextCursor: null,
    });
    renderMyPage(baseUser, '#friends-section');
    const section = await screen.findByRole('region', { name: '대신 검사한 사람' });
    expect(section).toHaveAttribute('id', 'friends-section');
    await within(section).findByText('김하늘');
    expect(within(section).getByText('4개 유형 중 2개 완료')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '김하늘님 결과 보기' })).toHaveAttribute(
      'href',
      '/result?resultId=r-1&nickname=%EA%B9%80%ED%95%98%EB%8A%98',
    );
    expect(
      within(section).getByRole('link', { name: '김하늘님 검사 이어서 하기' }),
    ).toHaveAttribute('href', '/questions?resultId=r-1&nickname=%EA%B9%80%ED%95%98%EB%8A%98');
    expect(within(section).getByText('검사 완료 · DD-C-45-SL')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '54번 유형 리포트' })).toHaveAttribute(
      'href',
      '/typeReport/54',
    );
  });

  it('adds a person and opens the questionnaire on their result with state section 0', async () => {
    const create = answer('post', '/results/others', person({ resultId: 'new-1', name: '박별' }));
    const user = renderMyPage();
    const button = await screen.findByRole('button', { name: '대신 검사하기' });
    await user.click(button);
    expect(await screen.findByText('검사할 분의 이름을 입력해 주세요.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('검사할 분의 이름'), '가'.repeat(21));
    await user.click(button);
    expect(await screen.findByText('이름은 20자 이내로 입력해 주세요.')).toBeInTheDocument();
    expect(create).toHaveLength(0);

    await user.clear(screen.getByLabelText('검사할 분의 이름'));
    await user.type(screen.getByLabelText('검사할 분의 이름'), ' 박별 ');
    await user.click(button);
    expect(await screen.findByText('검사할 분과의 관계를 골라 주세요.')).toBeInTheDocument();
    expect(create).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('나와의 관계'), '자녀');
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/questions?resultId=new-1&nickname=%EB%B0%95%EB%B3%84',
      ),
    );
    expect(create.map((call) => call.body)).toEqual([{ name: '박별', relation: 'child' }]);
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', '{"section":0}');
  });

  it('shows the server message when the person cannot be added', async () => {
    answer('post', '/results/others', () => apiError(400, '검사할 분의 이름을 입력해 주세요.'));
    const user = renderMyPage();
    await user.type(await screen.findByLabelText('검사할 분의 이름'), '박별');
    await user.selectOptions(screen.getByLabelText('나와의 관계'), '부모');
    await user.click(screen.getByRole('button', { name: '대신 검사하기' }));
    await waitFor(() =>
      expect(useModalStore.getState().modal).toEqual({
        name: 'error',
        props: { message: '검사할 분의 이름을 입력해 주세요.' },
      }),
    );
  });

  it('links to the member’s own profile once there is a nickname', async () => {
    renderMyPage({ ...baseUser, nickname: 'Gene 01' });
    expect(await screen.findByRole('link', { name: '내 프로필 보기' })).toHaveAttribute(
      'href',
      '/profiles/Gene%2001',
    );
  });

  it('offers no profile link before a nickname is set', async () => {
    renderMyPage({ ...baseUser, nickname: null });
    await screen.findByText('아직 대신 검사한 사람이 없어요.');
    expect(screen.queryByRole('link', { name: '내 프로필 보기' })).not.toBeInTheDocument();
  });

  it('switches to the settings panel when its tab is clicked', async () => {
    renderMyPage();
    expect(screen.getByRole('tab', { name: '검사 현황' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('아직 대신 검사한 사람이 없어요.');
    await act(async () => {
      screen.getByRole('tab', { name: '설정' }).click();
    });
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'settingSection');
  });
});

describe('/myPage after the API refused the session', () => {
  it('leaves the way home to the client: no login request over the expired flag', async () => {
    const navigate = jest.fn();
    configureApi({ navigate });
    renderMyPage();
    await screen.findByText('아직 대신 검사한 사람이 없어요.');
    // The real client path of spec §8: a 401 'Not authenticated' clears the session.
    answer('get', '/user/getUser', () => apiError(401, 'Not authenticated'));
    await act(async () => {
      await apiClient.get('/user/getUser').catch(() => undefined);
      useAuthStore.setState({ user: null, status: 'anonymous' });
    });
    expect(navigate).toHaveBeenCalledWith('/', { error: true });
    // Our own redirect (with { openLogin: true }) would have rendered the probe route.
    expect(screen.queryByTestId('location')).toBeNull();
    configureApi({ navigate: (path) => window.location.assign(path) });
  });
});
