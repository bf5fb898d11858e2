import { describe, expect, it } from 'vitest';
import { dockerSocketRequestSchema, type ContainerStats } from '../../../shared/contracts/docker.js';
import { appendLines, mergeStats, parseSocketMessage, statsRequest, withoutOverlap } from './liveMessages.js';

const stats = (id: string, cpu: number): ContainerStats => ({ host: 'h1', id, cpuPercent: cpu, memoryBytes: 1, memoryLimitBytes: 2, rxBytes: 3, txBytes: 4, at: '2030-01-01T00:00:00Z' });

describe('the containers socket, as the screen reads it', () => {
  it('reads the four kinds of frame and ignores anything else', () => {
    expect(parseSocketMessage('{"type":"stats","items":[]}')).toEqual({ type: 'stats', items: [] });
    expect(parseSocketMessage('{"type":"logs-end","host":"h","id":"c","message":"The log stream ended."}')?.type).toBe('logs-end');
    expect(parseSocketMessage('{"type":"other"}')).toBeNull();
    expect(parseSocketMessage('not json')).toBeNull();
    expect(parseSocketMessage('null')).toBeNull();
  });

  it('keeps the newest figures per host and container', () => {
    const first = mergeStats({}, [stats('a', 1), stats('b', 2)]);
    const second = mergeStats(first, [stats('a', 5)]);
    expect(second['h1/a']?.cpuPercent).toBe(5);
    expect(second['h1/b']?.cpuPercent).toBe(2);
    expect(first['h1/a']?.cpuPercent).toBe(1);
  });

  it('keeps only the last lines of a long tail', () => {
    const line = (n: number) => ({ stream: 'stdout' as const, text: String(n) });
    const kept = appendLines([line(1), line(2)], [line(3), line(4)], 3);
    expect(kept.map((l) => l.text)).toEqual(['2', '3', '4']);
  });

  it('asks for stats in the shape the server checks', () => {
    const sent: unknown = JSON.parse(statsRequest([{ host: 'h1', id: 'abc' }]));
    expect(dockerSocketRequestSchema.parse(sent)).toEqual({ type: 'stats', containers: [{ host: 'h1', id: 'abc' }] });
  });

  it('drops the lines a resumed stream repeats, and nothing else', () => {
    const line = (text: string) => ({ stream: 'stdout' as const, text });
    expect(withoutOverlap([line('a'), line('b'), line('c')], [line('b'), line('c'), line('d')])).toEqual([line('d')]);
    expect(withoutOverlap([line('a')], [line('b')])).toEqual([line('b')]);
    expect(withoutOverlap([], [line('a')])).toEqual([line('a')]);
    expect(withoutOverlap([line('x')], [{ stream: 'stderr', text: 'x' }])).toEqual([{ stream: 'stderr', text: 'x' }]);
  });
});
