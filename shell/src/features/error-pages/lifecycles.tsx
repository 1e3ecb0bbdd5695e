// single-spa lifecycles of the shell's own pages app, loaded only when a route needs it.
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorPagesApp } from './error-pages-app';
import styles from './error-page.module.scss';

interface ShellAppProps {
  container?: HTMLElement;
}

const lifecycles = singleSpaReact<ShellAppProps>({
  React,
  ReactDOMClient,
  rootComponent: ErrorPagesApp,
  domElementGetter: (props) => {
    if (!props.container) throw new Error('The shell pages app needs a `container` custom prop');
    return props.container;
  },
  // Only a page chunk can fail here (a deploy swapped the shell's files): reloading fetches the new ones.
  errorBoundary: () => (
    <section className={styles.page}>
      <h1 className={styles.title}>페이지를 표시하지 못했어요</h1>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          새로고침
        </button>
      </div>
    </section>
  ),
});

export const { bootstrap, mount, unmount } = lifecycles;
