// 23 ID-A-45-SS The Artful Artisan
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They take great joy in turning a scene in their head into a finished piece of work. Given a history performance assessment (graded class project), they might write a letter from a historical figure or make a newspaper from that era, bringing imagination and care together to shape the result.',
    "Rich in sensitivity, their imagination opens up fully when they feel at ease, and in an uncomfortable atmosphere even good ideas won't come out. Once absorbed in a piece, they are so attached to it that they polish it late into the night without anyone asking. By the same token they take judgments of their work to heart, so one remark from an adult about their work can shape how they study next.",
  ],
  concentration:
    'With a task that sparks their imagination, they stay absorbed well past a single focus session. A string of practice problems done the same way quickly bores them, so it helps to mix activities like making, writing and drawing into study time.',
  persistence:
    "Attachment to a piece they love and curiosity about new ideas carry long projects through to the end. But if their work isn't appreciated as much as they hoped, they can easily lose heart, so having their work valued for itself, apart from the grade, protects their steadiness.",
  strengths: [
    'The creativity to turn imagined scenes into carefully crafted work',
    'The expressiveness to fill their work with feeling and story that moves whoever sees it',
  ],
  pitfalls: [
    'Absorbed in polishing their work, they easily put off essential study such as memorizing and problem solving',
    'They take criticism of their work deeply to heart and may avoid that subject for a while',
  ],
  strategies: [
    'Draw the things you need to memorize as a short comic with characters and scenes, and memorize them as if making a piece of work.',
    'Break creative assignments into three stages (‘idea sketch – draft – polish’) and write the finish date for each stage on the calendar.',
    'Before studying, listen to one favorite song and write a line about how you feel today, then start once your mind is at ease.',
  ],
  support: [
    'When you look at their work, before the grade, ask: “How did you come up with this scene?”',
    'If study has piled up because they were absorbed in a project, rather than scolding, agree together on how to split time between the project and study.',
  ],
};

export default writing;
