// The questionnaire's notices (spec §2 modals, §8 texts).
import { Dialog } from '@genetype/shared/ui';
import { dialogStyles } from '../../components/dialogs';

export const NOTICE_TEXT = {
  duplicate:
    '비슷하거나 같은 문항이 다시 나올 수 있어요. 앞의 답과 상관없이 지금 떠오르는 대로 신중하게 답해 주세요.',
  verification:
    '검사를 계속하려면 휴대폰 본인 인증과 닉네임 설정이 필요해요. 마이페이지의 설정에서 먼저 완료해 주세요.',
  analysing: (nickname: string) => `${nickname} 님의 답변을 분석하고 있어요. 잠시만 기다려 주세요.`,
  onBehalf: (name: string) =>
    `지금부터 ${name} 님을 대신해 답하게 돼요. 평소 ${name} 님의 모습을 떠올리며, 본인이라면 어떻게 답할지 생각해서 골라 주세요.`,
} as const;

export function DuplicateNotice({ onClose }: { onClose(): void }) {
  return (
    <Dialog open title="중복 문항 안내" onClose={onClose}>
      <div className={dialogStyles.text}>
        <p>{NOTICE_TEXT.duplicate}</p>
      </div>
      <div className={dialogStyles.actions}>
        <button data-autofocus type="button" className={dialogStyles.primary} onClick={onClose}>
          확인
        </button>
      </div>
    </Dialog>
  );
}

export function VerificationNotice({ onClose, onGo }: { onClose(): void; onGo(): void }) {
  return (
    <Dialog open title="본인 인증과 닉네임이 필요해요" onClose={onClose}>
      <div className={dialogStyles.text}>
        <p>{NOTICE_TEXT.verification}</p>
      </div>
      <div className={dialogStyles.actions}>
        <button data-autofocus type="button" className={dialogStyles.secondary} onClick={onClose}>
          나중에 하기
        </button>
        <button type="button" className={dialogStyles.primary} onClick={onGo}>
          설정하러 가기
        </button>
      </div>
    </Dialog>
  );
}

/** The member has to read this one: it closes only by starting. */
export function OnBehalfNotice({ name, onStart }: { name: string; onStart(): void }) {
  return (
    <Dialog open title={`${name} 님의 검사를 시작할게요`} dismissible={false}>
      <div className={dialogStyles.text}>
        <p>{NOTICE_TEXT.onBehalf(name)}</p>
      </div>
      <div className={dialogStyles.actions}>
        <button data-autofocus type="button" className={dialogStyles.primary} onClick={onStart}>
          검사 시작하기
        </button>
      </div>
    </Dialog>
  );
}

export function AnalysingNotice({ nickname }: { nickname: string }) {
  return (
    <Dialog open title="결과를 분석하고 있어요" busy>
      <div className={dialogStyles.text}>
        <span className={dialogStyles.spinner} aria-hidden="true" />
        <p role="status">{NOTICE_TEXT.analysing(nickname)}</p>
      </div>
    </Dialog>
  );
}
