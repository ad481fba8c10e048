import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { landingPlansFile, landingPlansJson } from './write-landing-plans.ts';

describe('the plans prerendered into the landing page', () => {
  it('are the catalogue the server charges from', () => {
    expect(
      readFileSync(landingPlansFile, 'utf8'),
      'The landing page would show other prices than the server charges: run `pnpm --filter @mocktest/core codegen`.',
    ).toBe(landingPlansJson());
  });
});
