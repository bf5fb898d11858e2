import { describe, expect, it } from 'vitest';
import {
  previewMenuModel,
  previewTargetsFrom,
  signInToPreview,
  signInToWake,
  wakeMenuModel,
  wakeOutcome,
  wakeTargetsFrom,
} from './tray-submenus.js';

describe('wakeMenuModel', () => {
  it('says to sign in, disabled, when nobody is signed in', () => {
    expect(wakeMenuModel({ status: 'signed-out' })).toEqual([{ kind: 'info', label: signInToWake }]);
    expect(signInToWake).toBe('Sign in to wake devices');
  });

  it('lists each wake-capable device as a pick, in order', () => {
    const targets = [
      { id: 'a', name: 'NAS' },
      { id: 'b', name: 'Gaming PC' },
    ];
    expect(wakeMenuModel({ status: 'ready', targets })).toEqual([
      { kind: 'pick', label: 'NAS', target: targets[0] },
      { kind: 'pick', label: 'Gaming PC', target: targets[1] },
    ]);
  });

  it('says so when the account has no wake-capable device, is loading or failed', () => {
    expect(wakeMenuModel({ status: 'ready', targets: [] })).toEqual([{ kind: 'info', label: 'No devices with wake-on-LAN' }]);
    expect(wakeMenuModel({ status: 'loading' })).toEqual([{ kind: 'info', label: 'Loading…' }]);
    expect(wakeMenuModel({ status: 'failed' })).toEqual([{ kind: 'info', label: 'Could not load the list' }]);
  });

  it('caps a long list at 20 items', () => {
    const targets = Array.from({ length: 30 }, (_, i) => ({ id: `d${i}`, name: `Device ${i}` }));
    const items = wakeMenuModel({ status: 'ready', targets });
    expect(items).toHaveLength(20);
    expect(items[19]).toMatchObject({ label: 'Device 19' });
  });
});

describe('previewMenuModel', () => {
  it('says to sign in when nobody is, and lists cameras otherwise', () => {
    expect(previewMenuModel({ status: 'signed-out' })).toEqual([{ kind: 'info', label: signInToPreview }]);
    const camera = { listingId: 'l1', name: 'Porch' };
    expect(previewMenuModel({ status: 'ready', targets: [camera] })).toEqual([{ kind: 'pick', label: 'Porch', target: camera }]);
    expect(previewMenuModel({ status: 'ready', targets: [] })).toEqual([{ kind: 'info', label: 'No cameras yet' }]);
  });
});

describe('wakeTargetsFrom', () => {
  it('keeps only devices with supportsWol true and an id, from message.items', () => {
    const body = {
      error: false,
      message: {
        items: [
          { _id: 'a', deviceName: 'NAS', supportsWol: true },
          { _id: 'b', deviceName: 'Printer', supportsWol: false },
          { _id: 'c', deviceName: 'Odd', supportsWol: 'true' },
          { deviceName: 'No id', supportsWol: true },
          { _id: 'd', deviceName: '', supportsWol: true },
          null,
        ],
      },
    };
    expect(wakeTargetsFrom(body)).toEqual([
      { id: 'a', name: 'NAS' },
      { id: 'd', name: 'Unnamed device' },
    ]);
  });

  it('accepts a bare array in message and ignores malformed answers', () => {
    expect(wakeTargetsFrom({ message: [{ _id: 'a', deviceName: 'NAS', supportsWol: true }] })).toEqual([{ id: 'a', name: 'NAS' }]);
    expect(wakeTargetsFrom(null)).toEqual([]);
    expect(wakeTargetsFrom({ message: 'nope' })).toEqual([]);
  });
});

describe('previewTargetsFrom', () => {
  it('reads the id and listingName of each stream', () => {
    const body = { message: { items: [{ _id: 's1', listingName: 'Porch' }, { _id: 's2' }, { listingName: 'no id' }], parentFolder: null } };
    expect(previewTargetsFrom(body)).toEqual([
      { listingId: 's1', name: 'Porch' },
      { listingId: 's2', name: 'Camera' },
    ]);
  });
});

describe('wakeOutcome', () => {
  it("shows the server's message for success and failure", () => {
    expect(wakeOutcome(200, { error: false, message: 'Magic packet sent to NAS' })).toEqual({
      title: 'Wake-on-LAN sent',
      body: 'Magic packet sent to NAS',
    });
    expect(wakeOutcome(400, { error: true, message: 'This device does not support wake-on-LAN' })).toEqual({
      title: 'Wake-on-LAN failed',
      body: 'This device does not support wake-on-LAN',
    });
  });

  it('falls back to the status when the answer has no message', () => {
    expect(wakeOutcome(502, null)).toEqual({ title: 'Wake-on-LAN failed', body: 'The server answered 502.' });
  });
});
