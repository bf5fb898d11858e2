import { useEffect } from 'react';
import toast, { useToasterStore } from 'react-hot-toast';
import { toastsToDismiss } from './toastRules.js';

/** Applies the toast rules (toastRules.ts) to whatever any screen shows. Renders nothing. */
export function ToastRules() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const id of toastsToDismiss(toasts)) toast.dismiss(id);
  }, [toasts]);
  return null;
}
