import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ComponentType } from 'react';
import PrivacyPage from './privacy-page';

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe('privacy page', () => {
  it('/privacyPolicy lists what is collected, processors, minors, rights and the officer', () => {
    renderPage(PrivacyPage);
    expect(screen.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
    const collected = screen.getByRole('table', { name: '수집 항목과 수집 방법' });
    for (const item of [
      '아이디, 이메일 주소, 비밀번호',
      '휴대폰 번호',
      '설문 응답',
      '카카오·구글 계정 식별자',
      '리뷰 내용',
      '마케팅 정보 수신 동의 여부와 동의 일시',
    ]) {
      expect(collected).toHaveTextContent(item);
    }
    const processors = screen.getByRole('table', { name: '수탁자와 위탁 업무' });
    expect(processors).toHaveTextContent('본인확인기관');
    expect(processors).toHaveTextContent('이메일 발송');
    expect(
      screen.getByRole('heading', { name: '7. 만 14세 미만 아동의 개인정보' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '8. 정보주체의 권리와 행사 방법' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/14일이 지나 탈퇴가 완료되면 지체 없이 파기/)).toBeInTheDocument();
    expect(screen.getByText('이메일: privacy@genetype.kr')).toBeInTheDocument();
  });
});
