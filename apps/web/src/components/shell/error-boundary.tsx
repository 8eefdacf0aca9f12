import { SHELL_COPY } from '@scopewright/domain';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadingScreen } from '@/components/shell/loading-screen';
import { ModuleLoadError } from '@/lib/import-with-retry';
import { ErrorScreen } from './error-screen';
import { analytics } from '@/lib/analytics';

export const ERROR_BOUNDARY_RETRIES = 2;
export const ERROR_BOUNDARY_RETRY_DELAY_MS = 2_000;

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Changing this (e.g. the path) clears the error and the retry count. */
  resetKey?: unknown;
  fullScreen?: boolean;
}

interface ErrorBoundaryState {
  error: Error | null;
  retries: number;
  resetKey: unknown;
}

/** Re-renders up to 2 times after 2 s, then shows the fallback with Refresh Page / Try Again (docs/product-rules.md#app-shell). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, retries: 0, resetKey: this.props.resetKey };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, retries: 0, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen failed to render', error, info.componentStack);
    analytics.track('error_occurred', { message: error.message });
    if (this.isAutoRetrying(error)) {
      clearTimeout(this.timer);
      this.timer = setTimeout(
        () => this.setState((s) => ({ error: null, retries: s.retries + 1 })),
        ERROR_BOUNDARY_RETRY_DELAY_MS,
      );
    }
  }

  override componentWillUnmount() {
    clearTimeout(this.timer);
  }

  private isAutoRetrying(error: Error | null) {
    // A module that failed to load has already been retried with backoff by importWithRetry.
    return error !== null && !(error instanceof ModuleLoadError) && this.state.retries < ERROR_BOUNDARY_RETRIES;
  }

  private tryAgain = () => this.setState({ error: null, retries: 0 });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof ModuleLoadError) {
      return (
        <ErrorScreen
          title="This page didn't load"
          message={error.message}
          onRetry={this.tryAgain}
          fullScreen={this.props.fullScreen}
        />
      );
    }
    if (this.isAutoRetrying(error)) return <LoadingScreen label="Recovering…" fullScreen={false} />;
    return (
      <ErrorScreen
        title={SHELL_COPY.somethingWentWrong}
        message={SHELL_COPY.errorBoundaryFallback}
        onRetry={this.tryAgain}
        fullScreen={this.props.fullScreen}
      />
    );
  }
}
