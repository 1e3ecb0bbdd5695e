import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ComponentType } from 'react';
import TermsPage from './terms-page';

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe('terms page', () => {
  it('/termAndCondition states the age rule, the guardian rule and the 14-day withdrawal', () => {
    renderPage(TermsPage);
    expect(screen.getByRole('heading', { level: 1, name: '이용약관' })).toBeInTheDocument();
    expect(screen.getByText('검사는 만 11세 이상부터 이용할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByText(/만 14세 미만의 아동은 법정대리인/)).toBeInTheDocument();
    expect(screen.getByText(/탈퇴 신청 후 14일 동안/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '이용약관 목차' })).toBeInTheDocument();
  });
});
