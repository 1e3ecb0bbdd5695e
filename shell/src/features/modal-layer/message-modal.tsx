import styles from './message-modal.module.scss';

export type MessageTone = 'error' | 'success' | 'info';

export interface MessageModalProps {
  message?: unknown;
  close: () => void;
}

const FALLBACK_MESSAGE: Record<MessageTone, string> = {
  error: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
  success: '요청하신 작업을 완료했어요.',
  info: '곧 제공될 예정이에요.',
};

function ToneIcon({ tone }: { tone: MessageTone }) {
  return (
    <span className={styles.icon} data-tone={tone} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
        {tone === 'success' ? (
          <path
            d="M6 12.5l4 4 8-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <>
            <path
              d={tone === 'error' ? 'M12 6.5v7' : 'M12 10.5v7'}
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
            <circle cx="12" cy={tone === 'error' ? 17.5 : 6.8} r="1.4" fill="currentColor" />
          </>
        )}
      </svg>
    </span>
  );
}

/** A short notice with a single 확인 button: the error, success and placeholder modals. */
export function MessageModal({ tone, message, close }: MessageModalProps & { tone: MessageTone }) {
  const text = typeof message === 'string' && message.trim() ? message : FALLBACK_MESSAGE[tone];
  return (
    <div className={styles.message}>
      <ToneIcon tone={tone} />
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.confirm} onClick={close} data-autofocus>
        확인
      </button>
    </div>
  );
}

export function ErrorModal(props: MessageModalProps) {
  return <MessageModal tone="error" {...props} />;
}

export function SuccessModal(props: MessageModalProps) {
  return <MessageModal tone="success" {...props} />;
}

export function NoticeModal(props: MessageModalProps) {
  return <MessageModal tone="info" {...props} />;
}
