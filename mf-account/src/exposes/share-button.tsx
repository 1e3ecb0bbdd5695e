// mf-account's share button as a single-spa parcel (DESIGN §8): mf-questionnaire mounts it on the
// final result and /thank-you; the short address and its calls live in mf-account only.
import '../i18n';
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppErrorBoundary } from '@genetype/ui';
import { ShareButton } from '../components/share';

export const { bootstrap, mount, unmount, update } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ShareButton,
  errorBoundaryClass: AppErrorBoundary,
});
