import { describe, expect, it } from 'vitest';
import { isAppUrl, isPermissionAllowed, isSafeExternalUrl, navigationVerdict } from './trusted-url.js';

const origin = 'http://127.0.0.1:7420';

describe('isAppUrl', () => {
  it('accepts any path, query or hash on the app origin', () => {
    expect(isAppUrl('http://127.0.0.1:7420/', origin)).toBe(true);
    expect(isAppUrl('http://127.0.0.1:7420/setup?code=abc#x', origin)).toBe(true);
    expect(isAppUrl('http://127.0.0.1:7420', 'http://127.0.0.1:7420/some/page')).toBe(true);
  });

  it('rejects another port, host or scheme', () => {
    expect(isAppUrl('http://127.0.0.1:7421/', origin)).toBe(false);
    expect(isAppUrl('http://localhost:7420/', origin)).toBe(false);
    expect(isAppUrl('https://127.0.0.1:7420/', origin)).toBe(false);
    expect(isAppUrl('http://127.0.0.1.evil.example:7420/', origin)).toBe(false);
  });

  it('rejects look-alikes that only share a prefix', () => {
    expect(isAppUrl('http://127.0.0.1:74200/', origin)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:7420@evil.example/', origin)).toBe(false);
  });

  it('rejects schemes without an origin and unparsable input', () => {
    expect(isAppUrl('file:///etc/passwd', 'file:///')).toBe(false);
    expect(isAppUrl('data:text/html,hi', origin)).toBe(false);
    expect(isAppUrl('not a url', origin)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:7420/', 'not a url')).toBe(false);
  });
});

describe('isSafeExternalUrl', () => {
  it('allows http, https and mailto links', () => {
    expect(isSafeExternalUrl('https://github.com/')).toBe(true);
    expect(isSafeExternalUrl('http://192.168.1.10:8080/admin')).toBe(true);
    expect(isSafeExternalUrl('mailto:someone@example.com')).toBe(true);
  });

  it('refuses schemes that can start local programs or read local files', () => {
    for (const url of [
      'file:///C:/Windows/System32/calc.exe',
      'smb://server/share',
      'javascript:alert(1)',
      'ms-settings:privacy',
      'vscode://file/etc/passwd',
      'data:text/html,<script>1</script>',
    ]) {
      expect(isSafeExternalUrl(url), url).toBe(false);
    }
  });

  it('refuses empty and unparsable links', () => {
    expect(isSafeExternalUrl('mailto:')).toBe(false);
    expect(isSafeExternalUrl('')).toBe(false);
    expect(isSafeExternalUrl('https://')).toBe(false);
  });
});

describe('navigationVerdict', () => {
  it('keeps the app origin in the window', () => {
    expect(navigationVerdict('http://127.0.0.1:7420/settings', origin)).toBe('allow');
  });

  it('sends outside web links to the system browser', () => {
    expect(navigationVerdict('https://example.com/', origin)).toBe('open-externally');
  });

  it('blocks everything else', () => {
    expect(navigationVerdict('file:///etc/passwd', origin)).toBe('block');
  });
});

describe('isPermissionAllowed', () => {
  it('grants the clipboard, full screen and notifications (wake and stream events) to Hearth itself', () => {
    for (const permission of ['clipboard-sanitized-write', 'clipboard-read', 'fullscreen', 'notifications']) {
      expect(isPermissionAllowed(permission, 'http://127.0.0.1:7420/apps', origin), permission).toBe(true);
    }
  });

  it('grants the webcam when the page asks for video only', () => {
    expect(isPermissionAllowed('media', 'http://127.0.0.1:7420/totp', origin, { mediaTypes: ['video'] })).toBe(true);
    expect(isPermissionAllowed('media', 'http://127.0.0.1:7420/totp', origin, { mediaType: 'video' })).toBe(true);
  });

  it('never grants the microphone, nor a media request that names no device', () => {
    expect(isPermissionAllowed('media', 'http://127.0.0.1:7420/', origin, { mediaTypes: ['video', 'audio'] })).toBe(false);
    expect(isPermissionAllowed('media', 'http://127.0.0.1:7420/', origin, { mediaTypes: ['audio'] })).toBe(false);
    expect(isPermissionAllowed('media', 'http://127.0.0.1:7420/', origin, { mediaTypes: [] })).toBe(false);
    expect(isPermissionAllowed('media', 'http://127.0.0.1:7420/', origin, { mediaType: 'audio' })).toBe(false);
    expect(isPermissionAllowed('media', 'http://127.0.0.1:7420/', origin, { mediaType: 'unknown' })).toBe(false);
    expect(isPermissionAllowed('media', 'http://127.0.0.1:7420/', origin)).toBe(false);
  });

  it('refuses the webcam to other origins', () => {
    expect(isPermissionAllowed('media', 'http://192.168.1.9:7420/', origin, { mediaTypes: ['video'] })).toBe(false);
  });

  it('refuses other permissions even to Hearth', () => {
    for (const permission of ['geolocation', 'openExternal', 'hid', 'serial', 'usb', 'midiSysex']) {
      expect(isPermissionAllowed(permission, 'http://127.0.0.1:7420/', origin), permission).toBe(false);
    }
  });

  it('refuses everything to other origins', () => {
    expect(isPermissionAllowed('clipboard-read', 'https://example.com/', origin)).toBe(false);
  });
});
