// 5 II-A-45-SS The Reflective Seeker
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'When they meet a topic they love, they sink right into that world, seeking out related books, videos and even pictures and weaving them into a story of their own. Learning history, they imagine and write the diary of someone from that era; learning science, they draw the principle as a picture.',
    'Rich in feeling, they remember longest when they learn from material full of stories and scenes, and dry bullet-point summaries alone leave them unmoved. With the power to stay absorbed for a long time, they see a picture book or presentation on a single topic through to the end. On days when their mood is unsettled, though, their imagination may wander off somewhere other than their studies.',
  ],
  concentration:
    'With a task that sparks their imagination, they lose track of time in one topic the moment they have warmed up. Repeating the same problem in the same way quickly bores them, so even within a long study session it helps to change the shape of the materials and activities.',
  persistence:
    "A deep attachment to what they love sits alongside a curiosity that seeks out the new, so a topic that catches their interest can hold them for months. But if work they poured themselves into isn't recognized in an assessment, they can be badly hurt, so they need someone who values the work itself, apart from the grade.",
  strengths: [
    'An imagination that expresses one topic richly through stories, pictures and writing',
    'The power to empathize deeply with others and read the feelings in literature and its characters with great sensitivity',
  ],
  pitfalls: [
    'Lost in their imagination, they easily miss what a set task requires and drift off in their own direction',
    'If a piece they had high hopes for gets a low grade, they may turn away from that subject altogether',
  ],
  strategies: [
    'For units with a lot to memorize, redraw the content as a short story or comic that brings scenes to mind, and memorize it that way.',
    'When you start a performance assessment (graded class project), pin the rubric at the top and let your imagination run, but check off the criteria one by one as you finish.',
    'Before studying, spend three minutes writing one line about how you feel today to settle your mind, then open your book.',
  ],
  support: [
    'Look at the pictures and writing they make as works before you look at the grade, and tell them specifically which parts you liked.',
    'When their imagination wanders outside the assignment, instead of scolding, connect it with them: “Which part of the assignment could this idea go into?”',
  ],
};

export default writing;
