/**
 * The catch-all for a screen that fails to render (or whose code fails to download): what React
 * Router's data router showed by default, kept now that the app uses the declarative router. It
 * resets when the location changes, so the navigation still works after an error.
 */
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';

interface Props {
  children: ReactNode;
  locationKey: string;
}

interface State {
  error: unknown;
  locationKey: string;
}

class Boundary extends Component<Props, State> {
  override state: State = { error: undefined, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  // A new location clears the error (without remounting the screens: that would lose their state).
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.locationKey === state.locationKey ? null : { error: undefined, locationKey: props.locationKey };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // An icon, one sentence, one action. Most failures here are a screen's code that did not download
    // (offline, or a new version deployed meanwhile): reloading fixes both. The error stays available.
    return (
      <main id="main" className="flex min-h-[70dvh] items-center justify-center p-6">
        <div role="alert" className="max-w-md">
          <EmptyState
            headingLevel={1}
            tone="danger"
            icon={TriangleAlert}
            title="This screen could not be shown"
            description="Check your connection, then reload the page: your progress is saved."
            action={
              <Button onClick={() => window.location.reload()}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Reload page
              </Button>
            }
          />
          <details className="mt-2 text-center text-sm text-muted">
            <summary className="inline-flex min-h-11 cursor-pointer items-center">Technical details</summary>
            <p className="mt-1 break-words">{error instanceof Error ? error.message : JSON.stringify(error)}</p>
          </details>
        </div>
      </main>
    );
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary locationKey={key}>{children}</Boundary>;
}
