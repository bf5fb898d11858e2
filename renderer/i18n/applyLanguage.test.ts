import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from './i18n.js';

// Every translated component renders again on 'languageChanged': announcing one for the language
// already shown re-rendered a whole home (the dashboard's every read confirms the profile's language).
describe('applyLanguage', () => {
  const changes = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('document', { documentElement: { lang: '', dir: '' } });
    i18n.on('languageChanged', changes);
  });
  afterEach(async () => {
    await applyLanguage('en');
    i18n.off('languageChanged', changes);
    vi.unstubAllGlobals();
  });

  it('announces nothing for the language already shown, and still marks the page with it', async () => {
    await applyLanguage('en');
    expect(changes).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('en');
  });

  it('announces a real switch once, with its catalogue loaded and the direction set', async () => {
    await applyLanguage('ar');
    expect(changes).toHaveBeenCalledTimes(1);
    expect(i18n.t('auth.signIn')).not.toBe('Sign in');
    expect(document.documentElement.dir).toBe('rtl');
    await applyLanguage('ar');
    expect(changes).toHaveBeenCalledTimes(1);
  });
});
