import type { Messages } from '../../i18n/i18n.js';
import type ko from './messages.ko.js';

const en: Messages<typeof ko> = {
  denied: "You don't have permission to view the metrics.",
};

export default en;
