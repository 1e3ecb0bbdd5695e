// 34 ID-C-43-SL The Clever Explorer
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    "They never hesitate to try a new method, and they widen their skills by applying what they have learned to other problems straight away. When they finish a unit, they look for other problems that the same concept can solve, and if there's a faster solution they switch to it at once.",
    "Getting things wrong doesn't bother them much, so they learn the tricks through quick rounds of trial and error. In group work they are often the troubleshooter who suggests a new way forward when the team is stuck. The catch is that the fun of finding tricks is so big that they may care less about the final polishing.",
  ],
  concentration:
    "Their focus shoots up whenever a new method or an applied problem comes along. Noise around them doesn't throw them much, but when they feel sure of themselves they may rush through their checking.",
  persistence:
    'The lightness to shrug off a mistake, find another method and try again keeps this type steady. But their interest moves on easily, so they need a rule: finish one thing they have started before moving on to the next.',
  strengths: [
    'The quick wits and flexible thinking to find a new solution when a problem has them stuck',
    'The drive to pick up tricks fast without fearing trial and error',
  ],
  pitfalls: [
    'Once the fun of finding a new solution wears off, they may rush the rest of the task and the quality drops',
    'Overconfidence can make them skip checking and slip up on questions they know',
  ],
  strategies: [
    'When you find a new solution, write it in your notebook next to the original one, and in tests use whichever is safer.',
    'Before you start a task, write down in three lines what “done” means, and move on to the next task only when all three are met.',
    "In practice exams, set aside the last five minutes for checking, right down to how you've marked your answer sheet.",
  ],
  support: [
    "Praise the cleverness behind a newly found method, but give even more recognition to work they've polished to the end.",
    'If they seem to have a lot of things started, decide together which to finish first.',
  ],
};

export default writing;
