import type { Messages } from '../../i18n/i18n.js';
import type ko from './messages.ko.js';

const en: Messages<typeof ko> = {
  databaseDown: "We can't reach the database.",
};

export default en;
