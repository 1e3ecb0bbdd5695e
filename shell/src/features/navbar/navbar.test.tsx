import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { resetStores, useModalStore } from '@genetype/platform';
import { Navbar } from './navbar';
import type { NavbarPlacement } from './navbar';

beforeAll(() => {
  jest
    .spyOn(HTMLElement.prototype, 'getClientRects')
    .mockReturnValue([{}] as unknown as DOMRectList);
});

const renderAccount = (placement: NavbarPlacement) => (
  <button type="button" data-placement={placement}>
    계정
  </button>
);
const renderMainAction = (placement: NavbarPlacement) => (
  <a href="/questions" data-placement={placement}>
    검사시작
  </a>
);

function renderNavbar() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Navbar renderAccount={renderAccount} renderMainAction={renderMainAction} />
    </MemoryRouter>,
  );
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

beforeEach(() => {
  resetStores();
  setWidth(375);
});

describe('Navbar', () => {
  it('links the logo home and the test and info pages to their routes', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: '진타입 홈' })).toHaveAttribute('href', '/');
    const primary = screen.getByRole('navigation', { name: '주요 메뉴' });
    expect(within(primary).getByRole('link', { name: '검사하기' })).toHaveAttribute(
      'href',
      '/questions',
    );
    expect(within(primary).getByRole('link', { name: '진타입' })).toHaveAttribute(
      'href',
      '/geneType',
    );
    expect(within(primary).getByRole('link', { name: '학습 유전자란?' })).toHaveAttribute(
      'href',
      '/learningGene',
    );
    expect(within(primary).getByRole('button', { name: '유형 리포트' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the account and main action slots in the bar', () => {
    renderNavbar();
    expect(screen.getByRole('button', { name: '계정' })).toHaveAttribute('data-placement', 'bar');
    expect(screen.getByRole('link', { name: '검사시작' })).toHaveAttribute('data-placement', 'bar');
  });

  it('opens the search modal from the search icon', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(useModalStore.getState().modal).toEqual({ name: 'search' });
  });
});

describe('Navbar side menu', () => {
  async function openMenu() {
    const user = userEvent.setup();
    renderNavbar();
    const hamburger = screen.getByRole('button', { name: '메뉴 열기' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await user.click(hamburger);
    const menu = await screen.findByRole('dialog', { name: '메뉴' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    return { user, menu, hamburger };
  }

  it('offers the navbar links plus contact, language and search', async () => {
    const { menu } = await openMenu();
    const links = within(menu).getByRole('navigation', { name: '전체 메뉴' });
    const hrefs = within(links)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['검사하기', '/questions'],
      ['유형 리포트', '/typeReport'],
      ['진타입', '/geneType'],
      ['학습 유전자란?', '/learningGene'],
      ['문의하기', '/contact'],
    ]);
    const language = within(menu).getByRole('combobox', { name: '언어' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['한국어', 'English']);
    expect(within(menu).getByRole('button', { name: '검색' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: '계정' })).toHaveAttribute(
      'data-placement',
      'menu',
    );
    expect(within(menu).getByRole('link', { name: '검사시작' })).toHaveAttribute(
      'data-placement',
      'menu',
    );
  });

  it('closes when a link is followed', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('link', { name: '문의하기' }));
    expect(screen.queryByRole('dialog', { name: '메뉴' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user, hamburger } = await openMenu();
    await waitFor(() => expect(screen.getByRole('button', { name: '메뉴 닫기' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '메뉴' })).not.toBeInTheDocument();
    await waitFor(() => expect(hamburger).toHaveFocus());
  });

  it('closes from its close button', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: '메뉴 닫기' }));
    expect(screen.queryByRole('dialog', { name: '메뉴' })).not.toBeInTheDocument();
  });

  it('opens search and closes itself', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: '검색' }));
    expect(useModalStore.getState().modal).toEqual({ name: 'search' });
    expect(screen.queryByRole('dialog', { name: '메뉴' })).not.toBeInTheDocument();
  });

  it('stays open below 1024 px and closes by itself at 1024 px', async () => {
    await openMenu();
    act(() => {
      setWidth(900);
      fireEvent(window, new Event('resize'));
    });
    expect(screen.getByRole('dialog', { name: '메뉴' })).toBeInTheDocument();
    act(() => {
      setWidth(1024);
      fireEvent(window, new Event('resize'));
    });
    expect(screen.queryByRole('dialog', { name: '메뉴' })).not.toBeInTheDocument();
  });

  it('locks page scrolling while open', async () => {
    const { user, menu } = await openMenu();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(menu).getByRole('button', { name: '메뉴 닫기' }));
    expect(document.body.style.overflow).toBe('');
  });
});
