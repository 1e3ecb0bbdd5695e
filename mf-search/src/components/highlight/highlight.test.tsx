import { render } from '@testing-library/react';
import { Highlight, splitByTerms } from './highlight';

describe('splitByTerms', () => {
  it('puts the matches at the odd indexes, ignoring letter case', () => {
    expect(splitByTerms('ACE 유전자와 ace', ['ace'])).toEqual(['', 'ACE', ' 유전자와 ', 'ace', '']);
  });

  it('prefers the longer of two overlapping terms', () => {
    expect(splitByTerms('창의성이 높아요', ['창의', '창의성'])).toEqual([
      '',
      '창의성',
      '이 높아요',
    ]);
  });

  it('treats terms as text, not patterns', () => {
    expect(splitByTerms('a.b (c)', ['.', '(c)'])).toEqual(['a', '.', 'b ', '(c)', '']);
  });

  it('marks only whole words with wholeWords (English), a straight apostrophe matching a curly one', () => {
    expect(
      splitByTerms(
        'Plan a plan, not a planet; Plans and a friend’s plan-B',
        ['plan', "friend's"],
        true,
      ),
    ).toEqual([
      '',
      'Plan',
      ' a ',
      'plan',
      ', not a planet; Plans and a ',
      'friend’s',
      ' ',
      'plan',
      '-B',
    ]);
    // Without it (Korean: particles attach to words), a term is marked inside a word too.
    expect(splitByTerms('planet', ['plan'])).toEqual(['', 'plan', 'et']);
  });

  it('leaves the text whole without terms', () => {
    expect(splitByTerms('몰입', [])).toEqual(['몰입']);
    expect(splitByTerms('몰입', ['  '])).toEqual(['몰입']);
  });
});

describe('<Highlight>', () => {
  it('marks every match and renders markup in the text as plain text', () => {
    const { container } = render(
      <p>
        <Highlight text={'<img src=x onerror=alert(1)> 몰입과 몰입'} terms={['몰입']} />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      '몰입',
      '몰입',
    ]);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> 몰입과 몰입');
  });
});
