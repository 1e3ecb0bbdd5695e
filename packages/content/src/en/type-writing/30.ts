// 30 ID-B-45-SL The Decisive Coordinator
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They keep all their subjects in balance, yet when an unfamiliar task comes along they are the first to raise a hand. Even with a new kind of performance assessment (a graded class project) or a debate class, they dive in without hesitating and learn how it works by doing it.',
    "They aren't very afraid of failing, so they try new study methods and activities without a second thought, and they refine the ones that work into their own way of doing things. Taking on challenges with friends energizes them, and they often end up leading group work from the front. The risk is that chasing what's new can make them neglect the basics that need repeated practice.",
  ],
  concentration:
    "The newer the task, the more intensely they focus. Noise around them doesn't bother them much, but on familiar, repetitive work their focus slips easily, so it helps to add a small challenge.",
  persistence:
    'The resilience to shake off failure and try again, together with the way they respond to encouragement, is what keeps this type going. They last longest when the goal is clear and they have friends taking on the challenge with them.',
  strengths: [
    'The boldness to step up to an unfamiliar task and find a way through',
    "The drive to lead group work from the front and bring friends' opinions together",
  ],
  pitfalls: [
    'Drawn to new activities, they may neglect the basics that need repeated practice',
    'Confidence can get ahead of them, so they sometimes give presentations on improvisation instead of preparation',
  ],
  strategies: [
    'Turn basic arithmetic drills or vocabulary memorization into a record-beating contest with a friend, and keep at it for ten minutes every day.',
    "When you're given a presentation, don't rely on improvising: make a “three key lines” note in advance and rehearse it out loud at least once.",
    'When you try a new study method, set a two-week trial period, record how well it works, and then decide whether to keep it.',
  ],
  support: [
    'Cheer on new challenges, but agree together on an order: the basics come first, then the challenge.',
    "Ask about their experience leading a group, and praise specifically how well they brought their friends' opinions together.",
  ],
};

export default writing;
