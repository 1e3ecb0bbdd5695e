import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ErrorPagesRoutes } from './error-pages-app';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ErrorPagesRoutes />
    </MemoryRouter>,
  );
}

describe('the shell pages', () => {
  it.each(['/404', '/no/such/page', '/typeReport/99'])(
    '%s shows the not-found page',
    async (path) => {
      renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );

  it('/500 shows the server-error page', async () => {
    renderAt('/500');
    expect(
      await screen.findByRole('heading', { level: 1, name: '일시적인 오류가 발생했어요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이전 페이지로' })).toBeInTheDocument();
  });
});
