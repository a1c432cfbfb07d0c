import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashPage } from './CrashPage.tsx';
import { reportError } from './report-error.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';

interface State {
  error: unknown;
  errorId: string | null;
}

/** Vite's message when a lazily loaded page's chunk cannot be fetched. */
function isLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}

/** Catches render crashes and failed page loads, reports them (§7 track/error) and shows the §2 page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, errorId: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ errorId: reportError(error, info.componentStack ?? undefined) });
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    if (isLoadError(this.state.error)) return <RouteErrorPage />;
    return <CrashPage errorId={this.state.errorId ?? ''} onRetry={() => this.setState({ error: null, errorId: null })} />;
  }
}
