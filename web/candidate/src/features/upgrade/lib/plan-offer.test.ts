import { toeflKey } from '@mocktest/web-shared/format';
import { describe, expect, test } from 'vitest';
import { initialCourse, isOffered, preselectedPlanKey } from './plan-offer';

const plans = [
  { key: 'bronze', level: 1 },
  { key: 'silver', level: 2 },
  { key: 'gold', level: 3 },
];

describe('which plans a candidate may choose', () => {
  test('without a plan every plan is on offer', () => {
    expect(plans.filter((plan) => isOffered(plan.level, 0)).map((plan) => plan.key)).toEqual([
      'bronze',
      'silver',
      'gold',
    ]);
  });

  test('a Silver subscriber is offered only Gold', () => {
    expect(plans.filter((plan) => isOffered(plan.level, 2)).map((plan) => plan.key)).toEqual(['gold']);
  });

  test('a Gold subscriber is offered nothing', () => {
    expect(plans.filter((plan) => isOffered(plan.level, 3))).toEqual([]);
  });
});

describe('the course the dropdown starts on', () => {
  test('is the target exam from the profile', () => {
    expect(initialCourse('IELTSAcademic', ['OETNurses', 'IELTSAcademic'])).toBe('IELTSAcademic');
  });

  test('is OET-Nurses without one, or when the target exam is not offered', () => {
    expect(initialCourse(null, ['OETNurses', 'PTE'])).toBe('OETNurses');
    expect(initialCourse(toeflKey, ['OETNurses', 'PTE'])).toBe('OETNurses');
  });
});

describe('the plan picked on the landing page', () => {
  test('is preselected while it is on offer', () => {
    expect(preselectedPlanKey('silver', plans, 0)).toBe('silver');
    expect(preselectedPlanKey('gold', plans, 2)).toBe('gold');
  });

  test('is ignored once the candidate holds it or a higher plan, or when nothing (or nonsense) is stored', () => {
    expect(preselectedPlanKey('silver', plans, 2)).toBeNull();
    expect(preselectedPlanKey('bronze', plans, 3)).toBeNull();
    expect(preselectedPlanKey(null, plans, 0)).toBeNull();
    expect(preselectedPlanKey('platinum', plans, 0)).toBeNull();
  });
});
