import { Component, type ErrorInfo, type ReactNode } from 'react';

interface WidgetBoundaryProps {
  /** The widget's name, for the console. */
  name: string;
  /** What shows instead of the failed view; `retry` renders it anew. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface WidgetBoundaryState {
  failed: boolean;
}

/**
 * Holds one widget's failure in its own place: without it, a view that throws while rendering (an
 * answer in a shape it does not expect, a bug) would unmount the whole page, cards included.
 */
export class WidgetBoundary extends Component<WidgetBoundaryProps, WidgetBoundaryState> {
  override state: WidgetBoundaryState = { failed: false };

  static getDerivedStateFromError(): WidgetBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The console is where a person reporting the problem finds what went wrong.
    console.error(`The widget "${this.props.name}" failed to render:`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
