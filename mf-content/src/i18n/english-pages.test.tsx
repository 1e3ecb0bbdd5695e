// Issue 18: every page of mf-content reads in English once English is chosen — its own texts
// (the app's catalogue) and the reading content (packages/content/src/en) — with no Hangul left.
import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAuthStore, useLanguageStore } from '@genetype/platform';
import type { User } from '@genetype/domain/contracts';
import ContactPage from '../features/contact/contact-page';
import GeneTypePage from '../features/gene-type/gene-type-page';
import HomePage from '../features/home/home-page';
import LearningGenePage from '../features/learning-gene/learning-gene-page';
import PrivacyPage, { prepare as preparePrivacy } from '../features/privacy/privacy-page';
import TermsPage, { prepare as prepareTerms } from '../features/terms/terms-page';
import TypeReportListPage from '../features/type-report/type-report-list-page';
import TypeReportPage from '../features/type-report/type-report-page';
import en from './en';
import ko from './ko';
import '.';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/g;

function renderAt(path: string, element: ReactElement, pattern = path) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Hangul left on the page, with some context. */
function hangulIn(container: HTMLElement): string[] {
  const texts = [
    container.textContent ?? '',
    ...[...container.querySelectorAll('[aria-label],[title]')].map(
      (node) => `${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('title') ?? ''}`,
    ),
  ];
  return texts.flatMap((text) =>
    [...text.matchAll(HANGUL)].map((match) =>
      text.slice(Math.max(0, match.index - 20), match.index + 20),
    ),
  );
}

beforeAll(async () => {
  await act(() => useLanguageStore.getState().setLanguage('en'));
});
afterAll(async () => {
  await act(() => useLanguageStore.getState().setLanguage('ko'));
  localStorage.clear();
});
afterEach(() => useAuthStore.setState({ user: null }));

describe('mf-content in English', () => {
  it('has every Korean key in English, and no Hangul in the English catalogue', () => {
    const keys = (catalogue: object, prefix = ''): string[] =>
      Object.entries(catalogue).flatMap(([key, value]) =>
        typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
      );
    expect(keys(en)).toEqual(keys(ko));
    expect(JSON.stringify(en).match(HANGUL)).toBeNull();
  });

  it('the home page', async () => {
    useAuthStore.setState({
      user: {
        section: 4,
        results: [{ section: 'D', code: 'ID-B-43-SL', typeId: 28 }],
      } as unknown as User,
    });
    const { container } = renderAt('/', <HomePage />);
    expect(
      await screen.findByRole('heading', { name: 'Meet the GeneType characters' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'GeneType' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Endurance gene/ })).toHaveAttribute(
      'href',
      '/geneType/earth-power',
    );
    expect(
      screen.getByRole('link', { name: 'Learn more about the Steadfast Seeker group' }),
    ).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'My type' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(card).getByText('Type 28')).toBeInTheDocument();
    expect(
      within(card).getByText(/^The Savvy Coordinator is a balanced learner/),
    ).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Witty Owl character' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my result' })).toHaveAttribute('href', '/result');
    expect(hangulIn(container)).toEqual([]);
  });

  it('the list of type reports', async () => {
    const { container } = renderAt('/typeReport', <TypeReportListPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Type reports' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
      'Steadfast Seeker II-A',
    );
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('Type 1 · Careful Seeker');
    expect(hangulIn(container)).toEqual([]);
  });

  it('a type report: English headings and the English parts around the type’s text', async () => {
    renderAt('/typeReport/23', <TypeReportPage />, '/typeReport/:number');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Type 23 · Artful Artisan' }),
    ).toBeInTheDocument();
    for (const title of ['How they learn', 'Strengths', 'Good study partners'])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dreamy Beaver character' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Gene makeup' })).toHaveTextContent(
      'Endurance ID · Pacing type',
    );
    expect(screen.getByRole('link', { name: 'Type 24 →' })).toHaveAttribute(
      'href',
      '/typeReport/24',
    );
    expect(
      screen.getByText(/^The Artful Artisan belongs to the Devoted Artisan group \(ID-A\)/),
    ).toBeInTheDocument();
  });

  it('/geneType', async () => {
    const { container } = renderAt('/geneType', <GeneTypePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gene types' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'The types',
      'Endurance gene',
      'Attachment gene',
      'Creativity gene',
      'Emotion gene',
    ]);
    expect(
      screen.getByRole('heading', { level: 2, name: 'The 54 learning gene types' }),
    ).toBeInTheDocument();
    expect(hangulIn(container)).toEqual([]);
  });

  it('/GeneType opens the section an English search word names, at its address', async () => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    render(
      <MemoryRouter
        initialEntries={[{ pathname: '/GeneType', state: { searchWord: 'serotonin' } }]}
      >
        <Routes>
          <Route path="/GeneType" element={<GeneTypePage />} />
          <Route path="/geneType/:section" element={<GeneTypePage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Emotion gene');
    expect(screen.getByRole('tab', { selected: true })).toHaveAttribute(
      'href',
      '/geneType/emotion',
    );
  });

  it('/learningGene', async () => {
    const { container } = renderAt('/learningGene', <LearningGenePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What is a learning gene?' }),
    ).toBeInTheDocument();
    // Its sections are their own chunk (the page's `prepare` loads it before a prerendered render).
    expect(
      await screen.findByRole('tablist', { name: 'Learning gene sections' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'The four genes' })).toBeInTheDocument();
    expect(hangulIn(container)).toEqual([]);
  });

  it('terms and privacy, once prepared, are their text on the first render (prerender, hydration)', async () => {
    await Promise.all([prepareTerms(), preparePrivacy()]);
    const firstRender = (page: ReactElement) =>
      renderToStaticMarkup(<MemoryRouter>{page}</MemoryRouter>);
    expect(firstRender(<TermsPage />)).toContain(
      'The test is available to people aged 11 or older.',
    );
    expect(firstRender(<PrivacyPage />)).toContain('What we collect and how');
  });

  it('contact, terms and privacy (the legal texts as a translation for information)', async () => {
    const contact = renderAt('/contact', <ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByText('How old do you need to be to take the test?')).toBeInTheDocument();
    expect(hangulIn(contact.container)).toEqual([]);
    contact.unmount();

    const terms = renderAt('/termAndCondition', <TermsPage />);
    expect(
      await screen.findByText('The test is available to people aged 11 or older.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/is a translation provided for information only/)).toBeInTheDocument();
    expect(screen.getByText('Effective date: December 1, 2026')).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: 'Terms of Service: contents' }),
    ).toBeInTheDocument();
    expect(hangulIn(terms.container)).toEqual([]);
    terms.unmount();

    const privacy = renderAt('/privacyPolicy', <PrivacyPage />);
    expect(
      await screen.findByRole('table', { name: 'What we collect and how' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '7. Personal information of children under 14' }),
    ).toBeInTheDocument();
    expect(hangulIn(privacy.container)).toEqual([]);
  });
});
