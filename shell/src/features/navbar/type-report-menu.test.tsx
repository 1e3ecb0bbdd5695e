import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TypeReportMenu } from './type-report-menu';

function renderMenu() {
  return render(
    <MemoryRouter>
      <button type="button">앞</button>
      <TypeReportMenu />
      <button type="button">뒤</button>
    </MemoryRouter>,
  );
}

const trigger = () => screen.getByRole('button', { name: '유형 리포트' });
const panel = () =>
  document.getElementById(trigger().getAttribute('aria-controls') ?? '') as HTMLElement;

describe('TypeReportMenu', () => {
  it('is closed at first', () => {
    renderMenu();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens on hover and closes shortly after the pointer leaves', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderMenu();
      await user.hover(trigger());
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      await user.unhover(trigger());
      expect(trigger()).toHaveAttribute('aria-expanded', 'true');
      act(() => jest.advanceTimersByTime(200));
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens on keyboard focus and lists the 54 types in 9 groups', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.tab();
    await user.tab();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    const groups = within(panel()).getAllByRole('group');
    expect(groups).toHaveLength(9);
    expect(within(panel()).getByRole('group', { name: '유형 그룹 뚝심 탐구자 II-A' })).toBe(
      groups[0],
    );
    expect(within(panel()).getByRole('group', { name: '유형 그룹 자유로운 모험가 DD-C' })).toBe(
      groups[8],
    );

    const ids: number[] = [];
    groups.forEach((group, index) => {
      const links = within(group).getAllByRole('link');
      expect(links).toHaveLength(6);
      links.forEach((link, position) => {
        const id = index * 6 + position + 1;
        ids.push(id);
        expect(link).toHaveAttribute('href', `/typeReport/${id}`);
      });
    });
    expect(ids).toEqual(Array.from({ length: 54 }, (_, i) => i + 1));
    expect(within(groups[0] as HTMLElement).getAllByRole('link')[0]).toHaveAccessibleName(
      '1. 신중한 탐구자 II-A-44-SS',
    );
    expect(within(groups[8] as HTMLElement).getAllByRole('link')[5]).toHaveAccessibleName(
      '54. 거침없는 모험가 DD-C-45-SL',
    );
    expect(within(panel()).getByRole('link', { name: '전체 보기' })).toHaveAttribute(
      'href',
      '/typeReport',
    );
  });

  it('lets the keyboard walk into the panel and closes when focus leaves it', async () => {
    const user = userEvent.setup();
    renderMenu();
    act(() => trigger().focus());
    await user.tab();
    expect(screen.getByRole('link', { name: '1. 신중한 탐구자 II-A-44-SS' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    act(() => screen.getByRole('link', { name: '전체 보기' }).focus());
    await user.tab();
    expect(screen.getByRole('button', { name: '뒤' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the trigger without reopening', async () => {
    const user = userEvent.setup();
    renderMenu();
    act(() => trigger().focus());
    await user.tab();
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles with Enter and closes after a link is chosen', async () => {
    const user = userEvent.setup();
    renderMenu();
    act(() => trigger().focus());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: '7. 빈틈없는 설계자 II-B-44-SS' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
