import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { HearthExport } from '../../../shared/contracts/exports.js';
import { importMessages } from '../../../shared/messages.js';
import { get } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { Spinner } from '../../components/Spinner.js';

/** Hands a JSON document to the browser as a file download. */
function saveJson(data: unknown, name: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** "Export my data": the user's own listings, todos, snippets and pages as one JSON file, no secrets. */
export function ExportCard() {
  const download = useMutation({
    mutationFn: () => get<HearthExport>('/export'),
    onSuccess: (data) => {
      const name = `hearth-export-${data.exportedAt.slice(0, 10)}.json`;
      saveJson(data, name);
      toast.success(importMessages.exported(name));
    },
    onError: (error) => toastError(error, importMessages.exportFailed, true),
  });
  return (
    <div className="card import-card" role="region" aria-labelledby="export-title">
      <h2 id="export-title" className="section-title">
        Export my data
      </h2>
      <p className="import-hint">Your folders, links, todo lists, snippets and pages as one JSON file. Passwords and keys of integrations, cameras and 2FA entries are not in it.</p>
      <div>
        <button className="btn btn-secondary" type="button" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? <Spinner size={16} label="Exporting" /> : null}
          Download my data
        </button>
      </div>
    </div>
  );
}
