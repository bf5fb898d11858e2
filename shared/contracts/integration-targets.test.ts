import { describe, expect, it } from 'vitest';
import type { AppConfigField } from './integrations.js';
import { integrationTargets, reachOf, reachText, sameTargets, targetOrigin } from './integration-targets.js';

const field = (name: string, extra: Partial<AppConfigField> = {}): AppConfigField => ({ name, label: name, type: 'text', required: false, ...extra });
const truenas = [field('appurl', { type: 'url', target: true, label: 'TrueNAS URL' }), field('apiKey', { type: 'password' })];
const github = [field('password', { type: 'password' }), field('apiurl', { type: 'url', target: 'https://api.github.com/', label: 'API URL' })];

describe('targetOrigin', () => {
  it('writes scheme, lower-case host and port, default ports included', () => {
    expect(targetOrigin('https://NAS.lan/ui')).toBe('https://nas.lan:443');
    expect(targetOrigin('http://nas.lan/')).toBe('http://nas.lan:80');
    expect(targetOrigin('http://[::1]:8080/x')).toBe('http://[::1]:8080');
  });
  it('has none for a page link, another scheme or nothing', () => {
    for (const address of ['/p/abc', 'rtsp://cam/h264', '', null, undefined]) expect(targetOrigin(address)).toBeNull();
  });
});

describe('integrationTargets', () => {
  it("counts a declared field's address and the link's addresses, first the field's", () => {
    const targets = integrationTargets(truenas, { appurl: 'https://nas.lan/' }, { linkUrl: 'http://dash.lan/', localUrl: null });
    expect(targets).toEqual({ origins: ['https://nas.lan:443', 'http://dash.lan:80'], primary: 'https://nas.lan:443' });
  });
  it('falls back to the link when the declared field is empty', () => {
    expect(integrationTargets(truenas, { appurl: '' }, { linkUrl: 'https://nas.lan/' })).toEqual({ origins: ['https://nas.lan:443'], primary: 'https://nas.lan:443' });
  });
  it('uses the address a field declares for when it is empty', () => {
    const targets = integrationTargets(github, {}, { linkUrl: 'https://github.com/acme/widgets' });
    expect(targets).toEqual({ origins: ['https://api.github.com:443', 'https://github.com:443'], primary: 'https://api.github.com:443' });
  });
  it('counts overrideurl and the local URL, and takes overrideurl first for the original format', () => {
    const fields = [field('overrideurl')];
    const targets = integrationTargets(fields, { overrideurl: 'http://svc.lan:81/' }, { linkUrl: 'https://a.lan/', localUrl: 'http://b.lan/' });
    expect(targets).toEqual({ origins: ['http://svc.lan:81', 'http://b.lan:80', 'https://a.lan:443'], primary: 'http://svc.lan:81' });
  });
  it('reads every address field of a package that declares none as a target', () => {
    const legacy = [field('statsurl', { type: 'url' })];
    expect(integrationTargets(legacy, { statsurl: 'http://stats.lan/' }, { linkUrl: 'http://app.lan/' })).toEqual({ origins: ['http://stats.lan:80', 'http://app.lan:80'], primary: 'http://stats.lan:80' });
  });
});

describe('sameTargets', () => {
  it('lends only while every address now called is one the secret was saved for', () => {
    expect(sameTargets(['https://a:443', 'https://b:443'], ['https://b:443'])).toBe(true);
    expect(sameTargets(['https://a:443'], ['https://a:443', 'https://c:443'])).toBe(false);
    expect(sameTargets(['https://a:443'], ['https://a:8443'])).toBe(false);
  });
});

describe('reachOf', () => {
  it("names the link and each target field, with the address it calls when empty", () => {
    expect(reachOf(github)).toEqual([{ kind: 'link' }, { kind: 'field', name: 'apiurl', label: 'API URL', whenEmpty: 'https://api.github.com/' }]);
    expect(reachOf([field('overrideurl')])).toEqual([{ kind: 'link' }]);
  });
});

describe('reachText', () => {
  it('says what a package reaches in one phrase', () => {
    expect(reachText(reachOf(truenas))).toBe("the link's address, and the address in “TrueNAS URL”");
    expect(reachText(reachOf(github))).toBe("the link's address, and the address in “API URL” (https://api.github.com/ when it is empty)");
    expect(reachText(reachOf([]))).toBe("the link's address");
  });
});
