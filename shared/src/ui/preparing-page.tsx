import type { ReactNode } from 'react';
import { ROUTE_TABLE } from '@genetype/shared';
import styles from './preparing-page.module.scss';

/** The Korean title of a route-table pattern (e.g. '/typeReport/:number'). */
export function titleOf(path: string): string {
  const entry = ROUTE_TABLE.find((route) => route.path === path);
  if (!entry) throw new Error(`No route ${path} in ROUTE_TABLE`);
  return entry.title;
}

interface PreparingPageProps {
  /** The route-table pattern of the page: its title is the page's <h1>. */
  path: string;
  children?: ReactNode;
}

/** A page whose content a later issue delivers: its real title and a short note. */
export function PreparingPage({ path, children }: PreparingPageProps) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{titleOf(path)}</h1>
      {children}
      <p className={styles.note}>이 페이지는 지금 준비하고 있어요. 조금만 기다려 주세요.</p>
    </section>
  );
}
