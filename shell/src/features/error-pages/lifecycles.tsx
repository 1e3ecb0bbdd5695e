// single-spa lifecycles of the shell's own pages app, loaded only when a route needs it.
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { useErrorPageT } from '../../i18n/errors';
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
  errorBoundary: () => <PageFailed />,
});

// Rendered by single-spa's error boundary (outside the app's tree; the hook needs no provider).
function PageFailed() {
  const t = useErrorPageT();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('errors.pageFailed')}</h1>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
      </div>
    </section>
  );
}

export const { bootstrap, mount, unmount } = lifecycles;
