import { screen } from '@testing-library/react';
import { describeAppRoutes, renderWithProviders } from '@genetype/tooling/testing';
import { AppRoutes, APP } from './app-router';
import { pages } from './pages';

describeAppRoutes({
  app: APP,
  AppRoutes,
  pages,
  titles: [['/search', '검색 결과']],
  notMine: ['/', '/searches', '/Search'],
});

describe('mf-search routes', () => {
  it('takes the search word passed as router state by another app', async () => {
    renderWithProviders(<AppRoutes />, { at: '/search', state: { search: ' 집중력 ' } });
    expect(await screen.findByRole('searchbox', { name: '검색어' })).toHaveValue('집중력');
  });

  it('starts with an empty search box without state or a stored word', async () => {
    renderWithProviders(<AppRoutes />, { at: '/search' });
    expect(await screen.findByRole('searchbox', { name: '검색어' })).toHaveValue('');
  });
});
