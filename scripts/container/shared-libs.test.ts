import { describe, expect, it } from 'vitest';
import { isElf, parseLdd } from './shared-libs.mjs';

// Recorded from Debian 12: Node's official binary on amd64, sharp's addon (found through its
// RPATH), an arm64 addon, a static ffmpeg, and a library that is missing.
const nodeAmd64 = `\tlinux-vdso.so.1 (0x00007ffd5c3f2000)
\tlibdl.so.2 => /lib/x86_64-linux-gnu/libdl.so.2 (0x00007f0e3c3e0000)
\tlibstdc++.so.6 => /lib/x86_64-linux-gnu/libstdc++.so.6 (0x00007f0e3c000000)
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f0e3be1f000)
\t/lib64/ld-linux-x86-64.so.2 (0x00007f0e3c3f9000)
`;
const sharpAddon = `\tlinux-vdso.so.1 (0x00007fd35cd25000)
\tlibvips-cpp.so.8.18.7 => /src/node_modules/@img/sharp-linux-x64/lib/../../sharp-libvips-linux-x64/lib/libvips-cpp.so.8.18.7 (0x00007fd35b800000)
\tlibm.so.6 => /lib/x86_64-linux-gnu/libm.so.6 (0x00007fd35cbca000)
`;
const arm64 = `\tlinux-vdso.so.1 (0x0000ffff8f2f1000)
\tlibc.so.6 => /lib/aarch64-linux-gnu/libc.so.6 (0x0000ffff8f100000)
\t/lib/ld-linux-aarch64.so.1 (0x0000ffff8f2b4000)
`;

describe('parseLdd', () => {
  it("answers every library path and the loader, not the kernel's vDSO", () => {
    expect(parseLdd(nodeAmd64)).toEqual({
      paths: ['/lib/x86_64-linux-gnu/libdl.so.2', '/lib/x86_64-linux-gnu/libstdc++.so.6', '/lib/x86_64-linux-gnu/libc.so.6', '/lib64/ld-linux-x86-64.so.2'],
      missing: [],
    });
  });

  it("keeps each CPU's own library folders (nothing assumes x86_64)", () => {
    expect(parseLdd(arm64).paths).toEqual(['/lib/aarch64-linux-gnu/libc.so.6', '/lib/ld-linux-aarch64.so.1']);
  });

  it('answers libraries found through an RPATH as ldd spelled them', () => {
    expect(parseLdd(sharpAddon).paths[0]).toBe('/src/node_modules/@img/sharp-linux-x64/lib/../../sharp-libvips-linux-x64/lib/libvips-cpp.so.8.18.7');
  });

  it('answers nothing for a static executable', () => {
    expect(parseLdd('\tnot a dynamic executable\n')).toEqual({ paths: [], missing: [] });
    expect(parseLdd('\tstatically linked\n')).toEqual({ paths: [], missing: [] });
  });

  it('names the libraries that are not found', () => {
    expect(parseLdd('\tlibvips-cpp.so.42 => not found\n\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x1)\n')).toEqual({ paths: ['/lib/x86_64-linux-gnu/libc.so.6'], missing: ['libvips-cpp.so.42'] });
  });
});

describe('isElf', () => {
  it('knows an ELF header from a script', () => {
    expect(isElf(Uint8Array.from([0x7f, 0x45, 0x4c, 0x46]))).toBe(true);
    expect(isElf(Buffer.from('#!/u'))).toBe(false);
    expect(isElf(Uint8Array.from([0x7f]))).toBe(false);
  });
});
