// 4 II-A-43-SL The Inquiring Seeker
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'After understanding a topic in depth, they widen their skills by applying the principle straight away to new problems. Once they learn a formula in math, they go looking for problems it can solve, and even a wrong solution shows them another route.',
    'Not very afraid of being wrong, they tend to take a shot at hard challenge problems first. Thanks to the stamina to sit for long stretches, they never begrudge the time spent solving one problem several ways. Because they linger so long on one unit, though, covering the whole exam scope evenly takes a plan.',
  ],
  concentration:
    'Once warmed up, they get deeply absorbed in turning a problem this way and that. They tend to stay wrapped up in their own problem even if the classroom is a little noisy, but when they are too relaxed they can let small errors, like slips in calculation, go by.',
  persistence:
    "Curiosity (“Isn't there another way?”) meets an attachment that holds on to a topic to the end, so they don't easily put down even a hard problem. They shake off mistakes quickly and try again, so trial and error turns straight into skill, but if they don't write up their solutions the same mistakes can come back.",
  strengths: [
    'The versatility and grit to solve many kinds of problems with a single principle',
    'The nerve to try a new solution instead of shrinking back from a problem they got wrong',
  ],
  pitfalls: [
    'Pouring time into challenge problems in a favorite unit, they easily neglect the later part of the exam scope',
    'Thinking they know a problem, they skip checking and lose points to calculation slips',
  ],
  strategies: [
    'Solve a problem two different ways, then write one line comparing which solution was faster.',
    "Make a table splitting the exam scope into weeks, and set a rule that challenge problems come only after that week's basic work is done.",
    'When you finish a set of problems, make a habit of a three-minute check: cover your answers and redo only the calculations.',
  ],
  support: [
    'Even when they bring you an odd-looking solution, first ask how they thought it through. Putting that process into words makes their ability to apply ideas stronger.',
    "So they don't set their sights too low, help them find a stage to test their skills, such as an academic competition or a research project.",
  ],
};

export default writing;
