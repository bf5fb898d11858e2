// The two home-lab packages ship no types; only the calls Hearth makes are declared.
declare module 'ping' {
  interface ProbeConfig {
    timeout?: number | false;
    min_reply?: number;
    deadline?: number | false;
    extra?: string[];
  }
  interface ProbeResult {
    alive: boolean;
    time: number | 'unknown';
  }
  const ping: { promise: { probe(host: string, config?: ProbeConfig): Promise<ProbeResult> } };
  export default ping;
}

declare module 'wake_on_lan' {
  interface WakeOptions {
    address?: string;
    port?: number;
    num_packets?: number;
    interval?: number;
  }
  const wol: { wake(mac: string, options: WakeOptions, callback: (error?: Error) => void): void };
  export default wol;
}

// The ping package's per-OS argument builders, which ping-args.test.ts runs to see the command.
declare module 'ping/lib/builder/factory.js' {
  const factory: { createBuilder(platform: string): { getCommandArguments(target: string, config: object): string[] } };
  export default factory;
}
