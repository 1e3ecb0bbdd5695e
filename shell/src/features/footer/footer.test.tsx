import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Footer, INSTAGRAM_URL, SERVICE_START_YEAR, copyrightYears } from './footer';

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  afterEach(() => jest.useRealTimers());

  it('runs the copyright from the start year to the current year', () => {
    jest.useFakeTimers({ now: new Date('2031-03-15T12:00:00') });
    renderFooter();
    expect(screen.getByText('© 2024–2031 진타입. All rights reserved.')).toBeInTheDocument();
  });

  it('shows a single year while the current year is the start year', () => {
    expect(SERVICE_START_YEAR).toBe(2024);
    expect(copyrightYears(new Date('2024-12-31T23:00:00'))).toBe('2024');
    expect(copyrightYears(new Date('2025-01-01T00:00:00'))).toBe('2024–2025');
  });

  it('links contact, terms and privacy pages', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: '문의하기' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: '이용약관' })).toHaveAttribute(
      'href',
      '/termAndCondition',
    );
    expect(screen.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute(
      'href',
      '/privacyPolicy',
    );
  });

  it('opens Instagram in a new tab without handing it the page', () => {
    renderFooter();
    const instagram = screen.getByRole('link', { name: /인스타그램/ });
    expect(instagram).toHaveAttribute('href', INSTAGRAM_URL);
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
