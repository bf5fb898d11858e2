import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { RingBuffer, ffmpegBinary, ffmpegFallbackPackage, timestampJumpBack } from './ffmpeg.js';
import { relayArgs } from './relay.js';

describe("reading ffmpeg's reports of a camera clock that went back", () => {
  it('answers the largest jump back in seconds of the 90 kHz clock', () => {
    const text = [
      '[mpegts @ 0x2bc6b6c0] Non-monotonous DTS in output stream 0:0; previous: 738000, current: 18000; changing to 738001. This may result in incorrect timestamps in the output file.',
      '[mpegts @ 0x2bc6b6c0] Non-monotonous DTS in output stream 0:0; previous: 738001, current: 21600; changing to 738002. This may result',
    ].join('\n');
    expect(timestampJumpBack(text)).toBeCloseTo(8.0, 3);
  });

  it("reads newer builds' wording and the one-tick nudges at the start", () => {
    expect(timestampJumpBack('Non-monotonic DTS in output stream 0:0; previous: 180000, current: 90000; changing to 180001.')).toBeCloseTo(1, 5);
    expect(timestampJumpBack('Non-monotonous DTS in output stream 0:0; previous: 0, current: 0; changing to 1.')).toBe(0);
  });

  it('reads nothing from a line cut short between two chunks', () => {
    expect(timestampJumpBack('Non-monotonous DTS in output stream 0:0; previous: 1800001, current: 18')).toBeNull();
    expect(timestampJumpBack('00001; changing to 1800002. This may result in incorrect timestamps')).toBeNull();
  });

  it('answers null for other warnings', () => {
    expect(timestampJumpBack('[rtsp @ 0x1] Stream #0: not enough frames to estimate rate; consider increasing probesize')).toBeNull();
    expect(timestampJumpBack('')).toBeNull();
  });
});

describe('the stderr ring buffer', () => {
  it('keeps the last lines, joined across chunks', () => {
    const ring = new RingBuffer(2);
    ring.push(Buffer.from('one\ntw'));
    ring.push(Buffer.from('o\nthree\nfour'));
    expect(ring.text()).toBe('two\nthree\nfour');
  });
});

describe("a relay's ffmpeg command line", () => {
  const url = 'rtsp://user:secret@127.0.0.1:8554/h264';

  it('reads the camera over TCP, with only the camera protocols allowed, before the input', () => {
    const args = relayArgs(url, 'remux');
    const input = args.indexOf('-i');
    expect(args[input + 1]).toBe(url);
    expect(args.slice(0, input).join(' ')).toContain('-rtsp_transport tcp');
    expect(args[args.indexOf('-protocol_whitelist') + 1]).toBe('rtsp,rtsps,rtp,srtp,tcp,udp,tls');
    expect(args.indexOf('-protocol_whitelist')).toBeLessThan(input);
  });

  it('copies the video on the remux path and bounds the MPEG-1 transcode for jsmpeg', () => {
    const remux = relayArgs(url, 'remux').join(' ');
    expect(remux).toContain('-c:v copy');
    expect(remux).toMatch(/-f mpegts .*pipe:1$/);
    const jsmpeg = relayArgs(url, 'jsmpeg').join(' ');
    expect(jsmpeg).toContain('-c:v mpeg1video');
    expect(jsmpeg).toContain('-maxrate 1000k');
    expect(jsmpeg).toContain("scale='min(960,iw)':-2");
  });
});

describe('which ffmpeg runs', () => {
  it("runs the unpacked copy of the installer's binary in a packaged app, on every OS", () => {
    expect(ffmpegBinary('/opt/Hearth/resources/app.asar/node_modules/@ffmpeg-installer/linux-x64/ffmpeg', undefined, path.posix)).toBe(
      '/opt/Hearth/resources/app.asar.unpacked/node_modules/@ffmpeg-installer/linux-x64/ffmpeg',
    );
    expect(ffmpegBinary('/Applications/Hearth.app/Contents/Resources/app.asar/node_modules/@ffmpeg-installer/darwin-arm64/ffmpeg', undefined, path.posix)).toContain('/app.asar.unpacked/');
    expect(ffmpegBinary('C:\\Hearth\\resources\\app.asar\\node_modules\\@ffmpeg-installer\\win32-x64\\ffmpeg.exe', undefined, path.win32)).toBe(
      'C:\\Hearth\\resources\\app.asar.unpacked\\node_modules\\@ffmpeg-installer\\win32-x64\\ffmpeg.exe',
    );
  });

  it('runs it where it is outside an archive, and HEARTH_FFMPEG over anything', () => {
    expect(ffmpegBinary('/src/node_modules/@ffmpeg-installer/linux-x64/ffmpeg', undefined, path.posix)).toBe('/src/node_modules/@ffmpeg-installer/linux-x64/ffmpeg');
    expect(ffmpegBinary('/r/app.asar/x/ffmpeg', '/usr/bin/ffmpeg', path.posix)).toBe('/usr/bin/ffmpeg');
    expect(ffmpegBinary('/r/app.asar/x/ffmpeg', '  ', path.posix)).toBe('/r/app.asar.unpacked/x/ffmpeg');
  });

  it("runs the x64 ffmpeg on Windows on Arm (Windows 11 emulates it; there is no win32-arm64 build), and the installer's own choice elsewhere", () => {
    expect(ffmpegFallbackPackage('win32', 'arm64')).toBe('@ffmpeg-installer/win32-x64');
    for (const [platform, arch] of [['win32', 'x64'], ['linux', 'arm64'], ['darwin', 'arm64'], ['linux', 'x64']] as const) expect(ffmpegFallbackPackage(platform, arch)).toBeNull();
  });
});
