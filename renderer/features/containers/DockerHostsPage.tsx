import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dockerMessages, messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { NotAuthorized } from '../accounts/NotAuthorized.js';
import { PlusIcon } from '../listings/ListingIcons.js';
import { ContainerIcon } from './ContainerIcons.js';
import { DockerHostRow } from './DockerHostRow.js';
import { useDeleteDockerHost, useDockerHosts } from './dockerQueries.js';

export const hostsPath = '/manage/docker';

function AddHostLink() {
  const { t } = useTranslation();
  return (
    <Link className="btn btn-primary" to={`${hostsPath}/save`}>
      <PlusIcon size={18} /> {t('docker.addHost')}
    </Link>
  );
}

/** /manage/docker: the engines Hearth reads containers from (super admin only). */
export default function DockerHostsPage() {
  const { t } = useTranslation();
  const isSuperAdmin = useIsSuperAdmin();
  const hosts = useDockerHosts(isSuperAdmin);
  const remove = useDeleteDockerHost();
  if (!isSuperAdmin) return <NotAuthorized reason={translateMessage(dockerMessages.adminOnly)} />;
  return (
    <section className="page docker-hosts-page">
      <PageHeader title={t('docker.hostsTitle')} subtitle={t('docker.hostsSubtitle')} actions={<AddHostLink />} />
      <Loader active={hosts.isPending} />
      {hosts.isError ? (
        <EmptyState title={translateMessage(messages.errorLoadingData)} text={t('docker.hostsLoadFailed')}>
          <button type="button" className="btn btn-secondary" onClick={() => void hosts.refetch()}>
            {t('docker.retry')}
          </button>
        </EmptyState>
      ) : null}
      {hosts.isSuccess && hosts.data.length === 0 ? (
        <EmptyState icon={<ContainerIcon size={36} />} title={t('docker.noHosts')} text={t('docker.noHostsHint')}>
          <AddHostLink />
        </EmptyState>
      ) : null}
      {hosts.data && hosts.data.length > 0 ? (
        <ul className="device-list" aria-label={t('docker.hostsList')}>
          {hosts.data.map((host) => (
            <DockerHostRow key={host._id} host={host} busy={remove.isPending} onDelete={() => remove.mutate(host._id)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
