// A blur that cannot steal the tap that caused it (issue #37 item 2).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useChangedFieldBlur } from './use-changed-field-blur.js';

/** A Formik-shaped form of one field, recording which fields were marked touched. */
function Form({
  touched,
  initial = '',
  submitted = false,
}: {
  touched: string[];
  initial?: string;
  submitted?: boolean;
}) {
  const [value, setValue] = useState(initial);
  const onBlur = useChangedFieldBlur({
    values: { login: value },
    initialValues: { login: initial },
    touched: submitted ? { login: true } : {},
    setFieldTouched: (field: string) => touched.push(field),
  });
  return (
    <>
      <label htmlFor="login">아이디</label>
      <input
        id="login"
        name="login"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={onBlur}
      />
      <button type="button">카카오로 로그인</button>
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const field = () => screen.getByLabelText('아이디');

test('leaving a field as it was marks nothing: its error waits for the submit', () => {
  const touched: string[] = [];
  render(<Form touched={touched} initial="member01" />);
  fireEvent.blur(field());
  act(() => jest.runAllTimers());
  expect(touched).toEqual([]);
});

test('a changed field is marked touched a task after its blur, not during it', () => {
  const touched: string[] = [];
  render(<Form touched={touched} />);
  fireEvent.change(field(), { target: { value: 'ab' } });
  fireEvent.blur(field());
  // A touch's mousedown, blur, mouseup and click run in one task: nothing may change before the click.
  expect(touched).toEqual([]);
  act(() => jest.runAllTimers());
  expect(touched).toEqual(['login']);
});

test('while a mouse button or a finger is down, the field waits until it is released', () => {
  const touched: string[] = [];
  render(<Form touched={touched} />);
  fireEvent.change(field(), { target: { value: 'ab' } });
  const button = screen.getByRole('button', { name: '카카오로 로그인' });
  fireEvent.pointerDown(button);
  fireEvent.blur(field());
  act(() => jest.runAllTimers());
  expect(touched).toEqual([]);
  fireEvent.pointerUp(button);
  // The click follows the pointerup in the same task: still nothing.
  expect(touched).toEqual([]);
  act(() => jest.runAllTimers());
  expect(touched).toEqual(['login']);
});

test('a field the submit already marked is left alone (no validation to race the server)', () => {
  const touched: string[] = [];
  render(<Form touched={touched} submitted />);
  fireEvent.change(field(), { target: { value: 'ab' } });
  fireEvent.blur(field());
  act(() => jest.runAllTimers());
  expect(touched).toEqual([]);
});

test('an unmounted form leaves no listener behind', () => {
  const touched: string[] = [];
  const removed = jest.spyOn(document, 'removeEventListener');
  const { unmount } = render(<Form touched={touched} />);
  unmount();
  expect(removed.mock.calls.map(([type]) => type)).toEqual(
    expect.arrayContaining(['pointerdown', 'pointerup', 'pointercancel']),
  );
  removed.mockRestore();
});
