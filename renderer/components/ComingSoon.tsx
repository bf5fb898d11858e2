import { Link, useLocation } from 'react-router-dom';
import { sectionByPath } from '../features/settings/settingsSections.js';
import { HourglassIcon } from './icons/UiIcons.js';
import { PageHeader } from './PageHeader.js';

/** A tidy placeholder for screens that later issues build. */
export default function ComingSoon({ title, back }: { title?: string; back?: { to: string; label: string } }) {
  const { pathname } = useLocation();
  const section = sectionByPath(pathname);
  const heading = title ?? section?.title ?? 'Coming soon';
  const inSettings = pathname.startsWith('/manage');
  const link = back ?? (inSettings ? { to: '/manage', label: 'Back to settings' } : { to: '/', label: 'Back to home' });
  return (
    <section className="page">
      <PageHeader title={heading} subtitle={section?.description} />
      <div className="card placeholder">
        <span className="placeholder-icon">
          <HourglassIcon size={28} />
        </span>
        <p className="empty-title">Coming soon</p>
        <p className="empty-text">This screen is not built yet. It arrives in a coming version of Hearth.</p>
        <Link className="btn btn-secondary" to={link.to}>
          {link.label}
        </Link>
      </div>
    </section>
  );
}
