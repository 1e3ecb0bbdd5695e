import { screen, within } from '@testing-library/react';
import { apiClient } from '@genetype/platform';
import { makeQuestions } from '../test/fixtures';
import { bootstrap, mount, unmount } from './app';

/** What single-spa hands the lifecycles: its own props plus the shell's `container`. */
function shellProps(container: HTMLElement) {
  return { name: 'mf-questionnaire', singleSpa: {}, mountParcel: jest.fn(), container };
}

describe('mf-questionnaire single-spa lifecycles', () => {
  // single-spa-react resolves mount/unmount from React's commit, which act() would hold back.
  beforeEach(() => {
    // The demo's one call (GET /questions/getQuestions) answers at once.
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { questions: makeQuestions('A', 11) } });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('mount into the container the shell passes and unmount cleanly', async () => {
    window.history.replaceState(null, '', '/questions');
    const container = document.createElement('div');
    document.body.appendChild(container);
    const props = shellProps(container);

    await bootstrap(props);
    await mount(props);
    expect(
      await within(container).findByRole('heading', { level: 1, name: '유전자 유형 검사' }),
    ).toBeInTheDocument();

    await unmount(props);
    expect(container).toBeEmptyDOMElement();
    container.remove();
  });

  it('refuses to render anywhere but a container from the shell', async () => {
    const props = { name: 'mf-questionnaire', singleSpa: {}, mountParcel: jest.fn() };
    await expect(mount(props as never)).rejects.toThrow(
      'mf-questionnaire: the shell passed no `container` to render into',
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
