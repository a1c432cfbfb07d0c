import { SURVEY_MAX_PURPOSES } from '../spec/constants.ts';

/** §4 survey: step 1 identity, 2 purpose (1 to 3 choices), 3 source; each has an 'Other' with free text. */
export const SURVEY_STEPS = [
  { id: 'identity', question: 'survey.identityQuestion', multiple: false, options: ['identityStudent', 'identityTeacher', 'identityProfessional', 'identityMarketer', 'identityFounder', 'other'] },
  { id: 'purpose', question: 'survey.purposeQuestion', multiple: true, options: ['purposeWork', 'purposeSchool', 'purposePitch', 'purposeMarketing', 'purposePersonal', 'other'] },
  { id: 'source', question: 'survey.sourceQuestion', multiple: false, options: ['sourceSearch', 'sourceSocial', 'sourceFriend', 'sourceVideo', 'sourceArticle', 'other'] },
] as const;

export interface StepAnswer {
  choices: string[];
  other: string;
}

export const EMPTY_ANSWER: StepAnswer = { choices: [], other: '' };

/** Picking an option: single-choice steps replace, the purpose step toggles up to three. */
export function toggleChoice(answer: StepAnswer, option: string, multiple: boolean): StepAnswer {
  if (!multiple) return { ...answer, choices: [option] };
  if (answer.choices.includes(option)) return { ...answer, choices: answer.choices.filter((choice) => choice !== option) };
  if (answer.choices.length >= SURVEY_MAX_PURPOSES) return answer;
  return { ...answer, choices: [...answer.choices, option] };
}

/** §4 Continue needs an answer; an 'Other' answer needs its text. */
export function isAnswered(answer: StepAnswer): boolean {
  if (answer.choices.length === 0) return false;
  return !answer.choices.includes('other') || answer.other.trim() !== '';
}

/** §5: after three purposes the other options are disabled. */
export function isOptionDisabled(answer: StepAnswer, option: string, multiple: boolean): boolean {
  return multiple && answer.choices.length >= SURVEY_MAX_PURPOSES && !answer.choices.includes(option);
}

/** The answers as one analytics event's properties: `purpose: 'purposeWork,purposePitch'`, and any 'Other' text as `purposeOther`. */
export function surveyProps(answers: StepAnswer[]): Record<string, string> {
  const props: Record<string, string> = {};
  SURVEY_STEPS.forEach((step, index) => {
    const answer = answers[index] ?? EMPTY_ANSWER;
    props[step.id] = answer.choices.join(',');
    if (answer.choices.includes('other')) props[`${step.id}Other`] = answer.other.trim().slice(0, 500);
  });
  return props;
}
