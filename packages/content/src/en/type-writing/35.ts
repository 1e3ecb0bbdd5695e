// 35 ID-C-45-SS The Dreamy Explorer
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They love imagining new things and expressing them in many different ways. They learn by turning the same material into a drawing, a story or a song, adding ideas of their own along the way.',
    'They feel things deeply, so their imagination opens wide when they are at ease and curls up in uncomfortable or tense settings. Because their interest moves from place to place, they get a taste of many fields, but without the experience of finishing things, their studying can become a string of beginnings. What matters is a warm atmosphere and frequent chances to enjoy the small joy of completing something.',
  ],
  concentration:
    'When an activity gets their imagination going, they lose themselves in it and forget to take breaks. They lose interest quickly when things are repeated the same way, so switching between short activities as they study helps their focus last.',
  persistence:
    "The joy of creating something new is what fuels this type's persistence. But a cold reaction to their work or presentation stays with them for a long time and makes them hesitate before the next attempt, so they really need to have their efforts recognized, not just the results.",
  strengths: [
    'The creativity to express the same material as a drawing, a story or a song',
    "A sensitivity that picks up on other people's feelings and puts them into their work",
  ],
  pitfalls: [
    'With many things started and few finished, it can be hard to feel a sense of achievement',
    'Cold criticism can make them shrink back and stop trying new things',
  ],
  strategies: [
    'Each week, choose one “small piece to complete” (a picture summary, a short story) and practice finishing it by Friday.',
    'To memorize material, set it as lyrics to the tune of a song you like and sing it.',
    "Before you start studying, put on music you like and draw the three things you'll do today.",
  ],
  support: [
    'When you look at their work, ask what they were thinking as they made it before you evaluate it.',
    'Celebrate warmly whenever they finish something, however small. The joy of finishing leads to the next completed piece.',
  ],
};

export default writing;
