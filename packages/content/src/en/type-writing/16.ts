// 16 II-C-43-SL The Seasoned Voyager
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'Wide interests meet a knack for application, so they study in a practical way, taking a method learned in one subject and using it straight away in another. They use what they learned about reading graphs in math to write up the results of a science experiment, and apply English reading-comprehension tricks to nonfiction passages in language arts.',
    "Not much bothered by being wrong, they jump into new subjects and units without pressure and find the knack through repeated tries. With stamina that doesn't tire, they keep their energy to the end even when covering several subjects in a day. Because they are so good at finding the knack, though, the finishing touches easily get neglected.",
  ],
  concentration:
    'Once warmed up, they study for a long time while switching subjects, unshaken by a bit of noise around them. This type brings its focus back up each time it changes subject by finding something new to apply.',
  persistence:
    'A lightness that shakes off mistakes and tries another way keeps long study sessions from wearing them out. Their interest easily moves on to the next task before the current one is done, though, so setting a standard for ‘finished’ in advance turns steadiness into results.',
  strengths: [
    'Practical versatility that carries the methods of one subject over to another',
    'An eagerness to jump into new subjects and new units without pressure',
  ],
  pitfalls: [
    'Once they find the knack their interest cools, and they tend to rush the end of an assignment',
    'They sometimes start several assignments at once and the due dates pile up together',
  ],
  strategies: [
    'For each assignment, write down ‘three standards for finished’ first, and move on to the next one only when all three are met.',
    'When you switch subjects, play a ‘method swap’ game: try using one method from the last subject in the next one.',
    'Limit assignments in progress to two a week, and write the rest on a waiting list.',
  ],
  support: [
    'Praise them when they find a new trick, but save even bigger recognition for when you see “work polished to the end.”',
    'When several assignments overlap, help them sort the list by due date.',
  ],
};

export default writing;
