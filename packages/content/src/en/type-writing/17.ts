// 17 II-C-45-SS The Romantic Voyager
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'As if dreaming of a wide world, they roam across many fields and learn through stories and imagination. Learning world geography, they imagine traveling to the country; in science class, they remember concepts by picturing a story set in space.',
    'Rich in sensitivity, their interest stays longest when they learn from material that moves them, like music, pictures and videos. But their interest shifts easily with the mood, so one day they are absorbed in history and the next in art. What matters is a comfortable, warm atmosphere and a path that links these wide interests to their schoolwork.',
  ],
  concentration:
    'Once warmed up, they can stay in a world of imagination for a long time, but when the same kind of problem solving goes on, their thoughts leave their studies behind. Changing activities, such as reading, drawing and listening, keeps that long focus inside their studies.',
  persistence:
    "A curiosity that goes looking for new stories meets tireless stamina and keeps them studying for long stretches. But if a piece of work or a presentation they poured themselves into isn't well received, they easily lose heart, so they need someone beside them who looks at the process rather than the result.",
  strengths: [
    'A rich imagination that weaves knowledge from many fields into stories and scenes',
    'The sensitivity to express what they learn in many forms, such as music, pictures and writing',
  ],
  pitfalls: [
    "The subject they study changes with the day's mood, making it hard to progress according to plan",
    'Negative reactions to a presentation or piece of work easily knock their confidence, and they may hesitate to try again',
  ],
  strategies: [
    'Find a film, song or picture related to each subject, and open your mind with five minutes of it before you start studying.',
    'So you can choose by mood, pick just three ‘subject candidates for today’ and make a rule to choose from among them.',
    'Rewrite things to memorize as a short fairy tale or song lyrics, and memorize them by reading aloud.',
  ],
  support: [
    'Listen to the stories that come from their imagination, and look together for the school topics those stories connect to.',
    'When passing on feedback about their work or presentations, mention what was good first, and specifically.',
  ],
};

export default writing;
