/**
 * The whole shell boot against the real single-spa, with the federation runtime and the frame
 * stubbed: a broken remotes.json must leave the frame standing, show the fallback in the app's
 * place, and the fallback's retry must recover once the file is fixed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { STORAGE_KEYS, storage } from '@genetype/platform';

jest.mock('./app/frame', () => ({
  Frame: () => <p>frame is here</p>,
}));
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const template = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
const body = /<body>([\s\S]*)<\/body>/.exec(template)?.[1] ?? '';

const goodManifest = {
  'mf-content': { entry: 'http://localhost:3001/remoteEntry.js', version: '0.1.0' },
  'mf-questionnaire': { entry: 'http://localhost:3002/remoteEntry.js', version: '0.1.0' },
  'mf-account': { entry: 'http://localhost:3003/remoteEntry.js', version: '0.1.0' },
  'mf-search': { entry: 'http://localhost:3004/remoteEntry.js', version: '0.1.0' },
};

const fakeContentApp = {
  bootstrap: async () => {},
  mount: async ({ container }: { container: HTMLElement }) => {
    container.innerHTML = '<h1>진타입</h1>';
  },
  unmount: async ({ container }: { container: HTMLElement }) => {
    container.innerHTML = '';
  },
};

describe('shell boot', () => {
  it('renders the frame with a broken remotes.json, shows the fallback, and recovers on retry', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = body;
    window.history.replaceState(null, '', '/');
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => {
        throw new SyntaxError('Unexpected token o in JSON');
      },
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    jest.mocked(loadRemote).mockResolvedValue(fakeContentApp);
    // jsdom's browser asks for English (en-US); this visit chose Korean.
    storage.set(STORAGE_KEYS.language, 'ko');

    await import('./bootstrap');

    expect(await screen.findByText('frame is here')).toBeInTheDocument();
    const content = document.getElementById('app-mf-content') as HTMLElement;
    expect(
      await within(content).findByRole(
        'heading',
        { name: '이 화면을 불러오지 못했어요' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('mf-content failed'),
      expect.objectContaining({
        message: expect.stringMatching(/remotes.json at \/remotes.json is not valid JSON/),
      }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
    expect(loadRemote).not.toHaveBeenCalled();
    // Only the app that owns `/` is in trouble: no other container shows anything.
    for (const app of ['shell', 'mf-questionnaire', 'mf-account', 'mf-search']) {
      expect(document.getElementById(`app-${app}`)).not.toHaveTextContent(/./);
    }

    // The file is fixed: the retry registers the remotes and mounts the app.
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => goodManifest });
    await userEvent.click(within(content).getByRole('button', { name: '다시 시도' }));

    expect(
      await within(content).findByRole('heading', { name: '진타입' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(content).queryByText('이 화면을 불러오지 못했어요')).not.toBeInTheDocument(),
    );
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_content', entry: 'http://localhost:3001/remoteEntry.js' }],
      { force: false },
    );
    expect(loadRemote).toHaveBeenCalledWith('mf_content/app');
  }, 15000);
});
