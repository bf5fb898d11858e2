import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages.js';
import { get } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { ExternalLink } from '../../components/ExternalLink.js';
import { HeartIcon, UserIcon } from '../../components/icons/NavIcons.js';
import { ChevronRightIcon, ExternalIcon } from '../../components/icons/UiIcons.js';
import { IconImage } from '../../components/IconImage.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { EditIcon } from '../listings/ListingIcons.js';
import { projectUrl } from '../settings/externalLinks.js';
import { LanguageChooser } from '../settings/LanguageChooser.js';
import { ApiKeysSection } from './ApiKeysSection.js';
import { SessionsSection } from './SessionsSection.js';
import { SecondFactorSection } from '../second-factor/SecondFactorSection.js';
import { AvatarPicker } from './AvatarPicker.js';
import { BrandingDialog } from './BrandingDialog.js';
import { PasswordDialog } from './PasswordDialog.js';
import { KeyIcon, SparkIcon } from './accountIcons.js';

type Dialog = 'avatar' | 'password' | 'branding' | null;

function CardBody({ icon, title, text, external = false }: { icon: ReactNode; title: string; text: string; external?: boolean }) {
  return (
    <>
      <span className="settings-card-icon">{icon}</span>
      <span className="settings-card-text">
        <span className="settings-card-title">{title}</span>
        <span className="settings-card-desc">{text}</span>
      </span>
      {external ? <ExternalIcon size={16} className="settings-card-go" /> : <ChevronRightIcon size={18} className="settings-card-go" />}
    </>
  );
}

/** /manage/profile: the signed-in user's avatar, name and account cards (spec-features §2). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data, refresh } = useDashboard();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  if (!data) return <Loader />;
  const user = data.userData;
  const close = () => setDialog(null);

  const setBranding = async (hide: boolean) => {
    setBusy(true);
    try {
      await get<string>(hide ? '/accounts/debrand' : '/accounts/rebrand');
      toast.success(hide ? messages.brandingRemoved : messages.brandingApplied);
      close();
    } catch (error) {
      toastError(error, hide ? messages.brandingRemoveFailed : messages.brandingApplyFailed);
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  return (
    <section className="page profile-page">
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <div className="card profile-head">
        <div className="profile-avatar">
          <IconImage icon={user.userAvatar} size={88} className="avatar" />
          <button type="button" className="profile-avatar-edit" aria-label={t('profile.changeAvatar')} aria-haspopup="dialog" onClick={() => setDialog('avatar')}>
            <EditIcon size={16} />
          </button>
        </div>
        <div className="profile-names">
          <h2 className="profile-name">{user.fullName}</h2>
          <p className="profile-username">@{user.username}</p>
          {user.isSuperAdmin ? <span className="badge badge-accent">{t('profile.superAdmin')}</span> : null}
        </div>
      </div>
      <LanguageChooser />
      <div className="settings-grid profile-cards">
        <Link className="card settings-card" to={`/manage/accounts/${encodeURIComponent(user._id)}`}>
          <CardBody icon={<UserIcon size={22} />} title={t('profile.editProfile')} text={t('profile.editProfileText')} />
        </Link>
        <button type="button" className="card settings-card" aria-haspopup="dialog" onClick={() => setDialog('password')}>
          <CardBody icon={<KeyIcon size={22} />} title={t('profile.changePassword')} text={t('profile.changePasswordText')} />
        </button>
        {user.hideBranding ? (
          <button type="button" className="card settings-card" disabled={busy} onClick={() => void setBranding(false)}>
            <CardBody icon={<SparkIcon size={22} />} title={t('profile.showBranding')} text={t('profile.showBrandingText')} />
          </button>
        ) : (
          <button type="button" className="card settings-card" aria-haspopup="dialog" onClick={() => setDialog('branding')}>
            <CardBody icon={<SparkIcon size={22} />} title={t('profile.removeBranding')} text={t('profile.removeBrandingText')} />
          </button>
        )}
        <ExternalLink className="card settings-card" href={projectUrl}>
          <CardBody icon={<HeartIcon size={22} />} title={t('profile.support')} text={t('profile.supportText')} external />
        </ExternalLink>
      </div>
      <SecondFactorSection />
      <SessionsSection />
      <ApiKeysSection />
      {dialog === 'avatar' ? <AvatarPicker userId={null} current={user.userAvatar} onClose={close} /> : null}
      {dialog === 'password' ? <PasswordDialog userId={user._id} title={t('profile.changePassword')} note={t('profile.passwordNote')} onClose={close} /> : null}
      {dialog === 'branding' ? <BrandingDialog busy={busy} onRemove={() => void setBranding(true)} onClose={close} /> : null}
    </section>
  );
}
