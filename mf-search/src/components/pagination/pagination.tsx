import { useEffect, useRef } from 'react';
import ReactPaginate from 'react-paginate';
import styles from './pagination.module.scss';

/** Spec §9: 2 margin pages, 8 range pages. */
export const MARGIN_PAGES = 2;
export const RANGE_PAGES = 8;

export interface PaginationProps {
  pageCount: number;
  /** 0-based. */
  page: number;
  onChange(page: number): void;
  /** Names the landmark, e.g. '검색 결과 페이지'. */
  label: string;
}

/** Page links (react-paginate) with Korean labels; nothing when everything fits on one page. */
export function Pagination({ pageCount, page, onChange, label }: PaginationProps) {
  const wrapper = useRef<HTMLDivElement>(null);

  // react-paginate names its <ul role="navigation"> "Pagination" in English, with no prop to change it.
  useEffect(() => {
    wrapper.current?.querySelector('[role="navigation"]')?.setAttribute('aria-label', label);
  });

  if (pageCount <= 1) return null;
  return (
    <div ref={wrapper} className={styles.wrapper}>
      <ReactPaginate
        pageCount={pageCount}
        forcePage={page}
        onPageChange={({ selected }) => onChange(selected)}
        marginPagesDisplayed={MARGIN_PAGES}
        pageRangeDisplayed={RANGE_PAGES}
        previousLabel="이전"
        nextLabel="다음"
        previousAriaLabel="이전 페이지"
        nextAriaLabel="다음 페이지"
        breakLabel="…"
        breakAriaLabels={{ forward: '다음 페이지 묶음', backward: '이전 페이지 묶음' }}
        ariaLabelBuilder={(pageNumber, selected) =>
          selected ? `${pageNumber}페이지, 현재 페이지` : `${pageNumber}페이지`
        }
        containerClassName={styles.pages}
        pageLinkClassName={styles.link}
        previousLinkClassName={styles.link}
        nextLinkClassName={styles.link}
        breakLinkClassName={styles.link}
        activeLinkClassName={styles.active}
        disabledLinkClassName={styles.disabled}
        renderOnZeroPageCount={null}
      />
    </div>
  );
}
