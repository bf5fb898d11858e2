import autocannon from 'autocannon';

export interface LoadResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadShape {
  connections: number;
  seconds: number;
}

/** A bounded load run against one loopback URL: fixed connections and duration (10 for 4 s by default). */
export async function load(url: string, headers: Record<string, string> = {}, shape: LoadShape = { connections: 10, seconds: 4 }): Promise<LoadResult> {
  if (!url.startsWith('http://127.')) throw new Error(`refusing to load a non-loopback URL: ${url}`);
  const result = await autocannon({ url, connections: shape.connections, duration: shape.seconds, headers });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
