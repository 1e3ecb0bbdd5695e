// 29 ID-B-45-SS The Soulful Coordinator
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'On top of a balanced, conscientious streak, they have a rich imagination and deep feelings. They keep up with all their subjects evenly, yet when they come across material with stories and pictures, their love for that subject suddenly grows.',
    'When they feel at ease and supported, new ideas come bubbling up, and they use them to make their presentations and performance assessments (graded class projects) rich and full. But if the atmosphere feels stiff or the grading feels harsh, their imagination shrinks back. They tend to learn most happily when making things together with friends, so group projects are a great way into their studies.',
  ],
  concentration:
    'When an activity sparks their imagination, they get so absorbed that they forget about breaks. Long stretches of the same kind of problem bore them quickly, so mixing reading, drawing and talking things through into each study session helps.',
  persistence:
    'People who cheer them on and the joy of making something new keep this type going. But when work they have poured effort into gets a poor grade, their heart sinks easily, so they need words that remind them the process has value and help them start again.',
  strengths: [
    'The ability to keep up with every subject while filling presentations and assignments with imagination',
    "The warmth to read friends' feelings and make group work fun",
  ],
  pitfalls: [
    'In a stiff atmosphere or under strict grading, they can shrink back and keep their ideas to themselves',
    'Their motivation to study can rise and fall sharply with their mood',
  ],
  strategies: [
    'For each subject, find one related picture book or video, and go through it before you start a dry unit.',
    "In group projects, take on the role of sketching the team's ideas first as a drawing or mind map.",
    'Make a “light study list” (flashcards, easy problems) in advance for low-mood days, so your studying never stops altogether.',
  ],
  support: [
    'When they share an idea, listen with enjoyment before you judge it. That reaction invites the next idea.',
    'Before a test or presentation, help them feel at ease by recognizing how they prepared rather than focusing on the result.',
  ],
};

export default writing;
