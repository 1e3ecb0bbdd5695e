import { useModalT } from '../../i18n/modals';
import styles from './message-modal.module.scss';

export type MessageTone = 'error' | 'success';

export interface MessageModalProps {
  message?: unknown;
  close: () => void;
}

const FALLBACK_MESSAGE_KEY: Record<MessageTone, string> = {
  error: 'messages.error',
  success: 'messages.success',
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
            <path d="M12 6.5v7" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            <circle cx="12" cy="17.5" r="1.4" fill="currentColor" />
          </>
        )}
      </svg>
    </span>
  );
}

/** A short notice with a single 확인 button: the error and success modals. */
export function MessageModal({ tone, message, close }: MessageModalProps & { tone: MessageTone }) {
  const t = useModalT();
  const text =
    typeof message === 'string' && message.trim() ? message : t(FALLBACK_MESSAGE_KEY[tone]);
  return (
    <div className={styles.message}>
      <ToneIcon tone={tone} />
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.confirm} onClick={close} data-autofocus>
        {t('common.ok')}
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
