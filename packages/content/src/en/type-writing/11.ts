// 11 II-B-45-SS The Colorful Planner
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'Planning skills and a rich imagination go together in them, so even their study plan has to be decorated with colors and pictures before they feel like studying. They have the diligence to get through the set amount, yet within it they remember what they learned for a long time by making up stories and picturing scenes.',
    "Their imagination and diligence come alive together when they feel at ease and supported. On the other hand, when the atmosphere is stiff or they are compared with others, there are days they don't even want to open their plan. That is why, for this type, warm relationships, like a favorite teacher or a friend to study with, matter as much as the study plan.",
  ],
  concentration:
    'Once warmed up, they focus for a long time, but if it is nothing but the same kind of problem solving, their thoughts keep drifting into other daydreams. Alternating reading, drawing and problem solving even within one hour keeps their imagination inside their studies.',
  persistence:
    'Encouragement from an adult they like and small rewards they can see keep their steadiness going. Sticking a sticker on each day they kept to the plan, or finishing one more piece of a picture each time, they last longest when they can watch their diligence build up like a work of art.',
  strengths: [
    'A gift for expression that turns what they learn into stories and pictures they remember for a long time',
    'A balance of rich sensitivity with the diligence to make a plan and keep to it',
  ],
  pitfalls: [
    'Compared with other children, they can shrink back and give up on the whole plan',
    'They sometimes spend so long decorating their plan that actual study time shrinks',
  ],
  strategies: [
    'Limit decorating your plan to 20 minutes on Sunday evening, and on weekdays just check things off.',
    'Rewrite units you need to memorize as a short story with characters, and memorize by picturing its scenes.',
    'Split an hour of study into ‘reading 20 minutes – drawing or mind map 20 minutes – problems 20 minutes’, so no one way of working goes on too long.',
  ],
  support: [
    "Avoid comparing them with siblings or friends; compare yesterday's child with today's and tell them what has improved.",
    'Let them keep a picture or plant they love in their study space. For this type, a comfortable atmosphere is where focus begins.',
  ],
};

export default writing;
