import { Link } from 'react-router-dom';
import { titleOf } from '@genetype/shared/ui';
import { SERVICE_INFO } from '../../components/service-info';
import styles from './contact-page.module.scss';

interface Faq {
  question: string;
  answer: string;
  link?: { to: string; label: string };
}

export const CONTACT_FAQ: Faq[] = [
  {
    question: '검사는 몇 살부터 할 수 있나요?',
    answer:
      '만 11세 이상이면 누구나 검사할 수 있어요. 만 14세 미만은 가입할 때 부모님 등 법정대리인의 동의가 필요합니다.',
  },
  {
    question: '검사 시간은 얼마나 걸리나요?',
    answer: '네 단계(A~D) 각각 약 8분이면 충분해요. 중간에 멈춰도 다음에 이어서 할 수 있습니다.',
  },
  {
    question: '결과가 정확한가요?',
    answer:
      '설문만으로는 약 85%, 가족이 함께 검사하면 약 95%, 샘플 검사를 더하면 99.9%의 정확도를 보여요.',
    link: { to: '/learningGene', label: '검사 방법 자세히 보기' },
  },
  {
    question: '아이디나 비밀번호를 잊어버렸어요.',
    answer:
      '로그인 창의 “아이디 찾기”와 “비밀번호 재설정”에서 휴대폰 본인인증이나 이메일로 찾을 수 있어요.',
  },
  {
    question: '탈퇴하면 바로 지워지나요?',
    answer:
      '탈퇴를 신청하면 14일 동안 취소할 수 있고, 14일이 지나면 탈퇴가 완료되며 개인정보는 지체 없이 파기됩니다.',
    link: { to: '/privacyPolicy', label: '개인정보처리방침 보기' },
  },
];

export default function ContactPage() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{titleOf('/contact')}</h1>
        <p className={styles.lead}>
          서비스 이용 중 궁금한 점이나 불편한 점이 있으면 언제든 알려 주세요. 보내 주신 의견은
          꼼꼼히 읽고 답변드릴게요.
        </p>
      </header>

      <section className={styles.channels} aria-labelledby="contact-channels">
        <h2 id="contact-channels" className={styles.sectionTitle}>
          문의 방법
        </h2>
        <dl className={styles.channelList}>
          <div className={styles.channel}>
            <dt>이메일 문의</dt>
            <dd>
              <a href={`mailto:${SERVICE_INFO.supportEmail}`} className={styles.mail}>
                {SERVICE_INFO.supportEmail}
              </a>
            </dd>
          </div>
          <div className={styles.channel}>
            <dt>답변 시간</dt>
            <dd>{SERVICE_INFO.supportHours}</dd>
          </div>
          <div className={styles.channel}>
            <dt>개인정보 관련 문의</dt>
            <dd>
              <a href={`mailto:${SERVICE_INFO.privacyEmail}`} className={styles.mail}>
                {SERVICE_INFO.privacyEmail}
              </a>
            </dd>
          </div>
        </dl>
        <p className={styles.hint}>
          문의하실 때 아이디(또는 가입한 이메일)와 문제가 생긴 화면, 시각을 함께 적어 주시면 더 빨리
          도와드릴 수 있어요. 비밀번호는 절대 보내지 마세요.
        </p>
      </section>

      <section aria-labelledby="contact-faq">
        <h2 id="contact-faq" className={styles.sectionTitle}>
          자주 묻는 질문
        </h2>
        <div className={styles.faq}>
          {CONTACT_FAQ.map((item) => (
            <details key={item.question} className={styles.faqItem}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
              {item.link && (
                <Link to={item.link.to} className={styles.faqLink}>
                  {item.link.label}
                </Link>
              )}
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
