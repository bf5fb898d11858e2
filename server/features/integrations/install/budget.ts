const MiB = 1024 * 1024;

/**
 * Every bound the installer holds outside input to, in one place (issue 38 item 5): what a
 * download may take (bytes, time, how many at once), what an archive may unpack to (bytes,
 * entries, per-file size, inflation ratio, path shape) and how long a blocked rename is retried.
 * A hostile registry or catalogue meets these before the server's memory, disk or event loop.
 */
export interface InstallBudget {
  downloads: {
    /**
     * Downloads in flight across the whole server, the others waiting their turn: from the npm
     * registry, and from the catalogue (apart, so the install screen never waits behind tarballs).
     */
    inFlight: { registry: number; catalogue: number };
    /** No answer (status line and headers) within this: the host counts as unreachable. */
    answerMs: number;
    packument: DownloadBound;
    tarball: DownloadBound;
    catalogue: DownloadBound;
    zip: DownloadBound;
  };
  dependencies: {
    maxPackages: number;
    /** Registry metadata one install may read in all (each packument counted as downloaded). */
    maxMetadataBytes: number;
    /** One whole dependency install, every download and unpack included. */
    deadlineMs: number;
    /** Dependency installs running at once; the others wait their turn. */
    concurrent: number;
  };
  /** The npm tarballs of one install, together. */
  tarballs: UnpackBound;
  /** One integration ZIP. */
  zip: UnpackBound;
  paths: PathBound;
  /** Waits between attempts of a rename that another program blocks (Windows: antivirus). */
  renameRetryMs: readonly number[];
}

export interface DownloadBound {
  maxBytes: number;
  /** The whole request, connection to last byte: a trickling answer ends here too. */
  deadlineMs: number;
}

export interface UnpackBound {
  maxEntries: number;
  /** Bytes unpacked in all, counted as they come out of the decompressor. */
  maxBytes: number;
  maxFileBytes: number;
  /** Unpacked bytes per compressed byte read, checked once `ratioFromBytes` have come out. */
  maxRatio: number;
  ratioFromBytes: number;
}

export interface PathBound {
  /** Folders and file name, after the archive's top folder. */
  maxDepth: number;
  /** One name, in UTF-8 bytes (most file systems stop at 255). */
  maxNameBytes: number;
  maxPathBytes: number;
}

export const installBudget: InstallBudget = {
  downloads: {
    inFlight: { registry: 4, catalogue: 2 },
    answerMs: 15_000,
    // npm's abbreviated metadata for popular packages is well under 8 MB; the full documents
    // with every readme are what grow past it.
    packument: { maxBytes: 8 * MiB, deadlineMs: 30_000 },
    tarball: { maxBytes: 50 * MiB, deadlineMs: 120_000 },
    catalogue: { maxBytes: 2 * MiB, deadlineMs: 10_000 },
    zip: { maxBytes: 10 * MiB, deadlineMs: 60_000 },
  },
  dependencies: { maxPackages: 1000, maxMetadataBytes: 32 * MiB, deadlineMs: 10 * 60_000, concurrent: 2 },
  tarballs: { maxEntries: 10_000, maxBytes: 200 * MiB, maxFileBytes: 64 * MiB, maxRatio: 100, ratioFromBytes: 4 * MiB },
  zip: { maxEntries: 2000, maxBytes: 50 * MiB, maxFileBytes: 25 * MiB, maxRatio: 100, ratioFromBytes: 1 * MiB },
  paths: { maxDepth: 32, maxNameBytes: 255, maxPathBytes: 1024 },
  renameRetryMs: [100, 250, 500, 1000, 2000],
};

/** Bytes as the messages give them: whole MB. */
export const inMB = (bytes: number) => Math.round(bytes / MiB);
