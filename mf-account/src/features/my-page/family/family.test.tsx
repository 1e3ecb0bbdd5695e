/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { STORAGE_KEYS, configureApi, resetStores, storage, useAuthStore } from '@genetype/platform';
import type { ResultView, SectionOutcome } from '@genetype/domain/contracts';
import { TYPE_CATALOGUE } from '@genetype/domain';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import { baseUser, letFormDataReadForms } from '../test-support';
import FamilyPanel from './family-panel';
import InheritancePage from './inheritance-page';
import ComparePage from './compare-page';

const LETTERS = ['A', 'B', 'C', 'D'] as const;
const GENE_KEYS = ['ace', 'drd2', 'drd4', 'htt'] as const;

/** A finished result of type `typeId`. */
function result(
  resultId: string,
  typeId: number,
  name: string | null,
  relation: ResultView['relation'],
): ResultView {
  const entry = TYPE_CATALOGUE[typeId - 1]!;
  const sections: SectionOutcome[] = LETTERS.map((section, index) => ({
    section,
    gene: GENE_KEYS[index]!,
    geneType: entry[GENE_KEYS[index]!],
    scores: {},
    maxScores: {},
    consistency: { checked: 0, mismatches: [], consistent: true },
  }));
  return {
    resultId,
    name,
    completed: 4,
    sections,
    final: { code: entry.code, typeId },
    relation,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  storage.set(STORAGE_KEYS.token, 'token-1');
  useAuthStore.setState({ user: baseUser, status: 'authenticated' });
  return renderWithProviders(
    <>
      <Where />
      <Routes>
        <Route path="/myPage" element={<FamilyPanel />} />
        <Route path="/family/inheritance" element={<InheritancePage />} />
        <Route path="/family/compare" element={<ComparePage />} />
      </Routes>
    </>,
    { at: path, keepState: true },
  ).user;
}

/** GET /results/others answers `people` (the member's own result is `me`). */
const others = (people: ResultView[]) =>
  answer('get', '/results/others', { results: people, nextCursor: null });

// Member II-A-44-SS (1), spouse DD-C-45-SL (54); child ID-B-45-SL: ACE II×DD → ID ✓, DRD2 A×C → B ✓.
const me = result('me', 1, null, null);
const spouse = result('sp', 54, '민지', 'spouse');
const childTypeId = TYPE_CATALOGUE.find((t) => t.code === 'ID-B-45-SL')!.id;
const child = result('kid', childTypeId, '하늘', 'child');

startApiServer();
beforeEach(() => {
  resetStores();
  localStorage.clear();
  answer('get', '/results/mine', me);
  answer('get', '/profiles/friends', { friends: [] });
});
afterEach(() => jest.restoreAllMocks());

describe('the family tab', () => {
  it('lists the member and the people answered for with relation, type and links', async () => {
    others([child, spouse]);
    renderAt('/myPage');
    const row = await screen.findByTestId('family-member-kid');
    expect(within(row).getByText('하늘')).toBeInTheDocument();
    expect(within(row).getByText('자녀', { selector: 'span' })).toBeInTheDocument();
    expect(within(row).getByText('ID-B-45-SL')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '하늘님 반반 유전 확인' })).toHaveAttribute(
      'href',
      '/family/inheritance?resultId=kid',
    );
    expect(
      within(row).getByRole('link', { name: '하늘님 리포트 인쇄 / PDF로 저장' }),
    ).toHaveAttribute('href', '/result/print?resultId=kid');
    const self = screen.getByTestId('family-member-me');
    expect(within(self).getByText('나 · Member01')).toBeInTheDocument();
    expect(within(self).getByText('II-A-44-SS')).toBeInTheDocument();
    // The spouse has no parents in the family: no inheritance link.
    expect(
      within(screen.getByTestId('family-member-sp')).queryByRole('link', { name: /반반 유전/ }),
    ).toBeNull();
  });

  it('changes a relation through the API, and says so', async () => {
    others([child]);
    const sets = answer('patch', '/results/others/:resultId', { ...child, relation: 'sibling' });
    const user = renderAt('/myPage');
    const select = await screen.findByLabelText('하늘님과의 관계');
    await user.selectOptions(select, '형제자매');
    expect(await screen.findByText('관계를 바꿨어요.')).toBeInTheDocument();
    expect(sets.map((call) => [call.url.pathname, call.body])).toEqual([
      ['/results/others/kid', { relation: 'sibling' }],
    ]);
    expect(
      within(screen.getByTestId('family-member-kid')).getByText('형제자매', { selector: 'span' }),
    ).toBeInTheDocument();
  });

  it('shows the server message when the relation cannot be changed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A result that is not the member's is a 404, which the client also sends to /404 (spec §8).
    const navigate = jest.fn();
    configureApi({ navigate });
    others([child]);
    const sets = answer('patch', '/results/others/:resultId', () =>
      apiError(404, '검사 결과를 찾을 수 없어요.'),
    );
    try {
      const user = renderAt('/myPage');
      await user.selectOptions(await screen.findByLabelText('하늘님과의 관계'), '부모');
      expect(await screen.findByRole('alert')).toHaveTextContent('검사 결과를 찾을 수 없어요.');
      expect(sets.map((call) => call.body)).toEqual([{ relation: 'parent' }]);
      expect(navigate).toHaveBeenCalledWith('/404', undefined);
    } finally {
      configureApi({ navigate: (path) => window.location.assign(path) });
    }
  });

  it('offers to compare two finished results', async () => {
    letFormDataReadForms();
    others([child]);
    const user = renderAt('/myPage');
    await user.click(await screen.findByRole('button', { name: '비교하기' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '가족 유형 비교' }),
    ).toBeInTheDocument();
  });
});

describe('/family/inheritance', () => {
  it('shows a child whose genes both parents explain', async () => {
    others([child, spouse]);
    renderAt('/family/inheritance?resultId=kid');
    expect(await screen.findByTestId('inheritance-summary')).toHaveTextContent(
      '하늘님의 유형은 Member01님과 민지님에게서 반씩 물려받을 수 있는 조합이에요.',
    );
    for (const gene of GENE_KEYS)
      expect(screen.getByTestId(`inheritance-${gene}`)).toHaveAttribute(
        'data-verdict',
        'consistent',
      );
    expect(
      within(screen.getByTestId('inheritance-ace')).getByText(
        /I는 Member01님에게서, D는 민지님에게서/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '이 확인으로 알 수 있는 것과 없는 것' }),
    ).toBeInTheDocument();
  });

  it('writes the particle a number takes: 3은, 4는 (es-hangul, issue 37)', async () => {
    const typeOf = (code: string) => TYPE_CATALOGUE.find((t) => t.code === code)!.id;
    const parent = result('p43', typeOf('DD-C-43-SL'), '민지', 'spouse');
    const kid = result('k43', typeOf('ID-B-43-SL'), '별', 'child');
    others([kid, parent]);
    renderAt('/family/inheritance?resultId=k43');
    const drd4 = await screen.findByTestId('inheritance-drd4');
    expect(drd4).toHaveAttribute('data-verdict', 'consistent');
    expect(drd4).toHaveTextContent(/4는 Member01님에게서, 3은 민지님에게서/);
  });

  it('shows a combination no inheritance explains gently, with the answers to review', async () => {
    // II-A-44-SS × II-A-44-SS cannot give DD (ACE) or C (DRD2).
    const odd = result('odd', 54, '별', 'child');
    others([odd]);
    renderAt('/family/inheritance?resultId=odd');
    const ace = await screen.findByTestId('inheritance-ace');
    expect(ace).toHaveAttribute('data-verdict', 'inconsistent');
    expect(within(ace).getByText(/설명되지 않아요/)).toBeInTheDocument();
    expect(within(ace).getByRole('link', { name: '별님의 지구력 응답 결과 보기' })).toHaveAttribute(
      'href',
      '/result?resultId=odd&nickname=%EB%B3%84#outcome-A',
    );
    expect(
      within(ace).getByRole('link', { name: 'Member01님의 지구력 응답 결과 보기' }),
    ).toHaveAttribute('href', '/result?type=A');
    // With one known parent, DRD4 45 and 5-HTT SL stay possible.
    expect(screen.getByTestId('inheritance-drd4')).toHaveAttribute('data-verdict', 'consistent');
    expect(screen.getByTestId('inheritance-summary')).toHaveTextContent('2개 유전자는');
  });

  it('explains how to add parents when there are none', async () => {
    others([spouse]);
    renderAt('/family/inheritance?resultId=sp');
    expect(await screen.findByText(/민지님의 부모 결과가 아직 없어요/)).toBeInTheDocument();
  });

  it('says when the result is not in the family (another member’s)', async () => {
    others([]);
    renderAt('/family/inheritance?resultId=someone-else');
    expect(await screen.findByRole('alert')).toHaveTextContent('검사 결과를 찾을 수 없어요.');
  });
});

describe('/family/compare', () => {
  it('puts two results side by side with the study-together note and both reports’ advice', async () => {
    others([child]);
    renderAt('/family/compare?a=me&b=kid');
    const ace = await screen.findByTestId('compare-ace');
    expect(within(ace).getByText('II')).toBeInTheDocument();
    expect(within(ace).getByText('ID')).toBeInTheDocument();
    // The keyboard reaches the table's region, named by its caption (axe scrollable-region-focusable).
    expect(screen.getByRole('region', { name: '유전자별 비교' })).toHaveAttribute('tabindex', '0');
    // Each cell names its person, for the stacked phone layout.
    expect(ace.querySelector('td[data-person="kid"]')).toHaveTextContent(/^하늘ID/);
    const note = screen.getByTestId('study-together');
    expect(within(note).getAllByRole('listitem')).toHaveLength(4);
    expect(note).toHaveTextContent('Member01님은 긴 시간 일정한 속도로 이어 가는 편이고');
    expect(
      await screen.findByRole('region', { name: 'Member01님의 학습 조언' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '하늘님의 학습 조언' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /유형 리포트 전체 보기/ })).toHaveLength(2),
    );
  });

  it('asks for two finished results', async () => {
    others([{ ...child, final: null, completed: 2 }]);
    renderAt('/family/compare?a=me&b=kid');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '두 사람 모두 검사를 마쳐야 비교할 수 있어요.',
    );
  });
});

describe('the family tab: comparing with a friend', () => {
  it('lists the friends kept on the account, with the way to compare', async () => {
    others([]);
    answer('get', '/profiles/friends', {
      friends: [
        { code: 'Ab3_x-9Z', nickname: 'gene02', typeId: 31, typeName: '주의 깊은 탐험가' },
        { code: 'Zz9Zz9Zz', nickname: 'slow03', typeId: null, typeName: null },
      ],
    });
    renderAt('/myPage');
    const list = await screen.findByRole('list', { name: '비교할 수 있는 친구' });
    expect(within(list).getByRole('link', { name: 'gene02님과 비교하기' })).toHaveAttribute(
      'href',
      '/family/compare?friend=Ab3_x-9Z',
    );
    expect(
      within(list).getByText('slow03님이 검사를 마치면 비교할 수 있어요.'),
    ).toBeInTheDocument();
  });

  it('opens the compare from a pasted link, and explains a link that names no code', async () => {
    others([]);
    const kept = answer('post', '/profiles/friends', {
      code: 'Ab3_x-9Z',
      nickname: 'gene02',
      typeId: 31,
      typeName: '주의 깊은 탐험가',
    });
    const user = renderAt('/myPage');
    const field = await screen.findByRole('textbox', { name: '친구의 공유 링크 또는 코드' });
    await user.click(field);
    await user.paste('https://genetype.kr/profiles/gene02');
    await user.click(screen.getByRole('button', { name: '링크로 비교하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('공유 링크를 다시 확인해 주세요.');
    expect(kept).toHaveLength(0);

    await user.clear(field);
    await user.paste('https://genetype.kr/s/Ab3_x-9Z');
    await user.click(screen.getByRole('button', { name: '링크로 비교하기' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/family/compare?friend=Ab3_x-9Z'),
    );
    expect(kept.map((call) => call.body)).toEqual([{ code: 'Ab3_x-9Z' }]);
  });

  it('says when the friend took the link back', async () => {
    others([]);
    answer('post', '/profiles/friends', () =>
      apiError(
        404,
        '공유 주소를 찾을 수 없거나 기간이 지났어요. 보낸 분께 새 주소를 요청해 주세요.',
      ),
    );
    const user = renderAt('/myPage');
    await user.click(await screen.findByRole('textbox', { name: '친구의 공유 링크 또는 코드' }));
    await user.paste('Ab3_x-9Z');
    await user.click(screen.getByRole('button', { name: '링크로 비교하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('공유 주소를 찾을 수 없거나');
  });
});
