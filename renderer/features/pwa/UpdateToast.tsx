import toast from 'react-hot-toast';
import { messages } from '../../../shared/messages.js';

/** "A new version of Hearth is ready" with a Reload button; stays until used or dismissed. */
export function showUpdateToast(reload: () => void): void {
  toast(
    (t) => (
      <span className="update-toast">
        {messages.newVersion}
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => {
            toast.dismiss(t.id);
            reload();
          }}
        >
          Reload
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => toast.dismiss(t.id)}>
          Later
        </button>
      </span>
    ),
    { id: 'hearth-update', duration: Infinity },
  );
}
