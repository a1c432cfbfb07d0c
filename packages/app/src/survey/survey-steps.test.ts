import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWER, isAnswered, isOptionDisabled, toggleChoice } from './survey-steps.ts';

describe('the onboarding survey', () => {
  it('lets a user pick at most three purposes and disables the rest', () => {
    let answer = EMPTY_ANSWER;
    for (const option of ['purposeWork', 'purposeSchool', 'purposePitch', 'purposeMarketing']) answer = toggleChoice(answer, option, true);
    expect(answer.choices).toEqual(['purposeWork', 'purposeSchool', 'purposePitch']);
    expect(isOptionDisabled(answer, 'purposeMarketing', true)).toBe(true);
    expect(isOptionDisabled(answer, 'purposeWork', true)).toBe(false);
  });

  it('replaces the choice on single-answer steps', () => {
    expect(toggleChoice(toggleChoice(EMPTY_ANSWER, 'identityStudent', false), 'identityTeacher', false).choices).toEqual(['identityTeacher']);
  });

  it('needs the free text before continuing with Other', () => {
    const other = toggleChoice(EMPTY_ANSWER, 'other', false);
    expect(isAnswered(other)).toBe(false);
    expect(isAnswered({ ...other, other: 'Researcher' })).toBe(true);
    expect(isAnswered(EMPTY_ANSWER)).toBe(false);
  });
});
