// 15 II-C-43-SS The Observant Voyager
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They are skilled at moving between fields and weaving what they learned together to find new meaning. They enjoy applying ideas across subject lines, for instance linking the setting of a novel from language arts to the history they learned in social studies.',
    "Finely tuned to people and atmosphere, their interest opens wide in a favorite teacher's class and quietly closes in an uncomfortable one. Their understanding deepens when they sort out what they learned by telling someone about it, and simply having someone to listen keeps them studying. Because their interest moves around so much, though, they sometimes move on without building a solid foundation in a subject.",
  ],
  concentration:
    "Once warmed up, they can study for a long time while switching subjects, but when they feel uneasy their interest wanders easily and they can't settle on any subject. Their thinking opens up widest when they are with someone they feel at ease with, or when favorite music is playing softly.",
  persistence:
    'The joy of the moment when things they learned connect is what keeps this type studying. On a day they are criticized, though, the memory can linger long enough to cool their interest itself, so they need kind words to help them start again.',
  strengths: [
    'Integrative thinking that weaves content from different subjects together to find new meaning',
    "The empathy to read friends' and teachers' feelings and lead an easy conversation",
  ],
  pitfalls: [
    'They can shut off interest in a subject whose class feels uncomfortable, so gaps between grades easily widen',
    "Absorbed in the fun of making connections, they sometimes don't practice enough basic problems",
  ],
  strategies: [
    'Each time you finish a unit, find one ‘link to another subject’, write it in a connections notebook and tell your family about it.',
    'Put just 20 minutes of a subject you care less about right after a favorite one, so you start while the good mood lasts.',
    'Separately from the connections notebook, solve ten basic problems for each unit to check that the concept is solid.',
  ],
  support: [
    'When they talk about links between subjects, show interest: “How did you figure that out?”',
    'If they have come to dislike a particular subject, first listen to what happened in that class. Once their feelings ease, their interest opens up again.',
  ],
};

export default writing;
