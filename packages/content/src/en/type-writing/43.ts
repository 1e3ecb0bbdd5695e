// 43 DD-B-44-SS The Prudent Strategist
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    "A strategist at heart, they first skim all the material a test will cover as soon as they get it, rank it by importance, and tackle the key points in the order they have set. They analyze past exam questions, put the most frequently tested concepts into a table, and study in short chunks in the table's order.",
    'They value efficiency, but they also have a careful streak that hates mistakes, so even when making summary notes they check several times that nothing is missing. That also means their nerves run high before a test, and they can get anxious if their planned order goes off track. When a teacher or parent recognizes their strategy, they gain confidence and study more boldly.',
  ],
  concentration:
    'Their focus is sharpest when they are pulling out the key points, and the clearer the task for each block, the more cleanly it carries on. They work most efficiently in a quiet, predictable setting, and a sudden change easily breaks their flow, so reworking their strategy takes time.',
  persistence:
    'Reaching a goal in each short block and being recognized by the people around them are what keep this type steady. But when results fall short of their hopes, the disappointment lingers and makes them doubt the strategy itself, so they need time to analyze the results with someone and plan their next strategy.',
  strengths: [
    'Strategic thinking that picks out the key points of the test material and tackles them in order',
    'Thoroughness in putting together summary notes with nothing left out',
  ],
  pitfalls: [
    'When their planned order goes off track, they can get anxious and fail to use the remaining time well',
    'Putting so much effort into summaries, they may not get enough practice solving problems',
  ],
  strategies: [
    'Make a past-exam analysis table that records how often each concept is tested, and arrange your 20-minute blocks from most to least frequent.',
    'For days when your plan falls apart, prepare a “key points only, 30 minutes” emergency plan in advance.',
    'Each time you finish a page of summary notes, immediately solve five related problems to check that your summary holds up in practice.',
  ],
  support: [
    'Listen first to the study strategy they have worked out, and recognize specifically what they planned well.',
    'If a test date or its coverage changes, tell them as soon as possible to give them time to rework their strategy.',
  ],
};

export default writing;
