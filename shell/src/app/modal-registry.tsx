// Every modal the shell's layer can show, by the name given to `useModalStore.open(name, props)`.
// Features never import each other; they meet here.
import { modalText } from '../i18n/modals';
import {
  LoginFailedModal,
  ForgotPasswordModal,
  LoginModal,
  SessionExpiredModal,
  WrongEmailModal,
  SocialEmailTakenModal,
  WithdrawalPendingModal,
  forgetLoginIntent,
} from '../features/auth';
import { FindAccountModal } from '../features/find-account';
import { ErrorModal, SuccessModal, defineModal } from '../components/modal-layer';
import { SearchPopupModal } from '../features/search-popup-host';
import type { ModalRegistry } from '../components/modal-layer';

interface MessageProps {
  title?: unknown;
  message?: unknown;
}

// Titles are read when the modal renders, in the page's language (the layer re-renders on a switch).
const t = modalText;
const titled = (key: string) => () => t(key);
const titleOr = (key: string) => (props: Partial<MessageProps>) =>
  typeof props.title === 'string' && props.title.trim() ? props.title : t(key);

export const modalRegistry: ModalRegistry = {
  login: defineModal({
    title: titled('modals.login'),
    component: LoginModal,
    size: 'md',
    onDismiss: forgetLoginIntent,
  }),
  loginFailed: defineModal({
    title: titled('modals.loginFailed'),
    component: LoginFailedModal,
    onDismiss: forgetLoginIntent,
  }),
  sessionExpired: defineModal({
    title: titled('modals.sessionExpired'),
    component: SessionExpiredModal,
    onDismiss: forgetLoginIntent,
  }),
  error: defineModal<MessageProps>({ title: titleOr('modals.notice'), component: ErrorModal }),
  success: defineModal<MessageProps>({ title: titleOr('modals.notice'), component: SuccessModal }),
  wrongEmail: defineModal<MessageProps>({
    title: titled('modals.wrongEmail'),
    component: WrongEmailModal,
  }),
  findAccount: defineModal({
    title: titled('modals.findAccount'),
    component: FindAccountModal,
    size: 'md',
  }),
  forgotPassword: defineModal({
    title: titled('modals.forgotPassword'),
    component: ForgotPasswordModal,
    size: 'md',
  }),
  withdrawalPending: defineModal<{ remainingDays?: unknown }>({
    title: titled('modals.withdrawalPending'),
    component: WithdrawalPendingModal,
  }),
  socialEmailTaken: defineModal<{ message?: unknown; email?: unknown }>({
    title: titled('modals.socialEmailTaken'),
    component: SocialEmailTakenModal,
  }),
  search: defineModal({ title: titled('modals.search'), component: SearchPopupModal, size: 'md' }),
};
