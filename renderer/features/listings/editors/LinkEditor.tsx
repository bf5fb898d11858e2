import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkSaveSchema, type ListingDetail } from '../../../../shared/contracts/listings.js';
import { missingConfig, type IntegrationApp } from '../../../../shared/contracts/integrations.js';
import { messages } from '../../../../shared/messages.js';
import { FormField } from '../../../forms/FormField.js';
import { CheckboxField } from './CheckboxField.js';
import { DescriptionField } from './DescriptionField.js';
import { EditorFrame } from './EditorFrame.js';
import type { EditorContext } from './editorSetup.js';
import { IntegrationSlot } from './IntegrationSlot.js';
import { useOfferedIntegrations } from '../../integrations/integrationQueries.js';
import { choosePage, initialLinkForm, linkPayload, pageOptions, typeUrl } from './linkForm.js';
import { translateMessage } from './linkFormText.js';
import { NameAndIconFields } from './NameAndIconFields.js';
import { PageSelect } from './PageSelect.js';
import { usePublishedPages } from '../../pages/pageQueries.js';
import { useSaveListing } from './useSaveListing.js';
import { useEditorIssues } from './validation.js';
import { VisibilityFields } from './VisibilityFields.js';
import { FieldError } from '../../../forms/FieldError.js';
import { useQueryClient } from '@tanstack/react-query';
import { ContainerBindingField } from '../../containers/ContainerBindingField.js';
import { bindingChanged, bindingError, bindingFormOf, bindingPayload, type BindingForm } from '../../containers/bindingForm.js';
import { bindLinkContainer, dockerKeys, useContainers, useLinkContainers } from '../../containers/dockerQueries.js';

/** Add or edit a link: name, icon, where it leads (remote URL, a page or a local URL). */
export function LinkEditor({ ctx, detail }: { ctx: EditorContext; detail: ListingDetail | null }) {
  const { t } = useTranslation();
  const translate = (text: string) => translateMessage(t, text);
  const [form, setForm] = useState(() => initialLinkForm(ctx));
  const [configErrors, setConfigErrors] = useState<Record<string, string>>({});
  const offered = useOfferedIntegrations();
  const apps = offered.data ?? ((detail?.integrations ?? []) as IntegrationApp[]);
  // The container binding is saved after the link (a new link has no id before).
  const queryClient = useQueryClient();
  const containers = useContainers();
  const bound = useLinkContainers().data?.find((l) => l.listingId === ctx.listing?._id);
  const [binding, setBinding] = useState<BindingForm | null>(null);
  const [bindingIssue, setBindingIssue] = useState<string | null>(null);
  const shownBinding = binding ?? bindingFormOf(bound);
  const { saving, save } = useSaveListing('link', ctx.backTo, undefined, async (saved) => {
    if (!bindingChanged(shownBinding, bound)) return;
    await bindLinkContainer(saved._id, bindingPayload(shownBinding));
    void queryClient.invalidateQueries({ queryKey: dockerKeys.links });
  });
  // The published pages come from the page list (fresh after a publish); the add form has no detail.
  const published = usePublishedPages();
  const pages = pageOptions(published ? { pages: published } : detail, form.pageId, t('linkForm.unlistedPage'));

  const payload = linkPayload(ctx, form);
  const { issues, check } = useEditorIssues(linkSaveSchema, payload, translate);

  const submit = () => {
    const found = !check();
    const app = apps.find((a) => a.appId === form.integration.appId);
    const missing = app ? missingConfig(app.config, form.integration.config) : [];
    setConfigErrors(Object.fromEntries(missing.map((m) => [m.name, translate(m.message)])));
    const badBinding = shownBinding.mode === 'none' ? null : bindingError(shownBinding);
    setBindingIssue(badBinding);
    if (!found && missing[0]) document.getElementById(`cfg-${missing[0].name}`)?.focus();
    else if (!found && badBinding) document.getElementById(shownBinding.mode === 'label' ? 'link-container-label' : 'link-container')?.focus();
    if (!found && !missing[0] && !badBinding) void save(payload);
  };

  // "Needs one of the three" belongs to the whole group; an invalid address to its own field.
  const needsUrl = issues.linkURL === translate(messages.linkNeedsUrl) ? issues.linkURL : undefined;
  const remoteError = needsUrl ? undefined : issues.linkURL;

  return (
    <EditorFrame
      title={ctx.listing ? t('linkForm.editTitle') : t('linkForm.addTitle')}
      subtitle={t('linkForm.subtitle')}
      notice={
        ctx.missing ? (
          <>
            <strong>{t('linkForm.missingTitle')}</strong>
            <span>{t('linkForm.missingText')}</span>
          </>
        ) : null
      }
      backTo={ctx.backTo}
      saving={saving}
      onSubmit={submit}
    >
      <NameAndIconFields
        nameLabel={t('linkForm.name')}
        name={form.name}
        icon={form.icon}
        issues={issues}
        onName={(name) => setForm({ ...form, name })}
        onIcon={(icon) => setForm({ ...form, icon })}
      />
      <DescriptionField value={form.description} error={issues.description} onChange={(description) => setForm({ ...form, description })} />
      <fieldset className="editor-group" aria-describedby={needsUrl ? 'link-target-error' : undefined}>
        <legend className="editor-legend">{t('linkForm.whereItLeads')}</legend>
        <CheckboxField
          id="have-remote"
          label={t('linkForm.haveRemote')}
          hint={t('linkForm.haveRemoteHint')}
          checked={form.haveRemote}
          onChange={(haveRemote) => setForm({ ...form, haveRemote })}
        />
        {form.haveRemote ? (
          <FormField
            id="remote-url"
            label={t('linkForm.remoteUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
            value={form.remoteUrl}
            error={remoteError}
            onChange={(e) => setForm(typeUrl(form, 'remoteUrl', e.target.value))}
          />
        ) : null}
        <PageSelect pages={pages} value={form.pageId} onChange={(pageId) => setForm(choosePage(form, pageId))} />
        <FormField
          id="local-url"
          label={t('linkForm.localUrl')}
          type="url"
          inputMode="url"
          placeholder="http://192.168.1.10:8096"
          autoComplete="off"
          value={form.localUrl}
          error={issues.localUrl}
          onChange={(e) => setForm(typeUrl(form, 'localUrl', e.target.value))}
        />
        <p className="field-hint">{t('linkForm.localUrlHint')}</p>
        <FieldError id="link-target-error" message={needsUrl} />
      </fieldset>
      {containers.data?.hosts.length || bound ? (
        <ContainerBindingField
          value={shownBinding}
          list={containers.data}
          error={bindingIssue}
          onChange={(next) => {
            setBinding(next);
            setBindingIssue(null);
          }}
        />
      ) : null}
      <VisibilityFields value={form} atRoot={ctx.atRoot} onChange={(v) => setForm({ ...form, ...v })} />
      <IntegrationSlot
        integrations={apps}
        value={form.integration}
        errors={configErrors}
        listingId={ctx.listing?._id ?? null}
        linkURL={payload.linkURL}
        localUrl={payload.localUrl}
        onChange={(integration) => {
          setForm({ ...form, integration });
          // A field's error clears as it is filled.
          setConfigErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([name]) => !integration.config[name])));
        }}
      />
    </EditorFrame>
  );
}
