// mf-account's review button as a single-spa parcel (DESIGN §8): mf-questionnaire mounts it on
// the final result and /thank-you, so the one review modal lives here only.
import '../i18n';
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppErrorBoundary } from '@genetype/ui';
import { ReviewButton } from '../components/reviews';

export const { bootstrap, mount, unmount, update } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ReviewButton,
  errorBoundaryClass: AppErrorBoundary,
});
