/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { resetStores, useAuthStore } from '@genetype/platform';
import type { ResultView } from '@genetype/domain/contracts';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, apiError, startApiServer } from '@genetype/tooling/testing/msw';
import { baseUser } from '../test-support';
import { OverviewPanel } from './overview-panel';

startApiServer();

const child = {
  resultId: 'r-child',
  name: '아이',
  completed: 2,
  final: null,
} as unknown as ResultView;

beforeEach(() => {
  localStorage.clear();
  resetStores();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(useAuthStore.getState(), 'loadUser').mockResolvedValue(undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the overview tab: the people answered for', () => {
  it('shows a loader while the list loads, then the list', async () => {
    answer('get', '/results/others', { results: [child], nextCursor: null });
    renderWithProviders(<OverviewPanel user={baseUser} />, { keepState: true });
    expect(screen.getByRole('status')).toHaveTextContent('목록을 불러오는 중이에요');
    expect(await screen.findByText('아이')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the list failed, and "다시 시도" reads it again', async () => {
    const reads = answer('get', '/results/others', () =>
      reads.length === 1
        ? apiError(503, 'unavailable')
        : HttpResponse.json({ results: [child], nextCursor: null }),
    );
    const { user } = renderWithProviders(<OverviewPanel user={baseUser} />, { keepState: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('목록을 불러오지 못했어요');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('아이')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reads).toHaveLength(2);
  });
});
