// A last line of defence: if showing the game ever fails, the page says so and offers a new game
// (the saved game is set aside) instead of going blank.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../../i18n/index.js';

export interface PlayErrorBoundaryProps {
  children: ReactNode;
  /** Forgets the saved game and offers a new one. */
  onReset: () => void;
}

export class PlayErrorBoundary extends Component<PlayErrorBoundaryProps, { error: string | null }> {
  override state: { error: string | null } = { error: null };

  static getDerivedStateFromError(e: unknown): { error: string } {
    return { error: e instanceof Error ? e.message : String(e) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('the play page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="notice notice-error" role="alert" data-testid="play-crashed">
        <p>{t('play.crashed')}</p>
        <p className="notice-detail">{this.state.error}</p>
        <button
          type="button"
          className="primary"
          onClick={() => {
            this.props.onReset();
            this.setState({ error: null });
          }}
        >{t('play.newGame')}</button>
      </div>
    );
  }
}
