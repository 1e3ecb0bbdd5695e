export { ModalLayer } from './modal-layer';
export { ErrorModal, MessageModal, SuccessModal } from './message-modal';
export type { MessageModalProps, MessageTone } from './message-modal';
export { defineModal } from './types';
export type { ModalContentProps, ModalDefinition, ModalRegistry } from './types';
