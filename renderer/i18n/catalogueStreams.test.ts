import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.js';
import { messages } from '../../shared/messages.js';
import type { CameraStatus } from '../../shared/contracts/stream-status.js';
import { describeState } from '../features/streams/CameraStateChip.js';
import { translateWith } from './messages/translate.js';
import de from './locales/de.json';
import ja from './locales/ja.json';

// Stream Hub's and the error pages' texts came out of the code into en.json: English must read
// exactly as the screens showed it (the spec's texts), which these hold against the former literals.
const t = i18n.getFixedT('en');

const status = (over: Partial<CameraStatus>): CameraStatus =>
  ({ listingId: 'a', state: 'unknown', reason: null, viewers: 0, ...over }) as CameraStatus;

describe('the en catalogue for Stream Hub and the error pages', () => {
  it("holds the camera states as the manage list said them", () => {
    const say = (s: CameraStatus | undefined, checking = false) => describeState(t, s, checking).text;
    expect(say(undefined, true)).toBe('Checking…');
    expect(say(undefined)).toBe('Not checked yet');
    expect(say(status({ state: 'live', viewers: 1 }))).toBe('Live · 1 watching');
    expect(say(status({ state: 'live', viewers: 3 }))).toBe('Live · 3 watching');
    expect(say(status({ state: 'connecting' }))).toBe('Connecting…');
    expect(say(status({ state: 'retrying', reason: null }))).toBe('Not reachable · trying again');
    expect(say(status({ state: 'retrying', reason: messages.cameraNoAnswer }))).toBe(`${messages.cameraNoAnswer} · trying again`);
    expect(say(status({ state: 'reachable' }))).toBe('Reachable');
    expect(say(status({ state: 'unreachable', reason: messages.cameraLoginRefused }))).toBe(messages.cameraLoginRefused);
  });

  it('composes titles, labels and the save toast as before', () => {
    expect(t('streams.hub.folderTitle', { hub: messages.streamTitle, folder: 'Garden' })).toBe(`${messages.streamTitle}: Garden`);
    expect(t('streams.editor.savedFound', { found: 'H.264 320x240, 15 fps' })).toBe(`${messages.streamSaved} H.264 320x240, 15 fps`);
    expect(t('streams.player.liveVideo', { name: 'Porch' })).toBe('Live video: Porch');
    expect(t('streams.card.play', { name: 'Porch' })).toBe('Play Porch');
    expect(t('streams.card.fullscreen', { name: 'Porch' })).toBe('Fullscreen: Porch');
    expect(t('streams.manage.checkNamed', { name: 'Porch' })).toBe('Check Porch');
    expect(t('streams.quick.label', { name: 'Porch' })).toBe('Quick preview: Porch');
  });

  it('keeps the error pages word for word', () => {
    expect(t('errors.notFound.title')).toBe('Page not found');
    expect(t('errors.network.title')).toBe('Oops! Can not connect');
    expect(t('errors.network.text')).toBe('Unable to connect to the backend API');
    expect(t('errors.client.title')).toBe('Oops! Some error occurred.');
    expect(t('errors.database.title')).toBe('Database Connection Failed');
    expect(t('errors.goHome')).toBe('Go to Homepage');
  });
});

describe("a camera's reason in another language", () => {
  it("reads the server's fixed words whole, and keeps other details as they came", () => {
    expect(translateWith(messages.cameraNotReachable('connection refused'), 'de', de.messages)).toBe(de.messages.cameraNotReachable_refused);
    expect(translateWith(messages.cameraNotReachable('unknown host name'), 'ja', ja.messages)).toBe(ja.messages.cameraNotReachable_unknownHost);
    expect(translateWith(messages.cameraNoAnswer, 'de', de.messages)).toBe(de.messages.cameraNoAnswer);
    expect(translateWith(messages.cameraNotReachable('odd words'), 'de', de.messages)).toBe(de.messages.cameraNotReachable.replace('{{0}}', 'odd words'));
    expect(translateWith(messages.streamTooManyForUser(4), 'de', de.messages)).toBe(de.messages.streamTooManyForUser.replace('{{0}}', '4'));
    expect(translateWith(messages.cameraSilent, 'ja', ja.messages)).toBe(ja.messages.cameraSilent);
  });
});
