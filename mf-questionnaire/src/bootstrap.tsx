// Standalone development on the app's own port: the same router, without the shell's frame.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/app-router';
import { AppErrorBoundary } from './lib/app-error-boundary';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppErrorBoundary>
        <AppRouter standalone />
      </AppErrorBoundary>
    </StrictMode>,
  );
}
