import { AlertIcon } from '../../components/icons/UiIcons.js';
import { ErrorFrame } from './ErrorFrame.js';

/** /client-error. */
export default function ClientErrorPage() {
  return (
    <ErrorFrame
      icon={<AlertIcon size={40} />}
      title="Oops! Some error occurred."
      text={<p>The request could not be completed. Please go back and try again.</p>}
    />
  );
}
