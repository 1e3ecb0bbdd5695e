// 3 II-A-43-SS The Attentive Seeker
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They dig deep into topics they love, but understanding is complete only when they link what they learned to other examples and put it back into their own words. They enjoy learning that turns one idea into two, for instance explaining a principle from science class through something that happens in everyday life.',
    "Sensitive to a teacher's or friend's tone and to the mood of the classroom, they think most actively when learning within comfortable relationships. Explaining what they learned to someone they trust, as if telling a story, they often discover what they had missed themselves. On the other hand, on a day they get sharp criticism, they may drop even a favorite subject for a while.",
  ],
  concentration:
    'On an interesting topic, one question leads to the next (“How does this connect to that?”), and once warmed up they stay absorbed for a long time. But when something is bothering them, their thoughts keep drifting back to it even with the book open, so a short moment to settle their mind before studying helps their focus.',
  persistence:
    "The attachment that won't let go of a favorite topic is the root of their steadiness, and the joy of sharing what they learned with someone waters it. More than praise, a response like “Your explanation helped me get it” stays with them and becomes the reason for their next study session.",
  strengths: [
    'The ability to apply a principle to other subjects and everyday life and explain it in their own words',
    'The attentiveness to notice where a friend got stuck and explain it at their level',
  ],
  pitfalls: [
    'When a relationship or the atmosphere turns uncomfortable, their motivation can suddenly drop, even in subjects they love',
    'Having fun applying ideas, they sometimes move on without enough practice on the basic problems',
  ],
  strategies: [
    'When you finish a unit, spend five minutes explaining it like a teacher to a family member or close friend, and mark the parts where you got stuck in the margin of your notes.',
    'Make a two-column notebook with the ‘textbook example’ and ‘an example I found’ side by side for each concept, so the fun of applying ideas carries into your review.',
    'Before tackling application problems, warm up with ten basic ones to check that the concept is solid.',
  ],
  support: [
    'When you need to point out a mistake, do it somewhere quiet rather than in front of others, and offer a way to fix it at the same time.',
    'When they start explaining something, listen to the end and tell them honestly what you learned from it. For a type that learns by teaching, that is the greatest encouragement.',
  ],
};

export default writing;
