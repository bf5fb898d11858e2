/** The parts of one /containers/{id}/stats sample Hearth reads. */
export interface StatsSample {
  read?: string;
  cpu_stats?: { cpu_usage?: { total_usage?: number }; system_cpu_usage?: number; online_cpus?: number };
  memory_stats?: { usage?: number; limit?: number; stats?: { inactive_file?: number; total_inactive_file?: number; cache?: number } };
  networks?: Record<string, { rx_bytes?: number; tx_bytes?: number }>;
}

export interface StatsFigures {
  cpuPercent: number | null;
  memoryBytes: number;
  memoryLimitBytes: number;
  rxBytes: number;
  txBytes: number;
  /** What the next sample's CPU share is measured against. */
  cpu: { total: number; system: number } | null;
}

/**
 * Figures from a one-shot sample and the one before it (Hearth polls with one-shot, so the
 * engine's own precpu_stats is empty): CPU as the Docker CLI computes it (container time over
 * system time, times the CPUs), memory without the page cache as `docker stats` shows it.
 */
export function statsFigures(sample: StatsSample, previous: { total: number; system: number } | null): StatsFigures {
  const total = sample.cpu_stats?.cpu_usage?.total_usage;
  const system = sample.cpu_stats?.system_cpu_usage;
  const cpu = typeof total === 'number' && typeof system === 'number' ? { total, system } : null;
  let cpuPercent: number | null = null;
  if (cpu && previous && cpu.system > previous.system && cpu.total >= previous.total) {
    const cpus = sample.cpu_stats?.online_cpus ?? 1;
    cpuPercent = Math.round(((cpu.total - previous.total) / (cpu.system - previous.system)) * cpus * 10_000) / 100;
  }
  const memory = sample.memory_stats ?? {};
  const cache = memory.stats?.inactive_file ?? memory.stats?.total_inactive_file ?? memory.stats?.cache ?? 0;
  let rxBytes = 0;
  let txBytes = 0;
  for (const net of Object.values(sample.networks ?? {})) {
    rxBytes += net.rx_bytes ?? 0;
    txBytes += net.tx_bytes ?? 0;
  }
  return { cpuPercent, memoryBytes: Math.max(0, (memory.usage ?? 0) - cache), memoryLimitBytes: memory.limit ?? 0, rxBytes, txBytes, cpu };
}
