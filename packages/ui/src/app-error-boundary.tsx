import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorFallback } from './error-fallback.js';
import { retryFailedPages } from './lazy-page.js';

export interface AppErrorBoundaryProps {
  children?: ReactNode;
  /** The single-spa application name, when mounted by the shell. */
  name?: string;
}

interface AppErrorBoundaryState {
  error: Error | null;
  pathname: string;
}

const currentPathname = () => (typeof window === 'undefined' ? '' : window.location.pathname);

/**
 * Contains a render error (or a page chunk that failed to load) to this app's area. "다시 시도"
 * renders the app again; moving to another page does too. Generic over its props, so
 * single-spa-react can hand it the app's custom props as they are.
 */
export class AppErrorBoundary<
  P extends AppErrorBoundaryProps = AppErrorBoundaryProps,
> extends Component<P, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, pathname: currentPathname() };

  static getDerivedStateFromError(error: Error): Partial<AppErrorBoundaryState> {
    return { error, pathname: currentPathname() };
  }

  override componentDidMount(): void {
    window.addEventListener('popstate', this.handleNavigation);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('popstate', this.handleNavigation);
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `[${this.props.name ?? __APP_NAME__}] a page failed to render`,
      error,
      info.componentStack,
    );
  }

  // single-spa re-dispatches popstate on every navigation, whichever app made it.
  private handleNavigation = () => {
    if (this.state.error && currentPathname() !== this.state.pathname) this.reset();
  };

  reset = () => {
    retryFailedPages();
    this.setState({ error: null, pathname: currentPathname() });
  };

  override render() {
    return this.state.error ? <ErrorFallback onRetry={this.reset} /> : this.props.children;
  }
}
