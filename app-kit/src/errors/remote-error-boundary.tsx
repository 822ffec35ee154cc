import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /**
   * Called by "Try again" before the children render again, e.g. to start a fresh load of a remote
   * whose previous load failed (React.lazy keeps a rejected load, so the caller must make a new one).
   */
  onRetry?: () => void;
  /** Any change of this value clears a shown error (pass the location, so navigating away recovers). */
  resetKey?: unknown;
}

interface BoundaryProps extends RemoteErrorBoundaryProps {
  resetQueries: () => void;
}

interface State {
  /** A flag beside the value: `throw undefined` is possible and must still show the screen. */
  failed: boolean;
  error: unknown;
  resetKey: unknown;
}

class Boundary extends Component<BoundaryProps, State> {
  override state: State = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the page failed to render', error, info.componentStack);
  }

  private readonly retry = (): void => {
    // Failed queries that threw here must fetch again on remount instead of rethrowing their error.
    this.props.resetQueries();
    this.props.onRetry?.();
    this.setState({ failed: false, error: undefined });
  };

  override render(): ReactNode {
    if (this.state.failed) return <ErrorScreen error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}

/**
 * Catches what a remote (or any subtree) throws while loading or rendering and shows the generic
 * error screen with a "Try again" button, so one failing app never blanks the page around it.
 */
export function RemoteErrorBoundary(props: RemoteErrorBoundaryProps) {
  const { reset } = useQueryErrorResetBoundary();
  return <Boundary {...props} resetQueries={reset} />;
}
