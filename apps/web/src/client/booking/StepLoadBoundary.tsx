import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** A step loaded on demand can fail to download (a dropped connection, a new release): offer a reload instead of a blank page. */
export class StepLoadBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="banner banner-error" role="alert">
        <p>This step could not be loaded. Please check your connection and try again.</p>
        <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
