// The questionnaire's notices (spec §2 modals, §8 texts).
import { Dialog } from '@genetype/ui';
import { dialogStyles } from '../../components/dialogs';
import { useAppT } from '../../i18n';

export function DuplicateNotice({ onClose }: { onClose(): void }) {
  const t = useAppT();
  return (
    <Dialog open title={t('notices.duplicateTitle')} onClose={onClose}>
      <div className={dialogStyles.text}>
        <p>{t('notices.duplicate')}</p>
      </div>
      <div className={dialogStyles.actions}>
        <button data-autofocus type="button" className={dialogStyles.primary} onClick={onClose}>
          {t('notices.ok')}
        </button>
      </div>
    </Dialog>
  );
}

export function VerificationNotice({ onClose, onGo }: { onClose(): void; onGo(): void }) {
  const t = useAppT();
  return (
    <Dialog open title={t('notices.verificationTitle')} onClose={onClose}>
      <div className={dialogStyles.text}>
        <p>{t('notices.verification')}</p>
      </div>
      <div className={dialogStyles.actions}>
        <button data-autofocus type="button" className={dialogStyles.secondary} onClick={onClose}>
          {t('notices.later')}
        </button>
        <button type="button" className={dialogStyles.primary} onClick={onGo}>
          {t('notices.goToSettings')}
        </button>
      </div>
    </Dialog>
  );
}

/** The member has to read this one: it closes only by starting. */
export function OnBehalfNotice({ name, onStart }: { name: string; onStart(): void }) {
  const t = useAppT();
  return (
    <Dialog open title={t('notices.onBehalfTitle', { name })} dismissible={false}>
      <div className={dialogStyles.text}>
        <p>{t('notices.onBehalf', { name })}</p>
      </div>
      <div className={dialogStyles.actions}>
        <button data-autofocus type="button" className={dialogStyles.primary} onClick={onStart}>
          {t('notices.start')}
        </button>
      </div>
    </Dialog>
  );
}

export function AnalysingNotice({ nickname }: { nickname: string }) {
  const t = useAppT();
  return (
    <Dialog open title={t('notices.analysingTitle')} busy>
      <div className={dialogStyles.text}>
        <span className={dialogStyles.spinner} aria-hidden="true" />
        <p role="status">{t('notices.analysing', { nickname })}</p>
      </div>
    </Dialog>
  );
}
