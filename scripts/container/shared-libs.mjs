// @ts-check
// The shared libraries an ELF file loads, read from `ldd`'s answer: the container image has no
// distribution underneath, so it carries exactly the libraries its programs load, at the paths
// ldd resolved them to (lib/x86_64-linux-gnu, lib/aarch64-linux-gnu, …: whatever the build
// runs on). Pure, so the parsing is tested on recorded answers (shared-libs.test.ts).

/** Whether the first bytes of a file are an ELF header. */
export function isElf(head) {
  return head.length >= 4 && head[0] === 0x7f && head[1] === 0x45 && head[2] === 0x4c && head[3] === 0x46;
}

/**
 * The absolute paths in ldd's answer for one file (the loader included, the kernel's vDSO not),
 * and the libraries it could not find.
 * @param {string} output  ldd's stdout
 * @returns {{ paths: string[], missing: string[] }}
 */
export function parseLdd(output) {
  /** @type {string[]} */
  const paths = [];
  /** @type {string[]} */
  const missing = [];
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    if (!line || /statically linked|not a dynamic executable/.test(line)) continue;
    const arrow = /^(\S+) => (.+?)(?: \(0x[0-9a-f]+\))?$/.exec(line);
    if (arrow) {
      const [, name = '', target = ''] = arrow;
      if (target === 'not found') missing.push(name);
      else if (target.startsWith('/')) paths.push(target);
      continue;
    }
    // The loader (`/lib64/ld-linux-x86-64.so.2 (0x…)`); `linux-vdso.so.1 (0x…)` is the kernel's.
    const bare = /^(\/\S+)(?: \(0x[0-9a-f]+\))?$/.exec(line);
    if (bare?.[1]) paths.push(bare[1]);
  }
  return { paths, missing };
}
