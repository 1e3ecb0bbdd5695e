// mf-account's my-review block as a single-spa parcel (DESIGN §8): mf-content mounts it in the
// learning-gene result page's named slot with single-spa-react's <Parcel>.
import '../i18n';
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { AppErrorBoundary } from '@genetype/ui';
import { MyReviewBlock } from '../components/reviews';

function MyReviewRoot() {
  return (
    <BrowserRouter>
      <MyReviewBlock />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: MyReviewRoot,
  errorBoundaryClass: AppErrorBoundary,
});
