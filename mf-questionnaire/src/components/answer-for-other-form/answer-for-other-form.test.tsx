/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useLanguageStore } from '@genetype/platform';
import type { ResultView } from '@genetype/domain/contracts';
import { renderWithProviders } from '@genetype/tooling/testing';
import { answer, startApiServer } from '@genetype/tooling/testing/msw';
import { AnswerForOtherForm } from './answer-for-other-form';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

startApiServer();

it('asks for the name and the relation, then opens the questionnaire on the new result', async () => {
  const created = answer('post', '/results/others', {
    resultId: 'new-1',
    name: '하늘',
    completed: 0,
    sections: [],
    final: null,
    relation: 'child',
    createdAt: '',
  } satisfies ResultView);
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/welcome" element={<AnswerForOtherForm />} />
      <Route path="/questions" element={<Where />} />
    </Routes>,
    { at: '/welcome' },
  );
  const start = screen.getByRole('button', { name: '대신 검사 시작하기' });
  await user.type(screen.getByLabelText('검사할 분의 이름'), '하늘');
  await user.click(start);
  expect(screen.getByRole('alert')).toHaveTextContent('검사할 분과의 관계를 골라 주세요.');
  expect(created).toHaveLength(0);
  await user.selectOptions(screen.getByLabelText('나와의 관계'), '자녀');
  await user.click(start);
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent('/questions?resultId=new-1'),
  );
  expect(created.map((call) => call.body)).toEqual([{ name: '하늘', relation: 'child' }]);
});

describe('in English', () => {
  beforeEach(() => act(() => useLanguageStore.getState().setLanguage('en')));
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('ko')));

  it('shows the shared rules’ English messages (the words my page and the API use)', async () => {
    const created = answer('post', '/results/others', {});
    const { user } = renderWithProviders(<AnswerForOtherForm />, { at: '/welcome' });
    const start = await screen.findByRole('button', { name: 'Start their test' });
    await user.type(screen.getByLabelText('Their name'), '   ');
    await user.click(start);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter the name of the person taking the test.',
    );
    await user.type(screen.getByLabelText('Their name'), 'Sky');
    await user.click(start);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Please choose how this person is related to you.',
      ),
    );
    expect(created).toHaveLength(0);
  });
});

it('puts each label right before its own control, and the button after both (issue #37)', () => {
  renderWithProviders(<AnswerForOtherForm />, { at: '/welcome' });
  const form = screen.getByRole('button', { name: '대신 검사 시작하기' }).closest('form');
  const order = [...(form?.querySelectorAll('label, input, select, button') ?? [])].map((node) =>
    node instanceof HTMLLabelElement ? `label→${node.htmlFor}` : `${node.tagName}#${node.id}`,
  );
  const name = screen.getByLabelText('검사할 분의 이름');
  const relation = screen.getByLabelText('나와의 관계');
  expect(order).toEqual([
    `label→${name.id}`,
    `INPUT#${name.id}`,
    `label→${relation.id}`,
    `SELECT#${relation.id}`,
    'BUTTON#',
  ]);
});
