import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import TypeReportListPage from './type-report-list-page';
import TypeReportPage from './type-report-page';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/typeReport" element={<TypeReportListPage />} />
        <Route path="/typeReport/:number" element={<TypeReportPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/typeReport', () => {
  it('lists 54 types in 9 groups of 6, each with id, heading and code', () => {
    renderAt('/typeReport');
    const groups = screen.getAllByRole('heading', { level: 2 });
    expect(groups).toHaveLength(9);
    expect(groups[0]).toHaveTextContent('뚝심 탐구자 II-A');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(54);
    expect(links[0]).toHaveAttribute('href', '/typeReport/1');
    expect(links[0]).toHaveTextContent('1번 신중한 탐구자');
    expect(links[0]).toHaveTextContent('II-A-44-SS');
    expect(links[53]).toHaveAttribute('href', '/typeReport/54');
    expect(links[53]).toHaveTextContent('DD-C-45-SL');
    for (const group of groups) {
      expect(within(group.closest('section') as HTMLElement).getAllByRole('link')).toHaveLength(6);
    }
  });
});

describe('/typeReport/:number', () => {
  it('shows the full report with every section, once its text has loaded', async () => {
    renderAt('/typeReport/23');
    expect(
      await screen.findByRole('heading', { level: 1, name: '23번 감각적인 장인' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('ID-A-45-SS')).toBeInTheDocument();
    for (const title of [
      '이렇게 배워요',
      '이렇게 집중해요',
      '꾸준함을 이어 가는 힘',
      '강점',
      '조심할 점',
      '추천 공부 전략',
      '부모님과 선생님이 도와주는 방법',
      '함께하면 좋은 유형',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: '꿈꾸는 비버 캐릭터' })).toBeInTheDocument();
    const partners = screen
      .getByRole('heading', { level: 2, name: '함께하면 좋은 유형' })
      .closest('section') as HTMLElement;
    expect(within(partners).getAllByRole('link')).toHaveLength(3);
  });

  it('shows the loading state until its own text has arrived', async () => {
    renderAt('/typeReport/40');
    expect(screen.getByRole('status')).toHaveTextContent('페이지를 불러오는 중이에요');
    expect(
      await screen.findByRole('heading', { level: 1, name: '40번 기민한 도전자' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lists its four genes, each linking to its /geneType section’s address', async () => {
    renderAt('/typeReport/23');
    const genes = await screen.findByRole('list', { name: '유전자 구성' });
    const links = within(genes).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '지구력 ID · 균형형',
      '애착 A · 몰입형',
      '창의성 45 · 탐험형',
      '감정 SS · 섬세형',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/geneType/earth-power',
      '/geneType/attachment',
      '/geneType/creative-behaviour',
      '/geneType/emotion',
    ]);
  });

  it('links to its neighbours and the list', async () => {
    renderAt('/typeReport/1');
    const pager = await screen.findByRole('navigation', { name: '다른 유형' });
    expect(within(pager).queryByText(/0번 유형/)).toBeNull();
    expect(within(pager).getByRole('link', { name: '2번 유형 →' })).toHaveAttribute(
      'href',
      '/typeReport/2',
    );
    expect(within(pager).getByRole('link', { name: '전체 유형 보기' })).toHaveAttribute(
      'href',
      '/typeReport',
    );
  });

  it.each(['55', '0', '01', 'abc'])('renders nothing for %s', (number) => {
    const { container } = renderAt(`/typeReport/${number}`);
    expect(container).toBeEmptyDOMElement();
  });
});
