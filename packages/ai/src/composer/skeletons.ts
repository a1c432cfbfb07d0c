import type { DeckKind } from './deck-kind.ts';

/** One slide of an outline skeleton: a title and what the user should write on it. */
export interface SkeletonSlide {
  title: string;
  layout: 'bullets' | 'two-column' | 'stats' | 'section';
  /** What goes on the slide, written as instructions; shown in [brackets] for the user to replace. */
  hints: string[];
}

/**
 * Outlines for each kind of deck, in the order people usually present them. The first and
 * last slides (cover and closing) are added by the composer.
 */
export const SKELETONS: Record<DeckKind, SkeletonSlide[]> = {
  pitch: [
    { title: 'The problem', layout: 'bullets', hints: ['Who has the problem', 'What it costs them today', 'Why existing solutions fall short'] },
    { title: 'Our solution', layout: 'bullets', hints: ['What the product does in one sentence', 'The moment a customer sees the value', 'What makes it hard to copy'] },
    { title: 'Market size', layout: 'stats', hints: ['Total market', 'Serviceable market', 'First target segment'] },
    { title: 'Business model', layout: 'two-column', hints: ['How we charge', 'Price and margin', 'How we find customers', 'Cost to acquire one'] },
    { title: 'Traction', layout: 'stats', hints: ['Customers or users', 'Monthly growth', 'Revenue or pilots'] },
    { title: 'Competition', layout: 'two-column', hints: ['Who else solves this', 'Where they are strong', 'Where we win', 'Why now'] },
    { title: 'The team', layout: 'bullets', hints: ['Founders and what they have done before', 'Key hires and advisers'] },
    { title: 'The ask', layout: 'stats', hints: ['Amount raised', 'Months of runway', 'Milestone it reaches'] },
  ],
  lesson: [
    { title: 'Learning goals', layout: 'bullets', hints: ['What pupils will know', 'What they will be able to do'] },
    { title: 'What we already know', layout: 'bullets', hints: ['A question to check prior knowledge', 'A familiar example'] },
    { title: 'Key idea', layout: 'bullets', hints: ['The idea in one sentence', 'An example', 'A common misunderstanding'] },
    { title: 'Key words', layout: 'two-column', hints: ['Word', 'Its meaning', 'Word', 'Its meaning'] },
    { title: 'Activity', layout: 'bullets', hints: ['What pupils do', 'Materials', 'Time allowed'] },
    { title: 'Check your understanding', layout: 'bullets', hints: ['Question one', 'Question two', 'Question three'] },
    { title: 'Summary', layout: 'bullets', hints: ['The three things to remember'] },
  ],
  report: [
    { title: 'Summary', layout: 'bullets', hints: ['The headline result', 'What went well', 'What needs attention'] },
    { title: 'Key figures', layout: 'stats', hints: ['Main metric', 'Change since last period', 'Second metric'] },
    { title: 'Results in detail', layout: 'bullets', hints: ['Result and the reason behind it', 'Result and the reason behind it'] },
    { title: 'What went well and what did not', layout: 'two-column', hints: ['Success', 'Success', 'Setback', 'Setback'] },
    { title: 'Risks', layout: 'bullets', hints: ['Risk and what we do about it', 'Risk and what we do about it'] },
    { title: 'Next period', layout: 'bullets', hints: ['Priority', 'Priority', 'Decision needed'] },
  ],
  plan: [
    { title: 'Where we are', layout: 'bullets', hints: ['Current situation', 'What prompted this plan'] },
    { title: 'Goals', layout: 'stats', hints: ['Goal and target', 'Goal and target', 'Goal and target'] },
    { title: 'Our approach', layout: 'bullets', hints: ['Main initiative', 'Second initiative', 'What we stop doing'] },
    { title: 'Timeline', layout: 'two-column', hints: ['First quarter', 'Milestones', 'Rest of the year', 'Milestones'] },
    { title: 'Resources', layout: 'bullets', hints: ['Budget', 'People', 'Tools'] },
    { title: 'Risks and mitigations', layout: 'two-column', hints: ['Risk', 'Risk', 'Mitigation', 'Mitigation'] },
    { title: 'How we measure success', layout: 'bullets', hints: ['Measure and target', 'When we review'] },
  ],
  proposal: [
    { title: 'The need', layout: 'bullets', hints: ['Who needs this', 'Evidence of the need'] },
    { title: 'What we propose', layout: 'bullets', hints: ['The project in one sentence', 'What it includes'] },
    { title: 'Expected impact', layout: 'stats', hints: ['People reached', 'Outcome', 'Timeframe'] },
    { title: 'Budget', layout: 'two-column', hints: ['Main costs', 'Amounts', 'Amount requested', 'Other funding'] },
    { title: 'Team and partners', layout: 'bullets', hints: ['Who delivers it', 'Partners'] },
    { title: 'Timeline', layout: 'bullets', hints: ['Start', 'Milestones', 'End'] },
  ],
  launch: [
    { title: 'Why we built it', layout: 'bullets', hints: ['The customer problem', 'What customers told us'] },
    { title: 'What is new', layout: 'bullets', hints: ['Feature and benefit', 'Feature and benefit', 'Feature and benefit'] },
    { title: 'Who it is for', layout: 'two-column', hints: ['First audience', 'Their need', 'Second audience', 'Their need'] },
    { title: 'Pricing and availability', layout: 'stats', hints: ['Price', 'Launch date', 'Markets'] },
    { title: 'How we will launch it', layout: 'bullets', hints: ['Channel', 'Channel', 'Launch event'] },
  ],
  training: [
    { title: 'What you will learn', layout: 'bullets', hints: ['Skill', 'Skill', 'Skill'] },
    { title: 'Why it matters', layout: 'bullets', hints: ['The problem this solves', 'An example from work'] },
    { title: 'Step by step', layout: 'bullets', hints: ['Step one', 'Step two', 'Step three'] },
    { title: 'Common mistakes', layout: 'two-column', hints: ['Mistake', 'How to avoid it', 'Mistake', 'How to avoid it'] },
    { title: 'Practice', layout: 'bullets', hints: ['Exercise', 'What good looks like'] },
    { title: 'Resources', layout: 'bullets', hints: ['Where to find help', 'Further reading'] },
  ],
  general: [
    { title: 'Introduction', layout: 'bullets', hints: ['Why this topic matters', 'What the audience will take away'] },
    { title: 'Background', layout: 'bullets', hints: ['Context', 'Key facts'] },
    { title: 'Main point', layout: 'bullets', hints: ['Point', 'Evidence', 'Example'] },
    { title: 'In numbers', layout: 'stats', hints: ['Figure', 'Figure', 'Figure'] },
    { title: 'Two sides', layout: 'two-column', hints: ['One view', 'Its argument', 'Another view', 'Its argument'] },
    { title: 'What it means', layout: 'bullets', hints: ['Implication', 'Implication'] },
  ],
};
