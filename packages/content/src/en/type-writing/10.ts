// 10 II-B-43-SL The Adaptable Planner
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'On top of the power to make a plan and follow it, they have the wit to apply what they learn in all sorts of ways. Even when drawing up their plan, they decide for themselves the mix of basic and application problems for each subject, and know how to adjust that mix as they progress.',
    "Getting things wrong doesn't shake them much, so they don't hesitate in front of hard problems and use their mistakes as material for revising the plan. They tend to come alive studying with friends, and in group projects they can come up with ideas and divide up the schedule at the same time. Trying to do many things well at once, though, their plan easily gets overpacked.",
  ],
  concentration:
    'Once warmed up, they study at the same pace for a long time, and their focus deepens the moment they move from basic to application problems. They tend not to be thrown by a bit of noise around them, but when they feel too relaxed, the focus they put into checking can get loose.',
  persistence:
    'The resilience to shake off a mistake, fix the plan and carry on keeps their steadiness unbroken all term. They clearly pick up speed with encouragement or small rewards, though, so setting their own reward rules is also a good idea.',
  strengths: [
    'A strategic sense for balancing basics and application within their own plan',
    'Sharp follow-through in group work: they come up with ideas and still keep track of the schedule',
  ],
  pitfalls: [
    "Packing the plan as full as they would like, they can't keep it all and fall behind all at once",
    'Once confident with application problems, they sometimes skip reviewing the basic concepts',
  ],
  strategies: [
    "Write each day's plan as three must-dos and two nice-to-dos, and finish the three first.",
    'Make your own ‘basic concepts check quiz’ for each unit, then swap quizzes with a friend before the exam.',
    'For long assignments such as performance assessments (graded class projects), split the work into four stages (brainstorm, research, complete, review) and put a date for each on the calendar.',
  ],
  support: [
    'If the plan looks overloaded, help them choose what to drop. For this type, practicing letting go is the bigger lesson.',
    'When they handle their role in a group project well, praise specifically how they led their friends rather than the result.',
  ],
};

export default writing;
