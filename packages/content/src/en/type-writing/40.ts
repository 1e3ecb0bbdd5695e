// 40 DD-A-43-SL The Agile Challenger
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They learn concepts in short, intense bursts of focus, then go straight on to tackle applied problems and stretch their skills. When they study a math unit, they finish the basic problems quickly and spend the rest of their time taking on the applied ones.',
    "Getting things wrong doesn't shake them much, so they attempt hard problems again and again until they find the trick. They are highly competitive and most excited when racing a friend to solve problems or setting a record. But confidence sometimes gets ahead of them and they skim over the basics, so they need a habit of checking.",
  ],
  concentration:
    'Their focus catches fire the moment they sit down and stays intense for 20 to 25 minutes, even if the classroom is a bit noisy. After 25 minutes, though, it starts to fade, so a short break to rekindle the spark works well.',
  persistence:
    'They have both the resilience to shake off a mistake and take on the next problem and the determination not to let go of a goal. They run longest when they can see their winning record piling up, so keeping a record of small victories is the secret to their persistence.',
  strengths: [
    "A challenger's spirit that gets the basics done quickly and takes on applied problems",
    'The nerve to stay unshaken by wrong answers and keep trying until they find the trick',
  ],
  pitfalls: [
    'Overconfidence can make them skim over checking the basic concepts or reviewing their work',
    'They may rush through ordinary homework that has no contest in it',
  ],
  strategies: [
    'Hold an applied-problem contest with a friend once a week, and redo any problem you lost on that same day until you win.',
    'Set “100% accuracy” as the goal for ordinary homework, and compete on precision instead of speed.',
    'When you get the test paper, work through the basic questions quickly first, and use the last five minutes to recheck only those.',
  ],
  support: [
    'Provide a record chart or a rival to fire up their competitive streak, but praise their checking habit too.',
    "If you set a small goal together even for ordinary homework, they'll see it through properly instead of rushing.",
  ],
};

export default writing;
