import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { builtinIcon, type Icon } from '../../../shared/contracts/icons.js';
import { totpSaveSchema, totpSecretProblem } from '../../../shared/contracts/totp.js';
import { messages } from '../../../shared/messages.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { readQrText } from '../../../shared/totp-import.js';
import { PageHeader } from '../../components/PageHeader.js';
import { FormField } from '../../forms/FormField.js';
import { fieldErrors } from '../../forms/fieldErrors.js';
import { IconPickerField } from '../icons/IconPickerField.js';
import { decodeQrFile } from './qrDecode.js';
import { CameraScanButton } from './CameraScan.js';
import { useTotpDetails } from './totpQueries.js';
import { useTotpMutations } from './useTotpMutations.js';
import { FieldError } from '../../forms/FieldError.js';

type Field = 'serviceIcon' | 'serviceName' | 'accountName' | 'secret';
const fieldOrder: Field[] = ['serviceIcon', 'serviceName', 'accountName', 'secret'];
const fieldIds: Record<Field, string> = { serviceIcon: 'totp-icon', serviceName: 'totp-service', accountName: 'totp-account', secret: 'totp-secret' };

interface Draft {
  serviceIcon: Icon | null;
  serviceName: string;
  accountName: string;
  secret: string;
}

/** /manage/totp/save and /manage/totp/save/{authId}: add a service, or edit one (not its secret). */
export default function TotpFormPage() {
  const { t } = useTranslation();
  const { authId = null } = useParams();
  const navigate = useNavigate();
  const details = useTotpDetails(authId);
  const { save } = useTotpMutations();
  const [draft, setDraft] = useState<Draft>({ serviceIcon: builtinIcon('authenticator'), serviceName: '', accountName: '', secret: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [reading, setReading] = useState(false);
  const loaded = useRef(false);
  const errorToasts = useRef<string[]>([]);

  useEffect(() => {
    if (!details.data || loaded.current) return;
    loaded.current = true;
    setDraft({ serviceIcon: details.data.serviceIcon, serviceName: details.data.serviceName, accountName: details.data.accountName, secret: details.data.secretKey });
  }, [details.data]);

  const set = <K extends Field>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const readQr = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReading(true);
    const text = await decodeQrFile(file);
    setReading(false);
    applyQrText(text);
  };

  /** The text of a QR code, from an uploaded image or the camera. */
  const applyQrText = (text: string | null) => {
    const read = text ? readQrText(text) : null;
    if (!read || !read.ok) {
      errorToasts.current.push(toast.error(read?.message ?? messages.totpQrInvalid));
      return;
    }
    if (/^otpauth-migration:/i.test(text ?? '')) {
      void navigate('/manage/totp/import', { state: { qrText: text } });
      return;
    }
    const [entry] = read.entries;
    if (!entry) return;
    setDraft((d) => ({ ...d, secret: entry.secret, serviceName: entry.serviceName || d.serviceName, accountName: entry.accountName || d.accountName }));
    setErrors({});
  };

  // A pasted otpauth:// URL names its service and account: fill the names not typed yet.
  const setSecret = (value: string) => {
    set('secret', value);
    if (!/^otpauth:\/\/totp\//i.test(value.trim())) return;
    const read = readQrText(value.trim());
    const entry = read.ok ? read.entries[0] : undefined;
    if (!entry) return;
    setDraft((d) => ({ ...d, serviceName: d.serviceName.trim() ? d.serviceName : entry.serviceName, accountName: d.accountName.trim() ? d.accountName : entry.accountName }));
    setErrors((e) => ({ ...e, serviceName: undefined, accountName: undefined }));
  };

  const submit = () => {
    const body = { authId, ...draft };
    const parsed = totpSaveSchema.safeParse(body);
    const found: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors<Field>(parsed.error);
    if (!authId) {
      const problem = totpSecretProblem(draft.secret);
      if (problem) found.secret = problem;
    }
    setErrors(found);
    const first = fieldOrder.find((f) => found[f]);
    if (first) {
      document.getElementById(fieldIds[first])?.focus();
      return;
    }
    save.mutate(authId ? { ...body, secret: '' } : body, {
      onSuccess: () => {
        for (const id of errorToasts.current.splice(0)) toast.dismiss(id);
        void navigate('/manage/totp');
      },
    });
  };

  const title = authId ? t('authenticator.form.editTitle') : t('authenticator.addService');
  return (
    <section className="page editor-page">
      <PageHeader title={title} subtitle={authId ? t('authenticator.form.editSubtitle') : t('authenticator.form.addSubtitle')} />
      {authId && details.isError ? (
        <div className="notice" role="status">
          {translateMessage(messages.totpFetchFailed)}{' '}
          <button type="button" className="link-btn" onClick={() => void details.refetch()}>
            {t('authenticator.retry')}
          </button>
        </div>
      ) : null}
      <form
        className="card editor-card form"
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) submit();
        }}
      >
        {authId ? null : (
          <div className="field">
            <span className="field-label">{t('authenticator.form.uploadQr')}</span>
            <label className="btn btn-secondary totp-upload">
              <input type="file" accept="image/*" className="sr-only" onChange={(e) => void readQr(e)} aria-label={t('authenticator.form.uploadQr')} />
              {reading ? t('authenticator.reading') : t('authenticator.form.chooseQr')}
            </label>
            <CameraScanButton onText={applyQrText} />
            <p className="field-hint">
              <Trans t={t} i18nKey="authenticator.form.importHint" components={{ link: <Link to="/manage/totp/import" /> }} />
            </p>
          </div>
        )}
        <IconPickerField id={fieldIds.serviceIcon} label={t('authenticator.form.serviceIcon')} value={draft.serviceIcon} invalid={Boolean(errors.serviceIcon)} onChange={(icon) => set('serviceIcon', icon)} />
        <FieldError message={errors.serviceIcon} />
        <FormField id={fieldIds.serviceName} label={t('authenticator.form.serviceName')} value={draft.serviceName} error={errors.serviceName} autoComplete="off" onChange={(e) => set('serviceName', e.target.value)} />
        <FormField id={fieldIds.accountName} label={t('authenticator.form.accountName')} value={draft.accountName} error={errors.accountName} autoComplete="off" onChange={(e) => set('accountName', e.target.value)} />
        <FormField
          id={fieldIds.secret}
          label={t('authenticator.form.secret')}
          value={draft.secret}
          error={errors.secret}
          autoComplete="off"
          spellCheck={false}
          readOnly={Boolean(authId)}
          aria-readonly={authId ? true : undefined}
          placeholder={t('authenticator.form.secretPlaceholder')}
          onChange={(e) => setSecret(e.target.value)}
        />
        {authId ? <p className="field-hint">{t('authenticator.form.secretFixed')}</p> : null}
        <div className="editor-actions">
          <Link className="btn btn-secondary" to="/manage/totp">
            {t('authenticator.cancel')}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? t('authenticator.form.saving') : t('authenticator.form.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
