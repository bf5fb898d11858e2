import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { generalSettingsSchema, type GeneralSettings } from '../../../shared/contracts/settings.js';
import type { Icon } from '../../../shared/contracts/icons.js';
import { messages } from '../../../shared/messages.js';
import { get, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { Loader } from '../../components/Loader.js';
import { FormField } from '../../forms/FormField.js';
import { fieldIssues } from '../../forms/fieldIssues.js';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { IconPickerField } from '../icons/IconPickerField.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { EditorFrame } from '../listings/editors/EditorFrame.js';
import { FieldError } from '../../forms/FieldError.js';
import { DesktopAppSettings } from './DesktopAppSettings.js';
import { WebSearchFields } from './WebSearchFields.js';
import { HomeDensityFields } from './HomeDensityFields.js';
import { webSearchSchema, type WebSearchChoice } from '../../../shared/contracts/search.js';

const settingsKey = ['settings'] as const;
const webSearchKey = ['settings', 'web-search'] as const;

type Flag = 'todolist' | 'snippetmanager' | 'camerafeed' | 'networkdevices' | 'authenticator';

/** The feature toggles in the order of spec-features §2. */
const toggles: readonly Flag[] = ['todolist', 'snippetmanager', 'camerafeed', 'networkdevices', 'authenticator'];

/** /manage/general: site name, logo, the feature toggles (spec-features §2 Settings screens) and the palette's web search. */
export default function GeneralSettingsPage() {
  const { data, isError } = useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => get<GeneralSettings>('/settings', { signal }), staleTime: 0 });
  useEffect(() => {
    if (isError) toast.error(messages.settingsFetchFailed, { id: messages.settingsFetchFailed });
  }, [isError]);
  const web = useQuery({ queryKey: webSearchKey, queryFn: ({ signal }) => get<WebSearchChoice>('/settings/web-search', { signal }), staleTime: 0 });
  if (!data || !web.data) return isError || web.isError ? null : <Loader />;
  return <GeneralSettingsForm initial={data} initialWeb={web.data} />;
}

type Field = 'siteName' | 'siteLogo';

function GeneralSettingsForm({ initial, initialWeb }: { initial: GeneralSettings; initialWeb: WebSearchChoice }) {
  const { t } = useTranslation();
  const [web, setWeb] = useState(initialWeb);
  const [webIssue, setWebIssue] = useState<string | undefined>();
  const { data: dashboard, refresh } = useDashboard();
  const queries = useQueryClient();
  const [form, setForm] = useState<Omit<GeneralSettings, 'siteLogo'> & { siteLogo: Icon | null }>(initial);
  const [issues, setIssues] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const isHostMode = dashboard?.isHostMode ?? false;

  const submit = async () => {
    const parsed = generalSettingsSchema.safeParse({ ...form, networkdevices: form.networkdevices && isHostMode });
    if (!parsed.success) {
      const found = fieldIssues<Field>(parsed.error);
      setIssues(found);
      const first = Object.values(found)[0];
      if (first) toast.error(first, { id: first });
      return;
    }
    const webParsed = webSearchSchema.safeParse(web);
    if (!webParsed.success) {
      const first = webParsed.error.issues[0]?.message;
      setWebIssue(first);
      if (first) toast.error(first, { id: first });
      return;
    }
    setWebIssue(undefined);
    setIssues({});
    setSaving(true);
    try {
      await post<string>('/settings', parsed.data);
      await post<string>('/settings/web-search', webParsed.data);
      toast.success(messages.settingsSaved);
      await Promise.all([refresh(), queries.invalidateQueries({ queryKey: settingsKey })]);
    } catch (error) {
      toastError(error, messages.settingsSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditorFrame title={t('generalSettings.title')} subtitle={t('generalSettings.subtitle')} backTo="/manage" saving={saving} onSubmit={() => void submit()}>
      <fieldset className="editor-group">
        <legend className="editor-legend">{t('generalSettings.appearance')}</legend>
        <FormField id="site-name" label={t('generalSettings.siteName')} autoComplete="off" value={form.siteName} error={issues.siteName} onChange={(e) => setForm({ ...form, siteName: e.target.value })} />
        <IconPickerField id="site-logo" label={t('generalSettings.siteLogo')} value={form.siteLogo} invalid={Boolean(issues.siteLogo)} onChange={(siteLogo) => setForm({ ...form, siteLogo })} />
        <FieldError message={issues.siteLogo} />
      </fieldset>
      <fieldset className="editor-group">
        <legend className="editor-legend">{t('generalSettings.features')}</legend>
        {toggles.map((flag) => {
          const locked = flag === 'networkdevices' && !isHostMode;
          return (
            <CheckboxField
              key={flag}
              id={`feature-${flag}`}
              label={t(`generalSettings.toggles.${flag}.label`)}
              checked={form[flag] && !locked}
              disabled={locked}
              hint={locked ? t('generalSettings.hostModeOnly') : t(`generalSettings.toggles.${flag}.hint`)}
              onChange={(on) => setForm({ ...form, [flag]: on })}
            />
          );
        })}
      </fieldset>
      <WebSearchFields value={web} error={webIssue} onChange={setWeb} />
      <HomeDensityFields />
      <DesktopAppSettings />
    </EditorFrame>
  );
}
