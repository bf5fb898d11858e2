import { WifiOffIcon } from '../../components/icons/UiIcons.js';
import { ErrorFrame } from './ErrorFrame.js';

/** /network-error: the browser is online but the API did not answer. */
export default function NetworkErrorPage() {
  return (
    <ErrorFrame
      icon={<WifiOffIcon size={40} />}
      title="Oops! Can not connect"
      text={<p>Unable to connect to the backend API</p>}
    />
  );
}
