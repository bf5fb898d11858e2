import { Link } from 'react-router-dom';
import { dockerMessages, messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { NotAuthorized } from '../accounts/NotAuthorized.js';
import { PlusIcon } from '../listings/ListingIcons.js';
import { ContainerIcon } from './ContainerIcons.js';
import { DockerHostRow } from './DockerHostRow.js';
import { useDeleteDockerHost, useDockerHosts } from './dockerQueries.js';

export const hostsPath = '/manage/docker';

function AddHostLink() {
  return (
    <Link className="btn btn-primary" to={`${hostsPath}/save`}>
      <PlusIcon size={18} /> Add Docker Host
    </Link>
  );
}

/** /manage/docker: the engines Hearth reads containers from (super admin only). */
export default function DockerHostsPage() {
  const isSuperAdmin = useIsSuperAdmin();
  const hosts = useDockerHosts(isSuperAdmin);
  const remove = useDeleteDockerHost();
  if (!isSuperAdmin) return <NotAuthorized reason={dockerMessages.adminOnly} />;
  return (
    <section className="page docker-hosts-page">
      <PageHeader title="Docker Hosts" subtitle="The Docker or podman engines whose containers Hearth shows, acts on and discovers services from." actions={<AddHostLink />} />
      <Loader active={hosts.isPending} />
      {hosts.isError ? (
        <EmptyState title={messages.errorLoadingData} text="The Docker hosts could not be loaded.">
          <button type="button" className="btn btn-secondary" onClick={() => void hosts.refetch()}>
            Retry
          </button>
        </EmptyState>
      ) : null}
      {hosts.isSuccess && hosts.data.length === 0 ? (
        <EmptyState icon={<ContainerIcon size={36} />} title="No Docker hosts yet." text="Add the local socket, a TCP engine with TLS, or a read-only socket proxy.">
          <AddHostLink />
        </EmptyState>
      ) : null}
      {hosts.data && hosts.data.length > 0 ? (
        <ul className="device-list" aria-label="Docker hosts">
          {hosts.data.map((host) => (
            <DockerHostRow key={host._id} host={host} busy={remove.isPending} onDelete={() => remove.mutate(host._id)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
