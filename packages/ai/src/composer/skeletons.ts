import type { DeckKind } from './deck-kind.ts';

/**
 * One slide of an outline for a deck made from a prompt alone. `titles` are ways to say it
 * ("Write it again" takes the next); `{topic}` stands for what the deck is about, `{is}` for “is” or “are” to agree with it. `say` is
 * what the presenter could cover: it goes to the speaker notes, never onto the slide, since
 * without a model or a document the composer knows nothing about the topic to show.
 */
export interface SkeletonSlide {
  titles: string[];
  say: string[];
  /** Kept in every outline; the others take turns when the deck is shorter than the outline. */
  core?: boolean;
}

const slide = (titles: string[], say: string[], core = false): SkeletonSlide => ({ titles, say, core });

/** Outlines for each kind of deck, in the order people present them; the cover, agenda and closing are added by the composer. */
export const SKELETONS: Record<DeckKind, SkeletonSlide[]> = {
  pitch: [
    slide(['The problem', 'What is broken today'], ['Who has the problem', 'What it costs them today', 'Why existing answers fall short'], true),
    slide(['Our solution', 'How {topic} fixes it'], ['What the product does, in one sentence', 'The moment a customer sees the value'], true),
    slide(['Why now', 'What changed'], ['What makes this the right moment']),
    slide(['Market size', 'How big the opportunity is'], ['The whole market', 'The first segment to win']),
    slide(['Business model', 'How we make money'], ['How we charge', 'Price and margin']),
    slide(['Traction', 'Progress so far'], ['Customers, users or pilots', 'Growth']),
    slide(['Competition', 'Where we win'], ['Who else solves this', 'Why customers choose us']),
    slide(['The team', 'Who is building {topic}'], ['The founders and what they did before', 'Key hires']),
    slide(['The ask', 'What we are raising'], ['The amount', 'The milestone it reaches'], true),
  ],
  lesson: [
    slide(['Learning goals', 'What we will learn today'], ['What pupils will know', 'What they will be able to do'], true),
    slide(['What do we already know about {topic}?', 'Starting point'], ['A question to check what pupils know', 'A familiar example']),
    slide(['What {is} {topic}?', '{Topic} in one sentence'], ['The idea in one sentence', 'An example'], true),
    slide(['How {topic} works', '{Topic} step by step'], ['The steps in order', 'A picture or diagram to draw']),
    slide(['Key words', 'Words to know'], ['Each new word and its meaning']),
    slide(['A common mistake about {topic}', 'What people often get wrong'], ['The misunderstanding', 'Why it is wrong']),
    slide(['Activity', 'Let’s try it'], ['What pupils do', 'Materials and time allowed'], true),
    slide(['Check your understanding', 'Quick quiz'], ['Three questions to ask the class']),
  ],
  report: [
    slide(['Summary', 'The headline'], ['The headline result', 'What needs attention'], true),
    slide(['Key figures', '{Topic} in numbers'], ['The main measure', 'The change since last period'], true),
    slide(['What went well', 'Highlights'], ['Successes and why they happened']),
    slide(['What did not go to plan', 'Setbacks'], ['Setbacks and what caused them']),
    slide(['Results in detail', 'A closer look'], ['Each result and the reason behind it']),
    slide(['Risks', 'What could go wrong'], ['Each risk and what is done about it']),
    slide(['Next steps', 'Priorities for the next period'], ['Priorities', 'Decisions needed'], true),
  ],
  plan: [
    slide(['Where we are', 'Starting point'], ['The current situation', 'What prompted this plan'], true),
    slide(['Goals', 'What we want to achieve'], ['Each goal and its target'], true),
    slide(['Our approach', 'How we will get there'], ['The main initiatives', 'What we stop doing'], true),
    slide(['Timeline', 'Milestones'], ['The first milestones', 'The rest of the year']),
    slide(['Resources', 'What it takes'], ['Budget', 'People', 'Tools']),
    slide(['Risks and how we handle them', 'What could stop us'], ['Each risk and its mitigation']),
    slide(['How we measure success', 'Measures'], ['Each measure and its target', 'When we review']),
  ],
  proposal: [
    slide(['The need', 'Why {topic} is needed'], ['Who needs this', 'Evidence of the need'], true),
    slide(['What we propose', 'The project'], ['The project in one sentence', 'What it includes'], true),
    slide(['Expected impact', 'What will change'], ['People reached', 'Outcomes']),
    slide(['Budget', 'What it costs'], ['Main costs', 'Amount requested'], true),
    slide(['Team and partners', 'Who delivers it'], ['Who delivers it', 'Partners']),
    slide(['Timeline', 'From start to finish'], ['Start', 'Milestones', 'End']),
  ],
  launch: [
    slide(['Why we built {topic}', 'The customer problem'], ['The problem', 'What customers told us'], true),
    slide(['What is new', 'Meet {topic}'], ['Each feature and its benefit'], true),
    slide(['Who it is for', 'The people it helps'], ['Each audience and its need']),
    slide(['Pricing and availability', 'When and where'], ['Price', 'Launch date', 'Markets'], true),
    slide(['How we will launch it', 'Getting the word out'], ['Channels', 'The launch event']),
  ],
  training: [
    slide(['What you will learn', 'Goals of this session'], ['Each skill people leave with'], true),
    slide(['Why {topic} matters', 'Why this matters at work'], ['The problem this solves', 'An example from work']),
    slide(['{Topic} step by step', 'How to do it'], ['Each step in order'], true),
    slide(['Common mistakes', 'What to avoid'], ['Each mistake and how to avoid it']),
    slide(['Practice', 'Your turn'], ['An exercise', 'What good looks like'], true),
    slide(['Where to get help', 'Resources'], ['Where to find help', 'Further reading']),
  ],
  event: [
    slide(['What {topic} is about', 'Welcome to {topic}'], ['Why the event exists', 'Who it is for'], true),
    slide(['Date and place', 'When and where'], ['Date and time', 'Venue and how to get there'], true),
    slide(['Programme', 'What happens on the day'], ['The running order', 'Highlights']),
    slide(['Who is taking part', 'Speakers and guests'], ['Speakers, performers or hosts']),
    slide(['How to join', 'Tickets and registration'], ['How to register', 'Price, if any'], true),
    slide(['How to help', 'Volunteers and partners'], ['Roles that need people', 'Partners and sponsors']),
  ],
  general: [
    slide(['What {is} {topic}?', '{Topic} at a glance'], ['What it is, in one sentence', 'Why it matters to this audience'], true),
    slide(['How {topic} works', 'The main idea'], ['How it works, step by step']),
    slide(['{Topic}: an example', 'A closer look'], ['One concrete example']),
    slide(['Why {topic} matters', 'What is at stake'], ['Why the audience should care'], true),
    slide(['Common questions about {topic}', 'What people ask'], ['The questions people ask', 'Short answers']),
    slide(['What {topic} means for us', 'What it means in practice'], ['What the audience can do with it']),
  ],
};

/** Slides any outline can add when the person asks for more slides than it has. */
export const EXTRA_SLIDES: SkeletonSlide[] = [
  slide(['A closer look at {topic}', 'In more detail'], ['One part of the subject in depth']),
  slide(['An example of {topic}', 'A case in point'], ['A real case, told as a story']),
  slide(['{Topic} in pictures', 'What it looks like'], ['A photograph or diagram that shows it']),
  slide(['Questions to discuss', 'Over to you'], ['Two or three questions for the audience']),
  slide(['Myths and facts about {topic}', 'True or false?'], ['A common belief and what is actually true']),
  slide(['Where to learn more', 'Further reading'], ['Books, sites or people to follow']),
  slide(['What comes next for {topic}', 'Looking ahead'], ['What is likely to change']),
  slide(['Recap', 'In short'], ['The three things to remember']),
  slide(['Your questions', 'Questions so far'], ['Time for questions before going on']),
  slide(['{Topic} then and now', 'How it has changed'], ['How things were', 'How they are today']),
  slide(['Who is involved in {topic}', 'The people behind it'], ['The people or groups who play a part']),
  slide(['Try this', 'Something to do'], ['A small thing the audience can try']),
];
