// The one render helper of the apps' component tests (issue 16): a router at the given address
// (with route state), fresh shared stores and query cache, and the user-event instance.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { resetStores } from '@genetype/platform';

export interface RenderOptions {
  /** The address, with its query (default '/'). */
  at?: string;
  /** Router state of that entry (what another app passes with navigate). */
  state?: unknown;
  /** The route pattern the element is mounted on; other addresses render `elsewhere`. */
  path?: string;
  /** Shown for any other address (e.g. a probe of where a page navigated). */
  elsewhere?: ReactElement;
  /** Keeps what the test put in storage and the stores (default: everything reset first). */
  keepState?: boolean;
  /** For fake timers: user-event advances them. */
  advanceTimers?: (ms: number) => void;
}

export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const { at = '/', state, path, elsewhere, keepState = false, advanceTimers } = options;
  if (!keepState) {
    localStorage.clear();
    resetStores();
  }
  const [pathname = '/', search = ''] = at.split('?');
  const entry = { pathname, search: search ? `?${search}` : '', state };
  const tree = path ? (
    <Routes>
      <Route path={path} element={ui} />
      {elsewhere ? <Route path="*" element={elsewhere} /> : null}
    </Routes>
  ) : (
    ui
  );
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  return { ...render(<MemoryRouter initialEntries={[entry]}>{tree}</MemoryRouter>), user };
}
