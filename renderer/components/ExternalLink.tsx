import type { AnchorHTMLAttributes } from 'react';

/** A link that leaves Hearth: always a new tab, never handing it a reference back. */
export function ExternalLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
