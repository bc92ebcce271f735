import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/plain-form.tsx';

function RouteErrorMessage() {
  const { t } = useTranslation();
  return (
    <div className="portal-route-error" role="alert">
      <h1>{t('errors.somethingWentWrong')}</h1>
      <p>{t('common.routeError.description')}</p>
      <PlainButton className="portal-route-error-button" onClick={() => window.location.reload()}>
        {t('common.actions.reload')}
      </PlainButton>
    </div>
  );
}

interface RouteErrorBoundaryProps {
  /** The current path: going elsewhere gives the new page a fresh start. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Last resort for a page that failed to load or render, such as a chunk gone after a new release.
 * Plain markup: this is part of the first download, and Ant Design's Result carries large illustrations.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteErrorMessage /> : this.props.children;
  }
}
