import type { DeckKind } from './deck-kind.ts';

/**
 * One slide of an outline for a deck made from a prompt alone. `titles` are ways to say it
 * ("Write it again" takes the next); `{topic}` stands for what the deck is about, `{is}` for “is” or “are” to agree with it. `hints` are
 * what the slide's points should say, about this topic and, where `{audience}` appears, for
 * the people it is for: the slide shows them as faded hints in empty bullets, in the editor
 * only, since without a model or a document the composer knows nothing about the topic to show.
 */
export interface SkeletonSlide {
  titles: string[];
  hints: string[];
  /** Kept in every outline; the others take turns when the deck is shorter than the outline. */
  core?: boolean;
}

const slide = (titles: string[], hints: string[], core = false): SkeletonSlide => ({ titles, hints, core });

/**
 * Outlines for each kind of deck, in the order people present them; the cover, agenda and closing are added by the composer.
 * English words: `locales/` has them in the other languages, slide for slide.
 */
export const SKELETONS = {
  pitch: [
    slide(['The problem', 'What is broken today'], ['Who has the problem {topic} solves', 'What it costs them today, in time or money', 'Why what they use now falls short'], true),
    slide(['Our solution', 'How {topic} fixes it'], ['What {topic} does, in one sentence', 'The moment a customer sees the value'], true),
    slide(['Why now', 'What changed'], ['What changed that makes now the moment for {topic}', 'Why nobody did it before']),
    slide(['Market size', 'How big the opportunity is'], ['How many people or businesses could use {topic}', 'The first group to win, and how big it is']),
    slide(['Business model', 'How we make money'], ['Who pays for {topic}, and how', 'Price and margin per customer']),
    slide(['Traction', 'Progress so far'], ['Customers, users or pilots so far', 'Growth month on month']),
    slide(['Competition', 'Where we win'], ['Who else solves this today', 'Why customers choose {topic} over them']),
    slide(['The team', 'Who is building {topic}'], ['The founders, and what they did before', 'The next key hire']),
    slide(['The ask', 'What we are raising'], ['How much you are raising', 'What the money lets {topic} reach'], true),
  ],
  lesson: [
    slide(['Learning goals', 'What we will learn today'], ['What {audience} will know about {topic} by the end', 'What they will be able to do with it'], true),
    slide(['What do we already know about {topic}?', 'Starting point'], ['A question to find out what {audience} already know', 'An everyday example of {topic} they have seen']),
    slide(['What {is} {topic}?', '{Topic} in one sentence'], ['{Topic} in one sentence {audience} can repeat', 'An example from their own day'], true),
    slide(['How {topic} works', '{Topic} step by step'], ['What happens first, next and last', 'A drawing the class can copy']),
    slide(['Key words', 'Words to know'], ['Each new word about {topic}, with its meaning in plain words']),
    slide(['A common mistake about {topic}', 'What people often get wrong'], ['A mistake people often make about {topic}', 'Why it is wrong, shown with an example']),
    slide(['Activity', 'Let’s try it'], ['What {audience} do to try {topic} for themselves', 'Materials and time allowed'], true),
    slide(['Check your understanding', 'Quick quiz'], ['Three questions about {topic} to ask {audience}']),
  ],
  report: [
    slide(['Summary', 'The headline'], ['The headline result for {topic}', 'The one thing that needs attention'], true),
    slide(['Key figures', '{Topic} in numbers'], ['The main measure, with its unit', 'How it changed since the last period'], true),
    slide(['What went well', 'Highlights'], ['A success, and why it happened']),
    slide(['What did not go to plan', 'Setbacks'], ['A setback, and what caused it']),
    slide(['Results in detail', 'A closer look'], ['One result, and the reason behind it']),
    slide(['Risks', 'What could go wrong'], ['The biggest risk, and what is done about it']),
    slide(['Next steps', 'Priorities for the next period'], ['The priorities for the next period', 'A decision needed from {audience}'], true),
  ],
  plan: [
    slide(['Where we are', 'Starting point'], ['Where {topic} stands today', 'What prompted this plan'], true),
    slide(['Goals', 'What we want to achieve'], ['A goal for {topic}, with its target and date'], true),
    slide(['Our approach', 'How we will get there'], ['The main initiatives', 'What we stop doing to make room'], true),
    slide(['Timeline', 'Milestones'], ['The first milestone, and its date', 'What follows during the year']),
    slide(['Resources', 'What it takes'], ['The budget {topic} needs', 'The people and tools it takes']),
    slide(['Risks and how we handle them', 'What could stop us'], ['What could stop {topic}, and how you will handle it']),
    slide(['How we measure success', 'Measures'], ['How you will measure success, with a target', 'When progress is reviewed']),
  ],
  proposal: [
    slide(['The need', 'Why {topic} is needed'], ['Who needs {topic}', 'Evidence of the need: a figure or a story'], true),
    slide(['What we propose', 'The project'], ['{Topic} in one sentence', 'What it includes'], true),
    slide(['Expected impact', 'What will change'], ['How many people {topic} reaches', 'What will be different for them']),
    slide(['Budget', 'What it costs'], ['The main costs of {topic}', 'The amount requested from {audience}'], true),
    slide(['Team and partners', 'Who delivers it'], ['Who delivers {topic}', 'Partners, and what each brings']),
    slide(['Timeline', 'From start to finish'], ['When {topic} starts', 'Its milestones', 'When it ends']),
  ],
  launch: [
    slide(['Why we built {topic}', 'The customer problem'], ['The problem {topic} solves', 'What customers told you about it'], true),
    slide(['What is new', 'Meet {topic}'], ['A new feature of {topic}, and what it gives the customer'], true),
    slide(['Who it is for', 'The people it helps'], ['Who {topic} is for, and what they need']),
    slide(['Pricing and availability', 'When and where'], ['The price of {topic}', 'The launch date', 'Where it is available'], true),
    slide(['How we will launch it', 'Getting the word out'], ['Where people will hear about {topic}', 'The launch event']),
  ],
  training: [
    slide(['What you will learn', 'Goals of this session'], ['A skill {audience} leave with'], true),
    slide(['Why {topic} matters', 'Why this matters at work'], ['The problem {topic} solves at work', 'An example {audience} will recognise']),
    slide(['{Topic} step by step', 'How to do it'], ['The steps of {topic}, in order'], true),
    slide(['Common mistakes', 'What to avoid'], ['A common mistake with {topic}, and how to avoid it']),
    slide(['Practice', 'Your turn'], ['An exercise with {topic} for {audience}', 'What a good result looks like'], true),
    slide(['Where to get help', 'Resources'], ['Who to ask about {topic}', 'Where to read more']),
  ],
  event: [
    slide(['What {topic} is about', 'Welcome to {topic}'], ['Why {topic} takes place', 'Who it is for'], true),
    slide(['Date and place', 'When and where'], ['The date and time of {topic}', 'The venue, and how to get there'], true),
    slide(['Programme', 'What happens on the day'], ['The running order of the day', 'The highlight not to miss']),
    slide(['Who is taking part', 'Speakers and guests'], ['A speaker, performer or host, and what they bring']),
    slide(['How to join', 'Tickets and registration'], ['How to register for {topic}', 'The price, if any'], true),
    slide(['How to help', 'Volunteers and partners'], ['The roles that still need people', 'Partners and sponsors']),
  ],
  general: [
    slide(['What {is} {topic}?', '{Topic} at a glance'], ['{Topic} in one sentence', 'Why it matters to {audience}'], true),
    slide(['How {topic} works', 'The main idea'], ['How {topic} works, step by step']),
    slide(['{Topic}: an example', 'A closer look'], ['One concrete example of {topic}, told as a story']),
    slide(['Why {topic} matters', 'What is at stake'], ['Three reasons {topic} matters to {audience}'], true),
    slide(['Common questions about {topic}', 'What people ask'], ['A question people ask about {topic}', 'Its short answer']),
    slide(['What {topic} means for us', 'What it means in practice'], ['What {audience} can do with {topic} this week']),
  ],
} as const satisfies Record<DeckKind, readonly SkeletonSlide[]>;

/** Slides any outline can add when the person asks for more slides than it has. */
export const EXTRA_SLIDES = [
  slide(['A closer look at {topic}', 'In more detail'], ['One part of {topic} in depth']),
  slide(['An example of {topic}', 'A case in point'], ['A real case of {topic}, told as a story']),
  slide(['{Topic} in pictures', 'What it looks like'], ['A photograph or diagram that shows {topic}']),
  slide(['Questions to discuss', 'Over to you'], ['Two or three questions about {topic} for {audience}']),
  slide(['Myths and facts about {topic}', 'True or false?'], ['A common belief about {topic}, and what is actually true']),
  slide(['Where to learn more', 'Further reading'], ['Books, sites or people to follow on {topic}']),
  slide(['What comes next for {topic}', 'Looking ahead'], ['What is likely to change for {topic}']),
  slide(['Recap', 'In short'], ['The three things about {topic} to remember']),
  slide(['Your questions', 'Questions so far'], ['A question to open the discussion']),
  slide(['{Topic} then and now', 'How it has changed'], ['How {topic} used to be', 'How {topic} {is} today']),
  slide(['Who is involved in {topic}', 'The people behind it'], ['The people or groups who play a part in {topic}']),
  slide(['Try this', 'Something to do'], ['A small thing {audience} can try with {topic}']),
] as const satisfies readonly SkeletonSlide[];
