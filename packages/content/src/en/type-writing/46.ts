// 46 DD-B-43-SL The Resourceful Strategist
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'A master of efficiency, they quickly grasp the key points and apply them to all kinds of problems. After solving one type of problem, they immediately test whether the same method works on other types, preparing for a wide range of material in little time.',
    "Getting things wrong doesn't shake them much, so they boldly try new strategies and fix them right away if the results aren't good. They enjoy studying with friends and often suggest study methods in their study group. But because they are so good at shortcuts, they can easily move on without building a solid grasp of the basic concepts.",
  ],
  concentration:
    "They get going quickly and stay absorbed at high efficiency for 20 to 25 minutes, focused on their strategy even when it's a bit noisy around them. Sitting for long stretches tires them out quickly, though, so it's best to alternate short blocks with breaks.",
  persistence:
    "The flexibility to shake off a mistake, fix their strategy and try again keeps this type steady. They respond evenly to praise and rewards, so if they set target scores and reward themselves each time they reach one, even a long exam period won't wear them out.",
  strengths: [
    'An efficiency that applies one method to many problem types and covers a wide range in little time',
    'The drive to propose new study methods in their study group and put them into action',
  ],
  pitfalls: [
    'Relying on shortcuts, they may move on without properly building up the basic concepts',
    'Confidence can get ahead of them, so they skip checking and make mistakes on easy questions',
  ],
  strategies: [
    "When starting a new unit, first do ten basic concept-check problems, and move on to applied problems only once you've got them all right.",
    'Make the week before a test a “no-shortcuts week,” and re-solve the basic problems using the standard method.',
    'Set a target score for each subject, and after every practice exam, analyze the gap between your target and your actual score in one line.',
  ],
  support: [
    'Praise their efficient tricks, but now and then check the basics by asking, “Can you explain it from the beginning?”',
    'Cheer them on as they lead their study group, and encourage them to set goals together with their friends.',
  ],
};

export default writing;
