import { describe, expect, it } from 'vitest';
import { chartRange, coincidenceOffsets, markerPath, seriesStyle, ticks } from './chart-geometry';

describe('seriesStyle', () => {
  it('gives the first eight lines each its own colour, dash pattern and marker shape', () => {
    const styles = Array.from({ length: 8 }, (_, index) => seriesStyle(index));
    expect(new Set(styles.map((style) => style.color)).size).toBe(8);
    expect(new Set(styles.map((style) => style.dash ?? 'solid')).size).toBe(8);
    expect(new Set(styles.map((style) => style.marker)).size).toBe(8);
    expect(seriesStyle(8)).toEqual(seriesStyle(0));
  });

  it('draws every marker as a closed path around its centre', () => {
    for (let index = 0; index < 8; index++) {
      const path = markerPath(seriesStyle(index).marker, 50, 50, 4.5);
      expect(path).toMatch(/^M.* Z$/);
      const numbers = (path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
      expect(numbers.every((value) => Number.isFinite(value))).toBe(true);
    }
  });
});

describe('chartRange', () => {
  it('frames the scores and the target with a step of room, inside the exam range', () => {
    expect(chartRange([5, 6, 7], 7, { min: 0, max: 9 })).toEqual({ min: 4, max: 8 });
    expect(chartRange([4, 8], null, { min: 0, max: 9 })).toEqual({ min: 3, max: 9 });
    expect(chartRange([380, 420], 450, { min: 0, max: 500 })).toEqual({ min: 300, max: 500 });
  });

  it('stretches to take in a target above or below every score', () => {
    expect(chartRange([5, 5.5], 8.5, { min: 0, max: 9 })).toEqual({ min: 4, max: 9 });
    expect(chartRange([7, 8], 3, { min: 0, max: 9 })).toEqual({ min: 2, max: 9 });
    const range = chartRange([60], 85, { min: 10, max: 90 });
    expect(range.min).toBeLessThanOrEqual(60);
    expect(range.max).toBeGreaterThanOrEqual(85);
  });

  it('is at least four steps tall and falls back to the exam range without values', () => {
    expect(chartRange([6], null, { min: 0, max: 9 })).toEqual({ min: 4, max: 8 });
    expect(chartRange([9], null, { min: 0, max: 9 })).toEqual({ min: 5, max: 9 });
    expect(chartRange([null], null, { min: 1, max: 6 })).toEqual({ min: 1, max: 6 });
  });
});

describe('ticks', () => {
  it('names whole steps, about six at most', () => {
    expect(ticks(4, 8)).toEqual([4, 5, 6, 7, 8]);
    expect(ticks(0, 9)).toEqual([0, 2, 4, 6, 8]);
    expect(ticks(0, 100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(ticks(300, 500)).toEqual([300, 350, 400, 450, 500]);
  });
});

describe('coincidenceOffsets', () => {
  it('fans out lines that share a value at a test, leaving lone points where they are', () => {
    expect(
      coincidenceOffsets([
        [5, 6, 7],
        [5, 7, 7],
        [4, 6, 7],
      ]),
    ).toEqual([
      [-3.5, -3.5, -7],
      [3.5, 0, 0],
      [0, 3.5, 7],
    ]);
  });

  it('keeps many equal lines within four gaps of their value and skips missing points', () => {
    const offsets = coincidenceOffsets(Array.from({ length: 9 }, () => [6, null]));
    expect(Math.min(...offsets.map((row) => row[0] ?? 0))).toBe(-14);
    expect(Math.max(...offsets.map((row) => row[0] ?? 0))).toBe(14);
    expect(offsets.every((row) => row[1] === 0)).toBe(true);
  });
});
