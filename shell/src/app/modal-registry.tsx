// Every modal the shell's layer can show, by the name given to `useModalStore.open(name, props)`.
// Features never import each other; they meet here.
import {
  LoginFailedModal,
  ForgotPasswordModal,
  LoginModal,
  SessionExpiredModal,
  WrongEmailModal,
  clearFoundEmail,
} from '../features/auth';
import { FindAccountModal } from '../features/find-account';
import { ErrorModal, SuccessModal, defineModal } from '../components/modal-layer';
import { SearchPopupModal } from '../features/search-popup-host';
import type { ModalRegistry } from '../components/modal-layer';

interface MessageProps {
  title?: unknown;
  message?: unknown;
}

const titleOr = (fallback: string) => (props: Partial<MessageProps>) =>
  typeof props.title === 'string' && props.title.trim() ? props.title : fallback;

export const modalRegistry: ModalRegistry = {
  login: defineModal({
    title: '로그인',
    component: LoginModal,
    size: 'md',
    onDismiss: clearFoundEmail,
  }),
  loginFailed: defineModal({ title: '로그인에 실패했어요', component: LoginFailedModal }),
  sessionExpired: defineModal({ title: '다시 로그인해 주세요', component: SessionExpiredModal }),
  error: defineModal<MessageProps>({ title: titleOr('알림'), component: ErrorModal }),
  success: defineModal<MessageProps>({ title: titleOr('알림'), component: SuccessModal }),
  wrongEmail: defineModal<MessageProps>({
    title: '죄송해요, 메일을 보내지 못했어요',
    component: WrongEmailModal,
  }),
  findAccount: defineModal({ title: '아이디 찾기', component: FindAccountModal, size: 'md' }),
  forgotPassword: defineModal({
    title: '비밀번호 재설정',
    component: ForgotPasswordModal,
    size: 'md',
  }),
  search: defineModal({ title: '검색', component: SearchPopupModal, size: 'md' }),
};
