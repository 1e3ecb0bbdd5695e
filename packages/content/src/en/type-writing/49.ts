// 49 DD-C-44-SS The Cautious Adventurer
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'An active learner who learns by moving and doing things themselves, they still jump in most confidently when the rules and steps of an activity are clear. In a science experiment, they first read the procedure carefully, then go through it step by step, checking the result at each stage.',
    'Their curiosity about new activities is big, but so is their wish not to be seen making mistakes, so they tend to get nervous before presentations or tests. Given the chance to learn the rules first and practice, they take part more energetically than anyone. The confidence they build by completing short activities one at a time makes their energy grow even bigger.',
  ],
  concentration:
    "In activities with clear rules, they slip into focus right away and stay intensely absorbed for about 20 minutes. Sitting for long periods tires them out quickly, so it's best to alternate short activities with breaks, and during breaks they recharge for the next activity by moving their body.",
  persistence:
    'This type keeps going when they can see a small success after each short activity. But the memory of a mistake made in front of friends stays with them for a long time and makes them hesitate to join in next time, so they first need a comfortable place to practice.',
  strengths: [
    "The carefulness to follow an activity's rules and steps closely and get it done safely",
    'The bright energy and focus they show in short activities',
  ],
  pitfalls: [
    'Nerves at presentations or tests can keep them from showing everything they have prepared',
    'In free activities without clear rules, they may hesitate, unsure where to start',
  ],
  strategies: [
    'Before an experiment or a making activity, write the steps as a numbered list, and check off each step as you go.',
    'Rehearse presentations twice in front of your family first, and memorize your opening sentence to calm your nerves.',
    'After 20 minutes of study, spend five minutes stretching or walking around to get ready for the next block.',
  ],
  support: [
    'When they start a new activity, explaining the rules and steps first helps them join in with much more confidence.',
    "On days when they make a mistake, tell them it's okay, and create a comfortable chance for them to try again.",
  ],
};

export default writing;
