// 14 II-C-44-SL The Even-Keeled Voyager
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They range widely across many fields yet never hurry, widening their background knowledge slowly but surely over a long time. From a history book their interest moves to geography, and from geography to science, naturally exploring the world beyond the textbook.',
    'With an even temper, they hardly change their usual rhythm even at exam time and take any result in their stride. This ease makes the long voyage possible, but the feeling that there is no rush can also push deadlines back. They especially need to make sure they finish long assignments such as performance assessments (graded class projects) or book reports.',
  ],
  concentration:
    "Even when it is a bit noisy around them they keep their own pace, and once warmed up they study for a long time. But with interests spread over many subjects, if they don't decide what to finish within the hour, a whole day can pass dabbling in a bit of everything.",
  persistence:
    "A mind that shakes off failure and starts again, together with wide interests, makes this a type that rarely tires of studying. Too little pressure means they don't pick up speed, though, so small deadlines they set themselves turn steadiness into results.",
  strengths: [
    'An easygoing calm and long stamina that hold steady even in exam season',
    'Rich background knowledge built up by reading widely beyond the textbook',
  ],
  pitfalls: [
    'Feeling there is no rush, they easily put assignments off until just before the deadline',
    'Touching a little of many subjects, they sometimes end the day without finishing any of them',
  ],
  strategies: [
    'At the start of the day, write ‘one thing to finish today’ on a sticky note, and move on to other subjects only after it is done.',
    'For long assignments, set a small deliverable for each week (an outline, a draft, the final version) and show it to a parent or teacher.',
    'For each book you read outside class, pick ‘three things that could come up in an exam’ and note them in your reading log to connect it with your subjects.',
  ],
  support: [
    "Don't mistake their easygoing manner for laziness; instead, set small weekly deadlines together to build up some pace.",
    'Welcome the questions that come from their wide interests, and recommend books or documentaries that carry those interests further.',
  ],
};

export default writing;
