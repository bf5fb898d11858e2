import { CompassIcon } from '../../components/icons/UiIcons.js';
import { ErrorFrame } from './ErrorFrame.js';

/** Any unknown path, /notfound and /server-error (spec-features §2: the same page). */
export default function NotFoundPage() {
  return (
    <ErrorFrame
      icon={<CompassIcon size={40} />}
      eyebrow="404"
      title="Page not found"
      text={<p>The page you are looking for does not exist or has moved.</p>}
    />
  );
}
