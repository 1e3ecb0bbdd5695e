// 48 DD-B-45-SL The Daring Strategist
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'Faced with a new type of question or an exam format they have never seen, they work out a strategy all the faster. When they meet an unfamiliar problem, they tackle it head-on to find the heart of the solution, and feed that experience straight into their next strategy.',
    "They aren't afraid of failing, so they try daring strategies, and if the results are poor, they quickly analyze why and change course. Taking on challenges with friends energizes them, and they enjoy planning the team's strategy in quiz contests or mock debates. But since new strategies excite them so much, studying that repeats the basics can easily bore them.",
  ],
  concentration:
    'Faced with an unfamiliar task, their focus rises at once and stays sharp for 20 to 25 minutes, unshaken by noise around them. After about 30 minutes, though, their focus tends to drop, so a short break to sharpen their edge again works well.',
  persistence:
    'The boldness to shake off a failure and come back with a new strategy is what drives their persistence. With friends taking on the challenge alongside them and a few small rewards, they keep up their pace even through a long exam period.',
  strengths: [
    'The judgment to find the key quickly and build a strategy when facing a problem they have never seen',
    'The drive to propose bold strategies in team activities and lead the way',
  ],
  pitfalls: [
    'Finding it boring to repeat the basics, they risk shaky foundations',
    'When a daring strategy misses, it can turn into a big mistake on a test',
  ],
  strategies: [
    'Turn basic-problem drills into a “speed quiz” with a friend, and do it for ten minutes every day.',
    'Try out any strategy you plan to use on a test in practice exams first, record the results, and use only proven ones for the real thing.',
    "Whenever you solve a type of problem you've never seen, write “key clue – how to solve it” in one line and collect these in a strategy notebook.",
  ],
  support: [
    'Cheer on their daring attempts, but help them build the habit of testing them in practice before the real thing.',
    "Ask often about times they led the team's strategy, and recognize what they did.",
  ],
};

export default writing;
