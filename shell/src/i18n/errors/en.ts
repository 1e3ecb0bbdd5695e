// English of the sections in ko.ts: part of the shell's English chunk, fetched only when English is on.
import type { Sections } from './ko';

const en: Sections = {
  errors: {
    notFoundTitle: 'Page not found',
    serverErrorTitle: 'Something went wrong',
    notFoundMessage:
      "We couldn't find that page. The address may be mistyped, or the page may have moved or been removed. Please check the address and try again.",
    serverErrorMessage:
      'Something went wrong on our end. Please try again in a moment, and if it keeps happening, let us know through Contact us.',
    back: 'Go back',
    home: 'Go to the home page',
    pageFailed: "We couldn't show this page",
    reload: 'Reload',
  },
};

export default en;
