// The English text written for one type (en/type-writing/NN.ts), one chunk per type like the
// Korean. A template import (a bundler context over the folder), not 54 literal paths: a type
// whose English text is not there yet resolves undefined and its report keeps the Korean text
// for that part, instead of failing the build.
import type { TypeWriting } from '../type-writing/writing.js';

declare const __webpack_require__: unknown;
// The folder as an expression: webpack's context is then this folder (searched with the include
// pattern), which exists even before any English writing does.
const FOLDER = 'type-writing';
// webpack resolves the context's keys without an extension; Node and jest need the '.js'.
const SUFFIX = typeof __webpack_require__ === 'function' ? '' : '.js';

function isMissingModule(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 'MODULE_NOT_FOUND' ||
    code === 'ERR_MODULE_NOT_FOUND' ||
    (typeof message === 'string' && /(Cannot find|Could not locate) module/.test(message))
  );
}

/** The English writing of type `id`, or undefined when none exists; a failed fetch rejects. */
export function loadEnglishWriting(id: number): Promise<TypeWriting | undefined> {
  const file = String(id).padStart(2, '0');
  return import(
    /* webpackInclude: /type-writing\/[0-9]{2}\.ts$/ */ `./${FOLDER}/${file}${SUFFIX}`
  ).then(
    (module: { default: TypeWriting }) => module.default,
    (error: unknown) => {
      if (isMissingModule(error)) return undefined;
      throw error;
    },
  );
}
