export { WithdrawalSection } from './withdrawal-section';
export { WITHDRAWAL_NOTICE, WITHDRAWAL_CLOSE_DELAY_MS } from './withdrawal-dialog';
