import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { member, resetAll, signIn } from '../../test/fixtures';
import ThankYouPage from './thank-you-page';

const finalResults = [
  { section: 'A' as const, geneType: 'ID' },
  { section: 'B' as const, geneType: 'C' },
  { section: 'C' as const, geneType: '44' },
  { section: 'D' as const, geneType: 'SS', code: 'ID-C-44-SS', typeId: 31 },
];

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/thank-you']}>
      <ThankYouPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetAll();
  // mf-account is not registered in a unit test: the review slot logs and shows its note.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('/thank-you', () => {
  it('congratulates a finished member, with the result, review and learning-gene ways on', async () => {
    signIn(member({ section: 4, finishTest: true, results: finalResults }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '검사 완료' })).toBeInTheDocument();
    expect(screen.getByText(/네 단계의 검사를 모두 마쳤어요/)).toBeInTheDocument();
    // The type leads: its character first, then its number and name, the code beside the name.
    const character = screen.getByRole('img', { name: /캐릭터$/ });
    const name = screen.getByRole('heading', { level: 2, name: /^31번 .+ ID-C-44-SS$/ });
    expect(character.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(character.closest('[data-group]')).toHaveAttribute('data-group', '6');
    expect(screen.getByRole('link', { name: '최종 결과 보기' })).toHaveAttribute(
      'href',
      '/result?type=D',
    );
    expect(screen.getByRole('link', { name: '나의 학습 유전자 다시 보기' })).toHaveAttribute(
      'href',
      '/learningGene?variant=result',
    );
    expect(
      await screen.findByText('후기 버튼을 불러오지 못했어요. 잠시 후 새로고침해 주세요.'),
    ).toBeInTheDocument();
  });

  it('gives every way on one button style, in one group', () => {
    signIn(member({ section: 4, finishTest: true, results: finalResults }));
    renderPage();
    const seeResult = screen.getByRole('link', { name: '최종 결과 보기' });
    const group = seeResult.parentElement as HTMLElement;
    expect(group).toHaveClass('uniformActions');
    // The page's own actions carry no style of their own: the group's one style applies.
    for (const control of [
      seeResult,
      screen.getByRole('link', { name: '나의 학습 유전자 다시 보기' }),
      screen.getByRole('button', { name: '다시 검사하기' }),
    ]) {
      expect(group).toContainElement(control);
      expect(control.parentElement).toBe(group);
    }
    expect(seeResult).not.toHaveAttribute('class');
  });

  it.each([
    ['after section A', member({ section: 1, results: finalResults.slice(0, 1) }), 1],
    [
      'after a retake (old results kept, section back to 0)',
      member({ section: 0, results: finalResults }),
      0,
    ],
  ])('does not congratulate a member %s and leads to the next step', (_, user, done) => {
    signIn(user);
    renderPage();
    expect(screen.queryByText(/모두 마쳤어요/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: '아직 검사 중이에요' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: done === 0 ? '검사 시작하기' : '이어서 검사하기' }),
    ).toHaveAttribute('href', '/questions');
    expect(screen.queryByRole('link', { name: '최종 결과 보기' })).not.toBeInTheDocument();
  });
});
