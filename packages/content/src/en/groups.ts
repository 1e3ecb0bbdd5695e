// The English of groups.ts: the nine groups (ACE × DRD2), same ids, codes and colours.
import { TYPE_GROUP_NAMES_EN } from '@genetype/domain';
import { GROUP_FACES } from '../group-faces.js';
import type { GroupDefinition, GroupWriting } from '../groups.js';
import type { TypeGroupContent } from '../types.js';

/** The English names of the 9 groups, in the domain's order (one table with the titles'). */
export { TYPE_GROUP_NAMES_EN };

type GroupText = Omit<GroupDefinition, 'id' | 'code' | 'name' | 'color' | 'writing'> & {
  writing: GroupWriting;
};

// `writing.summary` continues "The <type name> …": a predicate, so the description reads as one sentence.
const TEXTS: readonly GroupText[] = [
  {
    characterName: 'Turtle',
    character:
      'Like the turtle that is slow but never stops, they have the grit to follow a chosen path all the way to the end.',
    description:
      'This group pairs the stamina to keep going with a deep absorption in one thing. When a topic grabs them, they dig into it for hours and end up understanding it more deeply than anyone.',
    keywords: ['The long haul', 'Deep focus', 'Finishing'],
    writing: {
      noun: 'Seeker',
      summary: 'is a steadfast learner who digs into one topic for the long haul.',
      strength:
        'They have a rare combination: the stamina to sit for a long time and the drive to dig deep.',
      pitfall:
        'Their focus runs so deep that subjects they do not care about are easy to put off, and a single problem can swallow far too much time.',
      support:
        'They already go deep on their own, so ask "What did you find out?" rather than "How long did you study?" Linking a dull subject to a favorite topic makes it much easier for them to get started.',
    },
  },
  {
    characterName: 'Elephant',
    character:
      'Like the elephant that leads the herd, they are dependable, and never forget a path once they have learned it.',
    description:
      'Stamina meets a balanced attachment in this group, which is strong at making plans and sticking to them. They keep every subject on track and build up their results step by step.',
    keywords: ['Planning', 'Consistency', 'All-round progress'],
    writing: {
      noun: 'Planner',
      summary:
        'is a consistent learner who makes a plan and builds skill by filling it in one box at a time.',
      strength:
        'The gap between planning and doing is small, so skill builds up reliably over time.',
      pitfall:
        'When a plan falls apart their motivation takes a big hit, and sometimes keeping to the timetable becomes the goal in itself.',
      support:
        'Make plans together and set aside time once a week to look back. On days when the plan goes wrong, "We can just make a new one" is the most encouraging thing they can hear.',
    },
  },
  {
    characterName: 'Whale',
    character:
      'Like the whale gliding across the open sea, they never hurry and still travel a very long way.',
    description:
      'Lasting stamina meets a light attachment that is not tied to any one place. They roam widely across many fields and, over a long time, draw a map that is all their own.',
    keywords: ['Wide interests', 'Unhurried', 'A long voyage'],
    writing: {
      noun: 'Voyager',
      summary: 'is an unhurried learner who ranges across many fields and grows over a long time.',
      strength: 'Tireless stamina and wide interests give them broad, solid background knowledge.',
      pitfall:
        'Too relaxed a pace can mean not speeding up until the deadline looms, and endings can get fuzzy.',
      support:
        'Praise their wide interests, but be clear about what needs finishing and by when. Breaking a big goal into weekly ports of call keeps them on course, however long the voyage.',
    },
  },
  {
    characterName: 'Beaver',
    character:
      'Like the beaver hauling branches until the dam is done, they are not satisfied until whatever they take on is properly finished.',
    description:
      'A balanced stamina that adjusts its pace meets strong absorption in this group. Their standards for quality are high, so they keep polishing any task they take on until it is done.',
    keywords: ['Quality', 'Tenacity', 'Pacing'],
    writing: {
      noun: 'Artisan',
      summary: 'is a tenacious learner who keeps refining a task until it is truly finished.',
      strength:
        'They have the tenacity to raise quality right to the end, together with a sense of pace that suits the situation.',
      pitfall:
        'High standards make them hard on themselves, and if the work is not perfect they may put off starting or hesitate to hand it in.',
      support:
        'Notice the effort of seeing it through before the polish of the result. Agreeing together on what counts as "good enough" takes the weight off perfectionism.',
    },
  },
  {
    characterName: 'Owl',
    character:
      'Like the owl looking down over the whole forest, they take in the big picture and move at just the right moment.',
    description:
      'Neither stamina nor attachment leans to one side: this is the most balanced group. They know how to change their way of studying to suit the subject and the situation, and pull their weight anywhere.',
    keywords: ['Balance', 'Adaptability', 'Coordination'],
    writing: {
      noun: 'Coordinator',
      summary: 'is a balanced learner who adjusts speed and approach to suit the situation.',
      strength: 'Leaning to no side, they adapt quickly to new surroundings and new subjects.',
      pitfall:
        'Because they can do most things reasonably well, without a clear goal they may coast along without using their full strength.',
      support:
        'Rather than relaxing because they always manage, help them find a field they truly love. Once they have a clear goal, all that balanced strength comes together in one direction.',
    },
  },
  {
    characterName: 'Fox',
    character:
      'Like the fox that is first to find a new path, they look around quickly and know when to change course.',
    description:
      'Balanced stamina plus a light attachment make this group quick to adapt to anything new. They try out many methods and discover for themselves the way of studying that suits them.',
    keywords: ['Adapting', 'Experimenting', 'Variety'],
    writing: {
      noun: 'Explorer',
      summary: 'is an adaptable learner who tries many methods to find the path that fits.',
      strength:
        'They are flexible with change, with the quick wits to find another way when they get stuck.',
      pitfall:
        'Interest shifts easily, so workbooks and plans they start do not always get finished.',
      support:
        'Rather than holding back their experiments, help them experience finishing at least one thing they start. A visible, growing list of finished tasks teaches the pleasure of wrapping things up.',
    },
  },
  {
    characterName: 'Tiger',
    character:
      'Like the tiger leaping at its target in one bound, they focus with explosive power.',
    description:
      'Short, intense bursts of energy meet strong absorption in this group. Once the goal is clear they catch fire faster than anyone and achieve remarkable results in a short time.',
    keywords: ['Explosive focus', 'Challenge', 'Will to win'],
    writing: {
      noun: 'Challenger',
      summary: 'is an explosive learner who catches fire the moment a goal comes into view.',
      strength:
        'Their strengths are the sheer intensity of focus they can summon in a short time, and a real will to win.',
      pitfall:
        'They can cool down as quickly as they catch fire, so on long projects their energy tends to flag halfway.',
      support:
        'Break long goals into short challenges. Celebrating small daily records together, rather than one big result, keeps that fiery focus burning for longer.',
    },
  },
  {
    characterName: 'Cheetah',
    character:
      'Like the cheetah choosing the perfect moment to sprint, they quickly judge when to spend energy and when to save it.',
    description:
      'Quick bursts plus a balanced attachment make this a strategic group that values efficiency. They quickly work out what matters and sum up the essentials in no time.',
    keywords: ['Efficiency', 'Getting to the point', 'Quick judgment'],
    writing: {
      noun: 'Strategist',
      summary:
        'is a strategic learner who quickly grasps what matters and gets results efficiently.',
      strength:
        'They excel at setting priorities fast and pulling out the key points in a short time.',
      pitfall:
        'Chasing efficiency, they may skip basic concepts or move on before something is fully learned.',
      support:
        'Acknowledge their efficient methods, but set aside separate time for solid basics. Asking them to explain "why it works that way" turns quick understanding into deep understanding.',
    },
  },
  {
    characterName: 'Dolphin',
    character:
      'Like the dolphin playing in the waves, they learn fastest when they are having fun.',
    description:
      'Quick bursts meet a light attachment in the most active and free-spirited group. Wherever there is fun and something new, they jump in before anyone else and learn by doing.',
    keywords: ['Energy', 'Fun', 'Novelty'],
    writing: {
      noun: 'Adventurer',
      summary: 'is an active learner who learns by doing, through fun and new experiences.',
      strength:
        'Their fearless readiness to act and their bright energy get everyone around them moving.',
      pitfall:
        'Short bursts of focus and roaming interests together make dull, repetitive practice especially hard.',
      support:
        'Alternate short activities with breaks rather than keeping them seated for long. Having them explain what they learned to the family, or turn it into a quiz, makes review feel like play.',
    },
  },
];

export const GROUP_DEFINITIONS: readonly GroupDefinition[] = GROUP_FACES.map((face, index) => ({
  ...(TEXTS[index] as GroupText),
  id: face.id,
  code: face.code,
  name: TYPE_GROUP_NAMES_EN[index] as string,
  color: face.color,
}));

/** The nine groups as the pages see them (without the composition text). */
export const typeGroups: readonly TypeGroupContent[] = GROUP_DEFINITIONS.map(
  ({ writing: _writing, ...group }) => group,
);
