// 45 DD-B-43-SS The Insightful Strategist
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They quickly grasp the key points, then complete their understanding by rewriting them in their own words. When they study social studies, they write the key concepts down in short phrases as if explaining them to a friend, then try applying those phrases to other units.',
    "They respond keenly to the mood around them and to people's reactions, so studying with friends energizes them, and their understanding deepens when they explain things to each other. On the other hand, criticism or comparisons can make them shrink back so that they don't show everything they have prepared. Sharing strategies with people they feel comfortable with is the way of studying that suits them best.",
  ],
  concentration:
    'Their mind is clearest while they are organizing the key points, and their focus deepens when they try applying them. When they feel uneasy, even a short block can fall apart, so taking a moment to settle their feelings before studying makes them more efficient.',
  persistence:
    'Time spent explaining things to each other with friends, and encouragement from an adult who keeps an eye on their progress, support their persistence. Scolding or comparisons stay with them for a long time, though, so it works best when what needs fixing is mentioned quietly and what went well is said clearly.',
  strengths: [
    'The ability to grasp key points quickly and explain them in simple words',
    'The empathy to create an atmosphere where friends grow together by explaining things to each other',
  ],
  pitfalls: [
    'Criticism or comparisons can make them shrink back and score below what they are capable of',
    'Because they are good at summarizing and explaining, they may neglect practice in solving problems',
  ],
  strategies: [
    'Rewrite a key concept in three lines like a text message to a friend, and actually send it back and forth with a friend.',
    'Form a study group with two or three friends in which each person takes a unit and explains its key points to the others.',
    'For every page of summary you write, solve five problems to see whether what you explained also works on actual questions.',
  ],
  support: [
    'Point out what needs fixing gently and in private, not in front of others.',
    'When they talk about helping a friend, listen closely and recognize their talent for explaining.',
  ],
};

export default writing;
