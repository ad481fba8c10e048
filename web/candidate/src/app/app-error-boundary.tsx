import { Component, type ErrorInfo, type ReactNode } from 'react';

type State = { error: Error | null; dismissed: boolean };

/** Last line of defence: anything thrown outside a route still gets a message and a way out. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, dismissed: false };

  static getDerivedStateFromError(error: Error): State {
    return { error, dismissed: false };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled application error', error, info.componentStack);
  }

  private reset = () => this.setState({ error: null, dismissed: false });

  private dismiss = () => this.setState({ dismissed: true });

  render() {
    const { error, dismissed } = this.state;
    if (!error) return this.props.children;
    if (dismissed) return null;
    return (
      <div className="fullscreen-center">
        <div className="notice notice--error app-error" role="alert">
          <button type="button" className="icon-button app-error__dismiss" aria-label="Dismiss" onClick={this.dismiss}>
            ×
          </button>
          <p>Oops! Something went wrong. Please refresh the page or try again later.</p>
          <button type="button" className="button button--primary" onClick={this.reset}>
            Reset
          </button>
        </div>
      </div>
    );
  }
}
