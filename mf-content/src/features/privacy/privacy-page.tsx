import { useLanguageStore } from '@genetype/platform';
import { LegalPage, prepareTranslation } from '../../components/legal-document/legal-document';
import type { LegalArticle } from '../../components/legal-document/legal-document';
import { SERVICE_INFO } from '../../components/service-info';
import { useAppT } from '../../i18n';

// What the service really stores (api/src/db): account, identity-check phone number, answers and
// results, review, social-login links, consents with their time. Keep this page in step with it.
export const PRIVACY_ARTICLES: LegalArticle[] = [
  {
    id: 'items',
    title: '1. 수집하는 개인정보 항목',
    table: {
      caption: '수집 항목과 수집 방법',
      head: ['구분', '항목', '수집 방법'],
      rows: [
        [
          '회원가입(필수)',
          '아이디, 이메일 주소, 비밀번호(복원할 수 없는 해시값으로만 저장)',
          '회원가입 화면',
        ],
        ['서비스 이용(필수)', '닉네임, 휴대폰 번호(본인인증 결과)', '마이페이지 설정, 본인인증'],
        [
          '검사(필수)',
          '설문 응답, 단계별·최종 검사 결과, 다른 사람을 대신해 응답한 경우 그 사람의 이름(호칭)',
          '검사 화면',
        ],
        ['소셜 로그인(선택)', '카카오·구글 계정 식별자와 이메일 주소', '소셜 로그인·계정 연결'],
        ['리뷰(선택)', '리뷰 내용', '리뷰 작성'],
        [
          '동의 기록',
          '약관·개인정보 동의 일시, 마케팅 정보 수신 동의 여부와 동의 일시, 만 14세 미만 여부와 법정대리인 동의',
          '약관 동의 화면',
        ],
        [
          '자동 수집',
          '서버 접속 기록(IP 주소, 접속 일시, 요청 경로), 브라우저 저장소의 로그인 토큰',
          '서비스 이용 과정',
        ],
      ],
    },
  },
  {
    id: 'purposes',
    title: '2. 개인정보의 이용 목적',
    items: [
      '회원 식별, 로그인과 계정 관리, 아이디·비밀번호 찾기',
      '본인 확인과 중복 가입 방지, 부정 이용 방지(휴대폰 본인인증)',
      '학습 유전자 유형 검사 제공, 결과와 유형 리포트 제공, 프로필 공유',
      '리뷰 게시와 사이트 검색 제공',
      '이메일 변경 인증번호, 비밀번호 재설정 안내 등 서비스 운영에 필요한 알림 발송',
      '마케팅 정보 수신에 동의한 회원에 한해 새 기능·이벤트 안내',
      '서비스 안정성 확보와 보안 사고 대응(접속 기록)',
    ],
  },
  {
    id: 'retention',
    title: '3. 보유 및 이용 기간',
    items: [
      '회원 정보와 검사 결과는 회원 탈퇴가 완료될 때까지 보유합니다.',
      '탈퇴를 신청하면 14일 동안 탈퇴를 취소할 수 있으며, 14일이 지나 탈퇴가 완료되면 지체 없이 파기합니다.',
      '마케팅 정보 수신 동의는 동의를 철회하거나 탈퇴할 때까지 보유합니다.',
      '서버 접속 기록은 「통신비밀보호법」에 따라 3개월간 보관한 뒤 파기합니다.',
      '관계 법령에 따라 보존할 필요가 있는 경우에는 해당 법령이 정한 기간 동안 분리하여 보관합니다.',
    ],
  },
  {
    id: 'destruction',
    title: '4. 개인정보의 파기 절차와 방법',
    items: [
      '보유 기간이 끝나거나 처리 목적을 달성한 개인정보는 지체 없이 파기합니다.',
      '전자 파일 형태의 정보는 복구할 수 없는 방법으로 삭제하며, 로그인 토큰은 즉시 무효화합니다.',
      '탈퇴 완료는 정기적으로 실행되는 정리 작업이 처리하며, 회원이 작성한 리뷰와 다른 사람을 대신해 응답한 결과도 함께 삭제합니다.',
    ],
  },
  {
    id: 'third-parties',
    title: '5. 개인정보의 제3자 제공',
    paragraphs: [
      '운영자는 회원의 개인정보를 제3자에게 제공하지 않습니다. 다만 법령에 따라 수사기관 등이 적법한 절차로 요청하는 경우에는 예외로 합니다.',
      '회원이 프로필 링크를 공유하면, 링크를 받은 사람은 해당 프로필의 공개 정보(닉네임, 검사 결과 요약)를 볼 수 있습니다. 링크는 암호화되어 있으며 일정 기간이 지나면 만료됩니다.',
    ],
  },
  {
    id: 'processors',
    title: '6. 개인정보 처리의 위탁',
    table: {
      caption: '수탁자와 위탁 업무',
      head: ['수탁자', '위탁 업무', '보유 기간'],
      rows: [
        [
          '본인확인기관(NICE평가정보 등 휴대폰 본인확인 서비스 제공자)',
          '휴대폰 본인인증',
          '위탁 계약 종료 시 또는 법령이 정한 기간',
        ],
        [
          '이메일 발송 사업자(SMTP 서비스 제공자)',
          '인증번호, 비밀번호 재설정 등 서비스 이메일 발송',
          '발송 완료 후 지체 없이 파기',
        ],
      ],
    },
    after: [
      '카카오·구글 로그인을 이용하면 회원이 해당 사업자에서 동의한 범위의 정보(계정 식별자, 이메일)를 전달받습니다. 운영자는 위탁 계약에서 개인정보 보호 의무를 정하고 수탁자가 안전하게 처리하는지 감독합니다.',
    ],
  },
  {
    id: 'children',
    title: '7. 만 14세 미만 아동의 개인정보',
    items: [
      '검사는 만 11세 이상부터 이용할 수 있습니다.',
      '만 14세 미만 아동의 개인정보를 처리할 때에는 「개인정보 보호법」 제22조의2에 따라 법정대리인의 동의를 받습니다.',
      '법정대리인은 아동의 개인정보 열람, 정정·삭제, 처리정지를 요구할 수 있습니다.',
    ],
  },
  {
    id: 'rights',
    title: '8. 정보주체의 권리와 행사 방법',
    items: [
      '회원은 언제든 자신의 개인정보 열람, 정정·삭제, 처리정지, 동의 철회를 요구할 수 있습니다.',
      '닉네임, 이메일, 비밀번호, 휴대폰 번호, 소셜 계정 연결, 마케팅 수신 동의는 마이페이지 설정에서 직접 바꿀 수 있으며, 탈퇴도 설정에서 신청할 수 있습니다.',
      `그 밖의 요청은 개인정보 보호책임자(${SERVICE_INFO.privacyEmail})에게 이메일로 보내 주시면 10일 이내에 처리 결과를 알려 드립니다.`,
      '법정대리인이나 위임을 받은 대리인을 통해서도 권리를 행사할 수 있습니다.',
    ],
  },
  {
    id: 'security',
    title: '9. 개인정보의 안전성 확보 조치',
    items: [
      '비밀번호는 argon2id 방식의 단방향 해시값으로만 저장하며, 운영자도 원래 비밀번호를 알 수 없습니다.',
      '로그인 유지에 쓰는 갱신 토큰은 해시값으로만 저장하고, 재사용이 감지되면 즉시 폐기합니다.',
      '모든 통신은 암호화(HTTPS)하며, 로그인 시도 횟수를 제한합니다.',
      '개인정보에 접근할 수 있는 사람을 최소한으로 제한하고 접근 기록을 관리합니다.',
    ],
  },
  {
    id: 'storage',
    title: '10. 브라우저 저장소 사용',
    paragraphs: [
      '서비스는 로그인 상태 유지와 최근 검색어 기억을 위해 브라우저의 로컬 저장소(localStorage)를 사용하며, 광고 추적용 쿠키는 사용하지 않습니다. 로그아웃하면 저장된 정보는 모두 지워지며, 브라우저 설정에서 언제든 직접 삭제할 수 있습니다.',
    ],
  },
  {
    id: 'officer',
    title: '11. 개인정보 보호책임자',
    items: [
      `${SERVICE_INFO.privacyOfficer}: ${SERVICE_INFO.operator}`,
      `이메일: ${SERVICE_INFO.privacyEmail}`,
      `일반 문의: ${SERVICE_INFO.supportEmail} (${SERVICE_INFO.supportHours})`,
    ],
  },
  {
    id: 'remedies',
    title: '12. 권익침해 구제 방법',
    paragraphs: ['개인정보 침해에 대한 상담이나 신고는 아래 기관에도 문의할 수 있습니다.'],
    items: [
      '개인정보분쟁조정위원회: (국번 없이) 1833-6972, www.kopico.go.kr',
      '개인정보침해신고센터: (국번 없이) 118, privacy.kisa.or.kr',
      '대검찰청: (국번 없이) 1301, www.spo.go.kr',
      '경찰청: (국번 없이) 182, ecrm.police.go.kr',
    ],
  },
  {
    id: 'changes',
    title: '13. 개인정보 처리방침의 변경',
    paragraphs: [
      '이 처리방침을 바꿀 때에는 시행 7일 전부터 서비스 화면에 공지하며, 수집 항목이나 이용 목적이 달라지는 등 중요한 변경은 30일 전에 알리고 필요하면 다시 동의를 받습니다.',
    ],
  },
];

const loadEnglish = () => import('./privacy.en');

/** Before the first render in English: the translation (preparePage). */
export const prepare = () => prepareTranslation(loadEnglish, useLanguageStore.getState().language);

export default function PrivacyPage() {
  const t = useAppT();
  return (
    <LegalPage
      title={t('titles.privacy')}
      intro={
        <p>
          {SERVICE_INFO.operator}(이하 “운영자”)는 「개인정보 보호법」에 따라 회원의 개인정보를
          보호하고, 관련 고충을 신속하게 처리하기 위해 다음과 같이 개인정보 처리방침을 정하여
          공개합니다.
        </p>
      }
      articles={PRIVACY_ARTICLES}
      loadTranslation={loadEnglish}
    />
  );
}
