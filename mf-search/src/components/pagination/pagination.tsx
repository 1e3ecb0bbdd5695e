import { useEffect, useRef } from 'react';
import ReactPaginate from 'react-paginate';
import { useAppT } from '../../i18n';
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

/** Page links (react-paginate) with labels in the page's language; nothing when everything fits on one page. */
export function Pagination({ pageCount, page, onChange, label }: PaginationProps) {
  const t = useAppT();
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
        previousLabel={t('pagination.previous')}
        nextLabel={t('pagination.next')}
        previousAriaLabel={t('pagination.previousPage')}
        nextAriaLabel={t('pagination.nextPage')}
        breakLabel="…"
        breakAriaLabels={{
          forward: t('pagination.nextPages'),
          backward: t('pagination.previousPages'),
        }}
        ariaLabelBuilder={(pageNumber, selected) =>
          t(selected ? 'pagination.currentPage' : 'pagination.page', { n: pageNumber })
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
