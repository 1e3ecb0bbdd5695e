import { render, screen, within } from '@testing-library/react';
import { GeneScaleView } from './gene-scale-view';

describe('GeneScaleView', () => {
  it('places an ACE result on the line between I and D, in its type zone, with a sentence for it', () => {
    render(<GeneScaleView section="A" geneType="II" scores={{ I: 28, D: 12 }} />);
    const scale = screen.getByRole('img', {
      name: '꾸준히 이어 가는 힘(I) 70%, 짧고 강하게 몰아치는 힘(D) 30% — II 유형 쪽',
    });
    // The three zones of the type rules, the member's own marked.
    expect(within(scale).getByText('II').parentElement).toHaveAttribute('data-own', 'true');
    expect(within(scale).getByText('ID').parentElement).not.toHaveAttribute('data-own');
    expect(within(scale).getByText('DD')).toBeInTheDocument();
    // I reads first (left): 70 % towards I is 30 % from the left edge.
    expect(screen.getByTestId('scale-marker-A')).toHaveStyle({ '--point': '30%' });
    expect(within(scale).getByText('I 70%')).toBeInTheDocument();
    expect(within(scale).getByText('D 30%')).toBeInTheDocument();
  });

  it('draws 5-HTT as S against L with the SS and SL zones', () => {
    render(<GeneScaleView section="D" geneType="SL" scores={{ S: 9, L: 33 }} />);
    const scale = screen.getByRole('img', {
      name: '섬세하게 느끼는 감수성(S) 21%, 흔들림 없는 안정감(L) 79% — SL 유형 쪽',
    });
    expect(within(scale).getByText('SL').parentElement).toHaveAttribute('data-own', 'true');
    expect(within(scale).getByText('SS').parentElement).not.toHaveAttribute('data-own');
    expect(screen.getByTestId('scale-marker-D')).toHaveStyle({ '--point': '78.6%' });
  });

  it('splits a three-pole gene into its shares, the member’s type marked, nothing on a line', () => {
    render(<GeneScaleView section="B" geneType="A" scores={{ A: 29, B: 5, C: 2 }} />);
    const scale = screen.getByRole('img', {
      name: '깊이 파고드는 애착(A) 81%, 몰입과 전환의 균형(B) 14%, 가볍게 털고 넘어가는 힘(C) 5% — A 유형 쪽',
    });
    const rows = within(scale).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '깊이 파고드는 애착 (A)81%',
      '몰입과 전환의 균형 (B)14%',
      '가볍게 털고 넘어가는 힘 (C)5%',
    ]);
    expect(rows[0]).toHaveAttribute('data-own', 'true');
    expect(screen.queryByTestId('scale-marker-B')).not.toBeInTheDocument();
  });

  it('shows even shares when nothing was answered yes', () => {
    render(<GeneScaleView section="C" geneType="44" scores={{ '44': 0, '43': 0, '45': 0 }} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      '검증된 방법을 따르는 신중함(44) 34%, 익숙함에 새로움을 더하는 유연함(43) 33%, 새로움을 찾아 나서는 모험심(45) 33% — 44 유형 쪽',
    );
  });
});
