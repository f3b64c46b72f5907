import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

type StatusIconKind = 'offline' | 'maintenance' | 'paused' | 'external';

const PATHS: Record<StatusIconKind, ReactNode> = {
  offline: (
    <>
      <path d="M3 9.5a13 13 0 0 1 18 0M6.5 13a8 8 0 0 1 11 0M10 16.5a3 3 0 0 1 4 0" />
      <path d="M4 4l16 16" />
    </>
  ),
  maintenance: <path d="M14.5 6.5a4 4 0 0 0-5.3 5.3L4 17l3 3 5.2-5.2a4 4 0 0 0 5.3-5.3l-2.6 2.6-2.3-.7-.7-2.3z" />,
  paused: <path d="M9 6v12M15 6v12" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
};

interface StatusPanelProps {
  icon: StatusIconKind;
  tone?: 'warning' | 'info' | 'danger';
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** A whole-screen state inside the auth card: icon, heading, words, then what the user can do. */
export function StatusPanel({ icon, tone = 'warning', title, description, children, testId }: StatusPanelProps) {
  return (
    <div className="status-panel" data-testid={testId}>
      <div className={`status-panel__icon status-panel__icon--${tone}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {PATHS[icon]}
        </svg>
      </div>
      <PageTitle title={title} />
      {description && <div className="status-panel__text">{description}</div>}
      {children}
    </div>
  );
}
