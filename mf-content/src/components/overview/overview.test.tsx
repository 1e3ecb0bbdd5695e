import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useAuthStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { Overview } from './overview';

function renderWithSection(section: number | null) {
  useAuthStore.setState({
    user:
      section === null ? null : ({ section, finishTest: false, results: [] } as unknown as User),
  });
  return render(
    <MemoryRouter>
      <Overview />
    </MemoryRouter>,
  );
}

afterEach(() => useAuthStore.setState({ user: null }));

describe('Overview', () => {
  it('shows the headline with marked line breaks', () => {
    renderWithSection(null);
    const headline = screen.getByRole('heading', { level: 2 });
    expect(headline.querySelectorAll('br[data-line-break]')).toHaveLength(2);
    expect(headline).toHaveTextContent('나는 어떻게 공부할 때가장 빛날까요?');
  });

  it.each([
    [null, '검사 시작하기', '/questions'],
    [0, '검사 시작하기', '/questions'],
    [1, '이어서 검사하기', '/questions'],
    [3, '이어서 검사하기', '/questions'],
    [4, '결과 보기', '/result'],
  ])('section %s → %s (%s)', (section, label, href) => {
    renderWithSection(section);
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });
});
