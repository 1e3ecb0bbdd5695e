export { Pagination, MARGIN_PAGES, RANGE_PAGES } from './pagination';
export type { PaginationProps } from './pagination';
