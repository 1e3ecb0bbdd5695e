/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { STORAGE_KEYS, resetStores, storage, useAuthStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import ShareCodePage, { SHARE_CODE_FAILED, SHARE_CODE_GONE } from './share-code-page';

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/s/:code" element={<ShareCodePage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { at: path, keepState: true },
  );
}

const gene01 = {
  nickname: 'gene01',
  typeId: 31,
  typeCode: 'ID-C-44-SS',
  typeName: '주의 깊은 탐험가',
  profileLink: '/profiles/gene01?share=abc.def',
};

function signIn(finished: boolean, nickname = 'member02') {
  storage.set(STORAGE_KEYS.token, 't');
  useAuthStore.setState({
    user: {
      userId: 'm2',
      nickname,
      results: finished ? [{ section: 'D', geneType: 'SL', code: 'II-A-44-SL', typeId: 2 }] : [],
    } as unknown as User,
    status: 'authenticated',
  });
}

startApiServer();
beforeEach(() => {
  resetStores();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('/s/:code, the friend’s landing', () => {
  it('shows the sharer’s character, type, group and description, and leads a visitor to sign up', async () => {
    const reads = answer('get', '/profiles/share/:code', gene01);
    const { user } = renderAt('/s/Ab3_x-9Z');
    const card = await screen.findByTestId('shared-type');
    expect(card).toHaveTextContent('gene01님의 학습 유전자 유형');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('31번 주의 깊은 탐험가');
    expect(card).toHaveTextContent('ID-C-44-SS');
    expect(card).toHaveTextContent(/그룹/);
    expect(screen.getByRole('img', { name: /캐릭터/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '31번 유형 리포트 보기' })).toHaveAttribute(
      'href',
      '/typeReport/31',
    );
    expect(reads.map((call) => call.url.pathname)).toEqual(['/profiles/share/Ab3_x-9Z']);

    await user.click(screen.getByRole('button', { name: '나도 검사하기' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/signup');
    // Sign-up comes back here to keep the sharer and go on to the test.
    expect(JSON.parse(storage.get(STORAGE_KEYS.refferData) ?? '{}')).toMatchObject({
      refererPathname: '/s/Ab3_x-9Z',
      queryParam: '?join=1',
    });
  });

  it('back from sign-up, keeps the sharer on the account and opens the test', async () => {
    signIn(false);
    answer('get', '/profiles/share/:code', gene01);
    const kept = answer('post', '/profiles/friends', {
      code: 'Ab3_x-9Z',
      nickname: 'gene01',
      typeId: 31,
      typeName: '주의 깊은 탐험가',
    });
    renderAt('/s/Ab3_x-9Z?join=1');
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/questions$/);
    expect(kept).toHaveLength(1);
    expect(kept.map((call) => call.body)).toEqual([{ code: 'Ab3_x-9Z' }]);
  });

  it('offers a member with a result "나와 비교하기"', async () => {
    signIn(true);
    answer('get', '/profiles/share/:code', gene01);
    renderAt('/s/Ab3_x-9Z');
    expect(await screen.findByRole('link', { name: '나와 비교하기' })).toHaveAttribute(
      'href',
      '/family/compare?friend=Ab3_x-9Z',
    );
    expect(screen.queryByRole('button', { name: '나도 검사하기' })).not.toBeInTheDocument();
  });

  it('tells the sharer it is their own address', async () => {
    signIn(true, 'GENE01');
    answer('get', '/profiles/share/:code', gene01);
    renderAt('/s/Ab3_x-9Z');
    expect(await screen.findByText(/내 공유 주소예요/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '나와 비교하기' })).not.toBeInTheDocument();
  });

  it('says when the sharer has not finished the test', async () => {
    answer('get', '/profiles/share/:code', {
      ...gene01,
      typeId: null,
      typeCode: null,
      typeName: null,
    });
    renderAt('/s/Ab3_x-9Z');
    expect(await screen.findByText('gene01님은 아직 검사를 마치지 않았어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '나도 검사하기' })).toBeInTheDocument();
  });

  it('explains an unknown, expired or revoked code', async () => {
    answer('get', '/profiles/share/:code', () => apiError(404, '공유 코드를 찾을 수 없어요.'));
    renderAt('/s/AAAAAAAA');
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_CODE_GONE);
    expect(screen.getByRole('link', { name: '진타입 홈으로 가기' })).toHaveAttribute('href', '/');
  });

  it('does not call the API for a malformed code', async () => {
    const reads = answer('get', '/profiles/share/:code', gene01);
    renderAt('/s/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_CODE_GONE);
    expect(reads).toHaveLength(0);
  });

  it('offers "다시 시도" when the API does not answer, and the retry shows the profile', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The first read finds no network; the retry is answered.
    const reads = answer('get', '/profiles/share/:code', () =>
      reads.length === 1 ? HttpResponse.error() : HttpResponse.json(gene01),
    );
    const { user } = renderAt('/s/Ab3_x-9Z');
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_CODE_FAILED);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('shared-type')).toBeInTheDocument();
    expect(reads).toHaveLength(2);
  });
});
