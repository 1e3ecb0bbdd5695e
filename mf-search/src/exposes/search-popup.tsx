// mf-search's second public module: the search popup as a single-spa parcel, which the shell
// mounts in its modal layer with single-spa-react's <Parcel> (DESIGN §8). The shell passes
// `onClose` as a parcel prop; the popup has its own router over the one browser history.
import '../i18n';
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { AppErrorBoundary } from '@genetype/ui';
import { SearchPopup } from '../features/search-popup';

export interface SearchPopupParcelProps {
  onClose?: () => void;
}

const noop = () => undefined;

function SearchPopupRoot({ onClose = noop }: SearchPopupParcelProps) {
  return (
    <BrowserRouter>
      <SearchPopup onClose={onClose} />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact<SearchPopupParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: SearchPopupRoot,
  errorBoundaryClass: AppErrorBoundary,
});
