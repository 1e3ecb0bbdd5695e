import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ComponentType } from 'react';
import ContactPage from './contact-page';
import TermsPage from '../terms/terms-page';
import PrivacyPage from '../privacy/privacy-page';

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe('footer pages', () => {
  it('/contact gives the support address and answers common questions', () => {
    renderPage(ContactPage);
    expect(screen.getByRole('heading', { level: 1, name: '문의하기' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@genetype.kr' })).toHaveAttribute(
      'href',
      'mailto:help@genetype.kr',
    );
    expect(screen.getByText('검사는 몇 살부터 할 수 있나요?')).toBeInTheDocument();
  });

  it('/termAndCondition states the age rule, the guardian rule and the 14-day withdrawal', () => {
    renderPage(TermsPage);
    expect(screen.getByRole('heading', { level: 1, name: '이용약관' })).toBeInTheDocument();
    expect(screen.getByText('검사는 만 11세 이상부터 이용할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByText(/만 14세 미만의 아동은 법정대리인/)).toBeInTheDocument();
    expect(screen.getByText(/탈퇴 신청 후 14일 동안/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '이용약관 목차' })).toBeInTheDocument();
  });

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
