import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../i18n';
import { Button } from '../ui/light/Button';
import { Notice } from '../ui/light/Notice';
import { removeBootShell } from './boot-shell';

type Props = { children: ReactNode; resetKey: string };
type State = { error: Error | null; resetKey: string };

/** Never a white screen: a crash in a screen shows a message with a reload; leaving the screen clears it. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    removeBootShell();
    console.error('Screen crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Notice title={i18n.t('shell.crashTitle')} description={i18n.t('shell.crashDescription')} className="crash">
        <Button color="primary" onClick={() => location.reload()}>
          {i18n.t('shell.reload')}
        </Button>
      </Notice>
    );
  }
}
