// 12 II-B-45-SL The Big-Picture Planner
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They love setting a big goal and drawing up their own plan to reach it. Beyond schoolwork, they put new challenges like science fairs and book debates on their plan, and the less familiar the field, the more excited they are to prepare.',
    'Unafraid of failure, they set hard goals without hesitation, and when a plan goes off course they find the cause and make a new one. They tend to draw energy from taking on challenges with friends, sometimes putting together a team for a competition or project. When a new challenge captures their heart, though, the review boxes for core subjects start to go empty.',
  ],
  concentration:
    'Faced with a new topic to investigate or a challenge, once warmed up they stay absorbed for a long time without wavering. In review sessions that go back over familiar material, their focus thins, so it helps to attach a small goal or a record to beat to review as well.',
  persistence:
    'The boldness to shake off failure, fix the plan and try again carries long-term goals through to the end. Recognition from those around them each time they reach a goal makes them raise the size of the next challenge, so celebrate small achievements together too.',
  strengths: [
    'The drive to set their own goals and plans and take on even unfamiliar fields',
    'The resilience to treat failure as material for revising the plan and get back up',
  ],
  pitfalls: [
    'Caught up in a new challenge, they easily put off familiar work such as reviewing schoolwork',
    'Setting goals too big, they sometimes run without checkpoints and end up rushing right before the deadline',
  ],
  strategies: [
    'Each time you start a challenge, first lock review time for your school subjects into your plan, and fit the challenge into the time left over.',
    'Break a big goal into four-week milestones, and every Friday write one line on your progress against the goal.',
    "Make review a small challenge too, aiming to solve problems faster and more accurately than last week's record.",
  ],
  support: [
    'When they talk about a big goal, cheer them on first before weighing how realistic it is, then set checkpoint dates together.',
    'Help them find chances to enter competitions and projects, but make a clear agreement that the basic schedule for schoolwork stays in place.',
  ],
};

export default writing;
