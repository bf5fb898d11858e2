import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { accountFormSchema, type Account } from '../../../shared/contracts/accounts.js';
import { messages } from '../../../shared/messages.js';
import { post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { Loader } from '../../components/Loader.js';
import { FormField } from '../../forms/FormField.js';
import { fieldIssues } from '../../forms/fieldIssues.js';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { Breadcrumb } from '../listings/Breadcrumb.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { EditorFrame } from '../listings/editors/EditorFrame.js';
import { accountKeys, useAccount } from './accountQueries.js';
import { NotAuthorized } from './NotAuthorized.js';

type Mode = 'add' | 'other' | 'own';
type Field = 'fullName' | 'username' | 'siteName' | 'password' | 'repeatPassword';


/**
 * /manage/accounts/add and /manage/accounts/{userId}. It counts as a super admin editing another
 * user only when the editor is a super admin and the id is not their own; otherwise it is the
 * editor's own profile, whatever the id (spec-features §6).
 */
export default function AccountFormPage() {
  const { userId } = useParams();
  const isSuperAdmin = useIsSuperAdmin();
  const { data: dashboard } = useDashboard();
  const ownId = dashboard?.userData._id ?? null;
  const mode: Mode = !userId ? 'add' : isSuperAdmin && userId !== ownId ? 'other' : 'own';
  const targetId = mode === 'add' ? null : mode === 'other' ? (userId ?? null) : ownId;
  const { data: account, isPending, isError } = useAccount(mode === 'add' ? null : targetId);

  useEffect(() => {
    if (isError) toast.error(messages.accountFetchFailed, { id: messages.accountFetchFailed });
  }, [isError]);

  if (mode === 'add' && !isSuperAdmin) return <NotAuthorized />;
  if (mode !== 'add' && (targetId === null || isPending)) return <Loader />;
  // An account that could not be loaded leaves an empty form (spec-features §4).
  return <AccountForm key={account?._id ?? 'new'} mode={mode} account={account ?? null} targetId={targetId} canGrant={isSuperAdmin && mode !== 'own'} />;
}

interface AccountFormProps {
  mode: Mode;
  account: Account | null;
  targetId: string | null;
  canGrant: boolean;
}

function AccountForm({ mode, account, targetId, canGrant }: AccountFormProps) {
  const { t } = useTranslation();
  const title = t(`accounts.form.title.${mode}`);
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { refresh } = useDashboard();
  const [form, setForm] = useState({
    fullName: account?.fullName ?? '',
    username: account?.username ?? '',
    siteName: account?.siteName ?? (mode === 'add' ? 'Hearth' : ''),
    password: '',
    repeatPassword: '',
    isSuperAdmin: account?.isSuperAdmin ?? false,
  });
  const [issues, setIssues] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const backTo = mode === 'own' ? '/manage/profile' : '/manage/accounts';
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });

  const submit = async () => {
    const parsed = accountFormSchema.safeParse({ ...form, creating: mode === 'add' });
    if (!parsed.success) {
      const found = fieldIssues<Field>(parsed.error);
      setIssues(found);
      const first = Object.values(found)[0];
      if (first) toast.error(first, { id: first });
      return;
    }
    setIssues({});
    setSaving(true);
    try {
      await post<string>('/accounts/save', {
        userId: mode === 'add' ? null : targetId,
        fullName: parsed.data.fullName,
        username: parsed.data.username,
        siteName: parsed.data.siteName,
        password: mode === 'add' ? form.password : null,
        ...(canGrant ? { isSuperAdmin: form.isSuperAdmin } : {}),
      });
      toast.success(messages.accountSaved);
      await queries.invalidateQueries({ queryKey: accountKeys.list });
      if (targetId) queries.removeQueries({ queryKey: accountKeys.one(targetId) });
      if (mode === 'own') void refresh();
      void navigate(backTo);
    } catch (error) {
      toastError(error, messages.accountSaveFailed, true);
      setSaving(false);
    }
  };

  return (
    <EditorFrame
      title={title}
      subtitle={t(`accounts.form.subtitle.${mode}`)}
      breadcrumb={<Breadcrumb trail={[{ key: 'back', label: mode === 'own' ? t('accounts.form.myProfile') : t('accounts.form.userAccounts'), to: backTo }]} current={title} />}
      backTo={backTo}
      saving={saving}
      onSubmit={() => void submit()}
    >
      <FormField id="account-fullname" label={t('accounts.form.fullName')} autoComplete="name" value={form.fullName} error={issues.fullName} onChange={(e) => set({ fullName: e.target.value })} />
      <FormField
        id="account-username"
        label={t('accounts.form.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={form.username}
        error={issues.username}
        onChange={(e) => set({ username: e.target.value.toLowerCase() })}
      />
      <FormField id="account-sitename" label={t('accounts.form.siteName')} autoComplete="off" value={form.siteName} error={issues.siteName} onChange={(e) => set({ siteName: e.target.value })} />
      {mode === 'add' ? (
        <>
          <FormField id="account-password" label={t('accounts.form.password')} type="password" autoComplete="new-password" value={form.password} error={issues.password} onChange={(e) => set({ password: e.target.value })} />
          <FormField
            id="account-repeat-password"
            label={t('accounts.form.repeatPassword')}
            type="password"
            autoComplete="new-password"
            value={form.repeatPassword}
            error={issues.repeatPassword}
            onChange={(e) => set({ repeatPassword: e.target.value })}
          />
        </>
      ) : null}
      {canGrant ? (
        <CheckboxField
          id="account-superadmin"
          label={t('accounts.form.superAdmin')}
          checked={form.isSuperAdmin}
          onChange={(isSuperAdmin) => set({ isSuperAdmin })}
          hint={t('accounts.form.superAdminHint')}
        />
      ) : null}
    </EditorFrame>
  );
}
