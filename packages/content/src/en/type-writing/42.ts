// 42 DD-A-45-SL The Fearless Challenger
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'A true competitor, they catch fire the newer and harder the challenge. Faced with a problem no one has solved, their first competition or an unfamiliar experiment, they jump in without hesitating and achieve remarkable results in a short time.',
    "They aren't afraid of failing, so they get back up and try again however many times they fall, picking up the tricks quickly along the way. On the other hand, reviewing material they already know bores them, and they are tempted to skip it. Their task is to carry that fire over to the basics as well.",
  ],
  concentration:
    'Faced with a new challenge, their focus rises at once and they are explosively absorbed for 20 to 25 minutes, paying no attention to noise around them. But doing the same problems over and over bores them quickly, so it helps to give repeated practice something new too, like records or contests.',
  persistence:
    'They have both the boldness to shake off failure and jump right back in and the determination not to let go of a goal. But once they reach a goal, their fire cools fast, so having the next challenge ready in advance keeps them going.',
  strengths: [
    'A competitive grit that jumps into new, hard challenges without hesitating',
    'The resilience to pick up tricks quickly and try again, however many times they fail',
  ],
  pitfalls: [
    'Finding review of what they already know boring, they can end up with shaky foundations',
    "Once they reach a goal, their fire may cool so fast that it doesn't carry over to the next stage of study",
  ],
  strategies: [
    "Turn review into a “beat yesterday's record” game, aiming to solve the same problems faster and more accurately.",
    "When you finish one challenge, write down your next challenge goal that same day, so the spark doesn't go out.",
    'When preparing for a competition or research project, build in a “warm-up” of basic problems for 20 minutes every day before anything else.',
  ],
  support: [
    'Find opportunities for new challenges for them, but agree clearly that working on the basics is part of the deal.',
    'When they reach a goal, celebrate and then set the next goal together, so the fire keeps burning.',
  ],
};

export default writing;
