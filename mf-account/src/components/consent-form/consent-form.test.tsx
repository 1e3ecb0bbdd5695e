import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { promisesSettled } from '@genetype/tooling/testing';
import { CONSENT_MESSAGES } from '@genetype/domain/validation';
import { ConsentForm } from './consent-form';

function isoYearsAgo(years: number, extraDays = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + extraDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function setup() {
  const onSubmit = jest.fn();
  render(<ConsentForm onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

const birthDate = () => screen.getByLabelText('생년월일');
const submit = () => screen.getByRole('button', { name: '동의하고 계속하기' });

describe('ConsentForm', () => {
  it('refuses to continue until both required consents and a birth date are given', async () => {
    const { onSubmit, user } = setup();
    await user.click(submit());
    expect(await screen.findByText(CONSENT_MESSAGES.termsRequired)).toBeInTheDocument();
    expect(screen.getByText(CONSENT_MESSAGES.privacyRequired)).toBeInTheDocument();
    expect(screen.getByText(CONSENT_MESSAGES.birthDateRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends separate consents, marketing declined, for an adult', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('checkbox', { name: /진타입 이용약관 동의/ }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ }));
    await user.type(birthDate(), '1990-05-01');
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        termsAgreed: true,
        privacyAgreed: true,
        marketingAgreed: false,
        birthDate: '1990-05-01',
      }),
    );
    expect(screen.queryByRole('heading', { name: '법정대리인(보호자) 동의' })).toBeNull();
  });

  it('checks everything with 전체 동의하기, marketing included', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('checkbox', { name: '전체 동의하기' }));
    expect(screen.getByRole('checkbox', { name: /마케팅 정보 수신 동의/ })).toBeChecked();
    await user.type(birthDate(), '1990-05-01');
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ marketingAgreed: true })),
    );
  });

  it('refuses a child under 11', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('checkbox', { name: '전체 동의하기' }));
    await user.type(birthDate(), isoYearsAgo(10));
    await user.click(submit());
    expect(await screen.findByText(CONSENT_MESSAGES.tooYoung)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a guardian under 14 and sends the guardian fields', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('checkbox', { name: /진타입 이용약관 동의/ }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ }));
    await user.type(birthDate(), isoYearsAgo(12));
    expect(screen.getByRole('heading', { name: '법정대리인(보호자) 동의' })).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText(CONSENT_MESSAGES.guardianConsentRequired)).toBeInTheDocument();
    expect(screen.getByText(CONSENT_MESSAGES.guardianNameRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('보호자 이름'), '김보호');
    await user.type(screen.getByLabelText('보호자 휴대폰 번호'), '01012345678');
    await user.click(screen.getByRole('checkbox', { name: /법정대리인으로서/ }));
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          guardianAgreed: true,
          guardianName: '김보호',
          guardianPhone: '01012345678',
        }),
      ),
    );
  });

  it('sends once while a submit is pending, and again after it ends', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<ConsentForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /진타입 이용약관 동의/ }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ }));
    await user.type(birthDate(), '1990-05-01');
    const form = submit().closest('form') as HTMLFormElement;
    // Two submits in one tick (a double Enter): the second finds the first pending.
    fireEvent.submit(form);
    fireEvent.submit(form);
    // A submit validates and reaches the guard through promises alone (no timer, no I/O): once
    // they have settled, both submits have been decided.
    await act(() => promisesSettled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });
});
