import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import LearningGenePage from './learning-gene-page';

function renderPage(state?: unknown, search = '') {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/learningGene', search, state }]}>
      <LearningGenePage />
    </MemoryRouter>,
  );
}

describe('/learningGene', () => {
  it('switches between its four sections', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '학습 유전자란?' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.slice(2))).toEqual([
      '소개와 이해',
      '탄생과 연구',
      '학문적 원리와 기능',
      '검사 방법과 의미',
    ]);
    expect(
      screen.getByRole('heading', { level: 2, name: '학습 유전자란 무엇일까요?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/54가지 학습 유형/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /탄생과 연구/ }));
    expect(screen.getByText(/절반씩 물려받아요/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /검사 방법과 의미/ }));
    expect(screen.getByText('설문만으로 검사했을 때 정확도: 약 85%')).toBeInTheDocument();
    expect(screen.getByText('가족이 함께 검사했을 때 정확도: 약 95%')).toBeInTheDocument();
    expect(screen.getByText('샘플 검사를 함께했을 때 정확도: 99.9%')).toBeInTheDocument();
    expect(screen.getByText(/만 11세 이상/)).toBeInTheDocument();
    expect(screen.getByText(/약 8분/)).toBeInTheDocument();
  });

  it('has no member blocks in the default variant', () => {
    const { container } = renderPage();
    expect(container.querySelector('[data-parcel-slot]')).toBeNull();
    expect(screen.queryByRole('img', { name: /이중 나선/ })).toBeNull();
  });

  it('the result variant (state.variant = "result") adds the banner image and the two parcel slots', () => {
    const { container } = renderPage({ variant: 'result' });
    expect(
      screen.getByRole('img', { name: '네 가지 유전자를 잇는 이중 나선 그림' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '학습 유전자란?' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(
      [...container.querySelectorAll('[data-parcel-slot]')].map((el) =>
        el.getAttribute('data-parcel-slot'),
      ),
    ).toEqual(['mf-account/profile-share', 'mf-account/my-review']);
  });

  it('opens the result variant from ?variant=result (the link on the final result)', () => {
    const { container } = renderPage(undefined, '?variant=result');
    expect(container.querySelector('[data-variant="result"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-parcel-slot]')).toHaveLength(2);
  });

  it('opens the section a search result names in its router state', () => {
    renderPage({ section: 'test-method' });
    expect(screen.getByRole('tab', { name: /검사 방법과 의미/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('설문만으로 검사했을 때 정확도: 약 85%')).toBeInTheDocument();
  });

  it('starts at the introduction for an unknown section', () => {
    renderPage({ section: 'nope' });
    expect(screen.getByRole('tab', { name: /소개와 이해/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
