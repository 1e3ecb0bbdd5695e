// 9 II-B-43-SS The Considerate Planner
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They make a plan, and within it they make what they learn their own by reworking it bit by bit. In social studies they redraw the textbook content as tables or maps, and in English they rewrite sentences as their own story, reviewing by applying what they learned.',
    "Other people's reactions move them a great deal, so they work harder in a subject whose teacher praised their notes and may steer clear for a while of one where they were criticized. They enjoy studying most when they plan with a close friend and check each other's progress. Some days their energy drains quickly when studying alone; for this type, having someone alongside is the fuel for learning.",
  ],
  concentration:
    'Once warmed up they can focus for a long time, but that focus only holds fully when their mind is at ease. On a day they argued with a friend or got scolded, they make no progress however long they sit at the desk, so checking in with their feelings before studying is the way to study efficiently.',
  persistence:
    'Their steadiness lasts a long time when there is a friend to study with and an adult who looks over their progress. The fun of reworking what they learned in their own way takes the edge off repetitive review, but memories of criticism can linger, so kind feedback is essential.',
  strengths: [
    'The knack for reworking what they learn into tables, maps and their own sentences',
    "The thoughtfulness to read friends' moods and pace and create a good atmosphere for studying together",
  ],
  pitfalls: [
    'How much they study can swing widely between subjects where they were praised and subjects where they were criticized',
    'When friendships are shaky, their whole plan can grind to a halt',
  ],
  strategies: [
    'Pick a close friend as your ‘study buddy’ and swap photos every evening of the plan boxes you crossed off that day.',
    "When reviewing, don't copy the textbook word for word; rework it into tables, pictures or your own sentences on a single page.",
    'On days when your mind is cluttered, swap new material for easy problems from a unit you already know, so you keep going without stopping.',
  ],
  support: [
    'When you need to point out something to fix, first name one thing they did well, then mention just one thing to change.',
    'When they show you notes they have reworked, praise the idea before the content. That recognition becomes the reason for their next attempt at applying what they learn.',
  ],
};

export default writing;
