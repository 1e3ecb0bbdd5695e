import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetStores, useAuthStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import { MainActionButton } from './main-action-button';

function member(overrides: Partial<User>): User {
  return {
    userId: 'genetester',
    email: 'tester@example.com',
    nickname: 'tester01',
    profileIcon: null,
    phoneNumber: null,
    message: null,
    isPasswordSet: true,
    isWithdraw: 0,
    remainingDays: null,
    section: 0,
    finishTest: false,
    results: [],
    ...overrides,
  };
}

function renderButton() {
  return render(
    <MemoryRouter>
      <MainActionButton />
    </MemoryRouter>,
  );
}

beforeEach(() => resetStores());

describe('MainActionButton (spec §2 table)', () => {
  it('asks a visitor to start the test', () => {
    renderButton();
    expect(screen.getByRole('link', { name: '검사시작' })).toHaveAttribute('href', '/questions');
  });

  it.each([
    ['section 0', { section: 0 }, '검사시작', '/questions'],
    ['section 1', { section: 1 }, '중간 검사확인', '/result?type=A'],
    ['section 2', { section: 2 }, '중간 검사확인', '/result?type=B'],
    ['section 3', { section: 3 }, '중간 검사확인', '/result?type=C'],
    ['section 4, test finished', { section: 4, finishTest: true }, '결과 보기', '/thank-you'],
    [
      'section 4, test not finished',
      { section: 4, finishTest: false },
      '결과 보기',
      '/result?type=D',
    ],
    ['any other section', { section: 9 }, '검사시작', '/questions'],
  ])('%s → %s (%s)', (_case, overrides, label, href) => {
    useAuthStore.setState({ user: member(overrides), status: 'authenticated' });
    renderButton();
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it('follows the member as their progress changes', () => {
    useAuthStore.setState({ user: member({ section: 0 }), status: 'authenticated' });
    renderButton();
    act(() => useAuthStore.setState({ user: member({ section: 2 }) }));
    expect(screen.getByRole('link', { name: '중간 검사확인' })).toHaveAttribute(
      'href',
      '/result?type=B',
    );
  });
});
