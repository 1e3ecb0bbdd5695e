// 47 DD-B-45-SS The Ingenious Strategist
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'Their knack for quickly spotting the key points meets a rich imagination, so even their summaries become pictures and stories. When they study a history unit, they sum up the flow of events in a four-panel comic, and they remember science concepts by turning them into stories built on analogies.',
    'They feel things deeply, so ideas overflow when they are at ease, while in an uncomfortable atmosphere their focus scatters easily. Studying with someone who cheers them on gives them energy, and even a little praise boosts their motivation a lot. But how efficiently they study varies greatly with their mood, so looking after their feelings is itself a strategy.',
  ],
  concentration:
    'Even within a short block, they focus most deeply when they are organizing material in a way that stirs their imagination. Repetition in the same format loses their interest quickly, so it helps to change the approach with each block, like picture summaries, problem solving and reading aloud.',
  persistence:
    'Encouragement and small rewards keep them going, and the fun of finding new ways to organize material keeps studying from getting dull. But cold criticism can easily make them shrink back, so they need to have their efforts recognized, not just the results.',
  strengths: [
    'A creative talent for summarizing that turns key points into pictures and stories that stay in memory for a long time',
    "A mood-maker who notices friends' feelings and makes studying together fun",
  ],
  pitfalls: [
    'How efficiently they study can rise and fall sharply with their mood',
    'Spending a lot of time decorating their summaries, they may not solve enough problems',
  ],
  strategies: [
    'Sum up each unit as a four-panel comic, keeping to the rule that every panel must include one key term.',
    "Make a “ten-minute light study list” for days when you feel low, so your studying doesn't break off.",
    'After making a summary, solve five problems within the same block to check that it works on real questions.',
  ],
  support: [
    'When you see a picture summary they have made, praise the idea first. That recognition invites the next round of studying.',
    "Before a test, ask how they're feeling before asking about results.",
  ],
};

export default writing;
