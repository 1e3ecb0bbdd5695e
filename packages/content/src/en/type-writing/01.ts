// 1 II-A-44-SS The Careful Seeker
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They read the textbook in order from the very first page and need to check each concept for themselves before moving on to the next chapter. When a favorite unit comes along, they dig into reference books and extra material for hours, yet that depth always builds up inside the order they have set for themselves.',
    "Worried about getting things wrong, they may hesitate to raise a hand and answer until they feel sure. They understand most deeply when studying quietly on their own, and rereading their tidy notes gives them reassurance. That is why, in performance assessments (graded class projects) with clear marking criteria, their work is more thorough than anyone's.",
  ],
  concentration:
    "Once warmed up, they hold on to a unit right to the end, but if someone talks to them or something unplanned cuts in, they have to warm up all over again, and that costs a lot. A spot where no one interrupts and a study order decided in advance are the two fences that protect this type's focus.",
  persistence:
    'The stamina to sit for a long time meets a real attachment to the topic in hand, so working through a thick workbook to the last page is no struggle. But a lower score than hoped for on an exam they worked hard for can weigh on them for a long time; a record that shows their effort at a glance is what gets them started again.',
  strengths: [
    'The thoroughness to build concepts in order without gaps, so what they understand stays solid long after',
    'Their caution spots mistakes before they happen, which makes written answers and performance assessment reports very polished',
  ],
  pitfalls: [
    'In an exam they can cling to one question to get it perfect and run out of time for the easy ones at the end',
    'They often puzzle alone for so long before asking that the moment to ask slips by',
  ],
  strategies: [
    'Three weeks before an exam, make a plan that goes unit by unit through ‘review the concepts → basic questions → check questions’, and color in each box you finish so you can see your progress.',
    'On practice exams, set a time limit for each question; when the time is up, just mark it and move on to the next one.',
    "Write each day's questions on sticky notes, then ask your teacher about them all together at break the next day.",
  ],
  support: [
    'If an exam date or the scope of an assignment changes, let them know as early as you can, and say why. As long as they know in advance, this child can redraw the plan on their own.',
    "When they hesitate to speak in front of the class, don't rush them: let them try it out at home first, then point out specifically which parts went as well as they had prepared.",
  ],
};

export default writing;
