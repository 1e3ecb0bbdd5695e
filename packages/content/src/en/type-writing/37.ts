// 37 DD-A-44-SS The Meticulous Challenger
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'Once they have a goal, they throw themselves into it in short, intense bursts, and they pour that focus into a set order. Before a unit test, they tackle concept review, basic problems and advanced problems in 20-minute chunks, one after another, and the clearer the order, the faster they go.',
    'Because they want so much to do well, they are afraid of making mistakes, so their nerves build before a test and they may cut back on sleep to keep checking until the very end. In subjects where their goal is clear, they seek out hard problems without anyone telling them to, but if one mistake weighs on them, they can lose confidence in the whole subject. Their explosive focus comes alive best when they feel sure they are well prepared.',
  ],
  concentration:
    "As soon as they start studying they slip into focus, so absorbed for 20 minutes or so that they don't hear anything around them. But if the order gets muddled or the plan changes suddenly, their rhythm is easily thrown off, so it helps to set the order of the next day's study the night before.",
  persistence:
    'Determination to reach a goal, combined with checking off achievements in short stretches, makes them as steady as anyone while the goal is in sight. But when results fall short of their hopes, the disappointment lingers and the spark weakens, so keeping a frequent record of small successes fuels their next challenge.',
  strengths: [
    'The drive to work through things in short, strong bursts in a set order once a goal is fixed',
    "Thoroughness that comes from wanting to avoid mistakes, so they don't lose marks on basic questions",
  ],
  pitfalls: [
    'Just before a test, rising nerves can keep them checking late into the night and wear them out',
    'One mistake can weigh on them until they lose confidence in the whole subject',
  ],
  strategies: [
    "Divide each day's study into three or four 20-minute blocks, and the night before, write down in order what each block is for.",
    "On the night before a test, skip new problems and instead skim the ones you've got right so far, ending the day with the reassurance that you're ready.",
    'Redo every problem you got wrong right there until you get it right, turning the memory of a mistake into a memory of success.',
  ],
  support: [
    'When the schedule changes, let them know in advance, and let them set the new order themselves.',
    "Before a test, ease their nerves with “You've done enough,” and recognize how they prepared rather than the result.",
  ],
};

export default writing;
