import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ComponentType } from 'react';
import ContactPage from './contact-page';

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe('contact page', () => {
  it('/contact gives the support address and answers common questions', () => {
    renderPage(ContactPage);
    expect(screen.getByRole('heading', { level: 1, name: '문의하기' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@genetype.kr' })).toHaveAttribute(
      'href',
      'mailto:help@genetype.kr',
    );
    expect(screen.getByText('검사는 몇 살부터 할 수 있나요?')).toBeInTheDocument();
  });
});
