import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PlusIcon } from '../listings/ListingIcons.js';

/** "Add Device": the way to the add form, from the header and from every empty state. */
export function AddDeviceLink() {
  const { t } = useTranslation();
  return (
    <Link className="btn btn-primary" to="/manage/networkdevices/save">
      <PlusIcon size={16} />
      <span>{t('devices.addDevice')}</span>
    </Link>
  );
}
