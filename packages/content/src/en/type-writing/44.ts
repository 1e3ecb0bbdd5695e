// 44 DD-B-44-SL The Cool-Headed Strategist
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They quickly sort out what matters, settle on an efficient study method of their own and repeat it steadily. Each subject has a fixed flow for them, from summary notes to past exam questions to reviewing wrong answers, and when a new unit begins they study it along that same flow.',
    "Their moods don't swing much, so they keep their usual rhythm during exam periods and manage their time calmly in the exam room. When studying with friends, they naturally take on the role of pointing out the key points. But because they value efficiency, they don't dig deep into material that seems unlikely to be tested, and their grasp of the basic concepts can end up shallow.",
  ],
  concentration:
    "In each short block they focus only on the key points, and a bit of noise around them doesn't shake them. Because their flow is set, they switch quickly between blocks and can work efficiently through several subjects in a day.",
  persistence:
    'The composure to shrug off a failure and adjust their strategy, together with their fixed study flow, supports their persistence. They respond evenly to praise and small rewards, so giving themselves a small reward each time they finish a block keeps them going for a long time.',
  strengths: [
    'A steadiness that lets them divide their time calmly even in the exam room',
    'A strategic habit of setting an efficient study flow for each subject and sticking to it',
  ],
  pitfalls: [
    'Skipping material that seems unlikely to be tested can leave shallow roots under the basic concepts',
    'Content with their familiar study flow, they may not prepare for new types of questions',
  ],
  strategies: [
    'For each unit, pick one “why does this happen?” question and write the answer in your own words at the bottom of your summary notes.',
    "Once a month, gather and solve question types you've never seen before to check that your current study flow still works.",
    "In study groups with friends, take charge of summing up the key points, and recheck the roots of each concept by answering your friends' questions.",
  ],
  support: [
    'While recognizing their efficient study methods, often bring up the underlying principles by asking, “Why do you think that is?”',
    'When they get through a test calmly, praise how well they managed their time, not only the result.',
  ],
};

export default writing;
