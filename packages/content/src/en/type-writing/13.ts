// 13 II-C-44-SS The Watchful Voyager
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    "Their interests are wide, but they don't drift just anywhere: they study by working through several subjects in turn, in a set order. With a rule for switching subjects, like language arts and social studies on Monday and math and science on Tuesday, their broad interests build up evenly instead of scattering.",
    'Each time they move to a new subject, they have the caution to check once more: “Do I really understand this before I move on?” So their background knowledge is wide without being shallow, and they carefully join up content from different subjects to draw a map all their own. Because checking takes time, though, they easily get rushed and tense as a deadline approaches.',
  ],
  concentration:
    'They focus best somewhere quiet, and once warmed up they keep studying for a long time even while switching subjects. When the order of subjects is set in advance the switches go smoothly, but changing the order on a whim means spending time warming up all over again.',
  persistence:
    "A lightness that doesn't cling to one thing means that when they get stuck in one subject they move to another, so their studying itself never stops. But criticism in an assessment can stay with them and they may quietly drop that subject from the rotation, so a promise to stick to the rotation chart protects their steadiness.",
  strengths: [
    'A sense of balance that looks after several subjects evenly, in a set order',
    'Careful thinking that checks what they learned across many areas and links it together',
  ],
  pitfalls: [
    'Spending time on checking, they easily get flustered all at once as a deadline approaches',
    'They sometimes quietly push back a subject they were criticized in, so that subject alone falls behind',
  ],
  strategies: [
    'Make a rotation chart that cycles through two or three subjects by day of the week, and stick it up by your desk.',
    'When you get an assignment, mark three days before the due date on the calendar as ‘my own deadline’ to set aside time for checking.',
    'Find themes that overlap across subjects (for example the environment, war or energy) and sum them up on a single connection map.',
  ],
  support: [
    'If the study order has to change, tell them a day ahead and let them decide the new order themselves.',
    'If there is a subject where an assessment result disappointed them, help them choose its easiest unit to start again from.',
  ],
};

export default writing;
