/**
 * @jest-environment jest-fixed-jsdom
 */
// My page's "대신 검사하기" form (issue #37 item 3): each label sits right before its own control,
// and the button comes after both fields, not between them.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@genetype/tooling/testing';
import { AddPersonForm } from './add-person-form';

it('puts each label right before its own control, and the button after both', () => {
  renderWithProviders(<AddPersonForm />, { at: '/myPage' });
  const form = screen.getByRole('button', { name: '대신 검사하기' }).closest('form');
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
