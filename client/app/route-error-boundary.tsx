/**
 * The catch-all for a screen that fails to render (or whose code fails to download): what React
 * Router's data router showed by default, kept now that the app uses the declarative router. It
 * resets when the location changes, so the navigation still works after an error.
 */
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';

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
    return (
      <main id="main" className="mx-auto max-w-3xl p-6">
        <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
        <p className="mt-2 text-muted italic">{error instanceof Error ? error.message : JSON.stringify(error)}</p>
      </main>
    );
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary locationKey={key}>{children}</Boundary>;
}
