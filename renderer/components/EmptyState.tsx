import type { ReactNode } from 'react';

/** "Nothing here" block: a title, a hint and an optional action. */
export function EmptyState({ title, text, icon, children }: { title: string; text: string; icon?: ReactNode; children?: ReactNode }) {
  return (
    <div className="empty-state">
      {icon}
      <p className="empty-title">{title}</p>
      <p className="empty-text">{text}</p>
      {children}
    </div>
  );
}
