import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

describe('<Pagination>', () => {
  it('shows nothing when everything fits on one page', () => {
    const { container } = render(
      <Pagination pageCount={1} page={0} onChange={jest.fn()} label="쪽" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows 2 margin pages and 8 range pages around the current one, in Korean', () => {
    render(<Pagination pageCount={30} page={14} onChange={jest.fn()} label="검색 결과 페이지" />);
    const nav = screen.getByRole('navigation', { name: '검색 결과 페이지' });
    const pages = [...nav.querySelectorAll('a[aria-label$="페이지"], a[aria-label$="현재 페이지"]')]
      .map((link) => link.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    // Two margin pages at each end; the range around the current page, then a break either side.
    expect(pages.slice(0, 2)).toEqual(['1', '2']);
    expect(pages.slice(-2)).toEqual(['29', '30']);
    expect(pages.slice(2, -2)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19']);
    expect(screen.getAllByRole('button', { name: /페이지 묶음/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: '15페이지, 현재 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('reports the chosen page, 0-based', async () => {
    const onChange = jest.fn();
    render(<Pagination pageCount={3} page={0} onChange={onChange} label="검색 결과 페이지" />);
    await userEvent.click(screen.getByRole('button', { name: '3페이지' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('goes to the next page', async () => {
    const onChange = jest.fn();
    render(<Pagination pageCount={3} page={1} onChange={onChange} label="검색 결과 페이지" />);
    await userEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
