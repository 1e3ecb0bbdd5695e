// 41 DD-A-45-SS The Ardent Challenger
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'When a topic moves them, they dive into it with explosive energy, writing or drawing about it and building a world of their own. They especially shine in tasks where they can pour in feeling and imagination, like book reports and creative assignments.',
    "They feel things deeply, so their imagination blooms when they are at ease and encouraged, while in an uncomfortable atmosphere the spark goes out easily. They lose themselves in topics they love without anyone telling them to, but they are slow to get going in subjects that don't interest them. A bridge between their favorite topics and their school subjects is what protects their grades.",
  ],
  concentration:
    "With a topic they love, they are so absorbed for 20 minutes or so that they don't hear anything around them, but repetition in the same format quickly loses their interest. Changing the shape of the activity with each short block brings their focus back to life again and again.",
  persistence:
    'Deep attachment to what they love and curiosity about new things to imagine keep their short bursts of focus going. But a cold reaction to their work stays with them for a long time and makes them hesitate before the next challenge, so they need someone who looks at their process first.',
  strengths: [
    'A passion that throws itself briefly and intensely into a favorite topic and turns it into a finished piece',
    'A gift for capturing feelings and imagination vividly in writing and pictures',
  ],
  pitfalls: [
    "In subjects that don't interest them, they struggle to get started and keep putting them off",
    'Cold criticism of their work can make them shrink back and stop taking on challenges for a while',
  ],
  strategies: [
    "Kick-start a subject that doesn't interest you with one question linked to a favorite topic (for example, the science in a story you love).",
    'Switch activities with each 20-minute block, like “read – write – draw,” so you never do the same thing twice in a row.',
    'For creative assignments, show your first draft to someone you trust, get their encouragement, and then polish it.',
  ],
  support: [
    'Share your impressions of their work first, then pick just one thing to improve and mention it kindly.',
    'Rather than making them slog through an uninteresting subject for hours, look together for short tasks that connect to a topic they love.',
  ],
};

export default writing;
