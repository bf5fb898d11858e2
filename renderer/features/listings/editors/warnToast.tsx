import toast from 'react-hot-toast';
import { AlertIcon } from '../../../components/icons/UiIcons.js';

/** A warning toast ("Please fill all the fields"): react-hot-toast has success and error only. */
export function warnToast(message: string): void {
  toast(message, { icon: <AlertIcon size={20} className="toast-warning-icon" />, id: message });
}
