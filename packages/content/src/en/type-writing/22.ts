// 22 ID-A-43-SL The Skillful Artisan
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    "They find it rewarding to build solid basics first and then apply them to make something better. In math they aren't satisfied with one solution and look for a shorter one, and for presentation slides they borrow good ideas from other presentations and rework them in their own style.",
    "Mistakes don't shake them much: they find what to fix and get straight back to it. Their standards for quality are high, but they tend to enjoy the journey toward those standards, so they take even hard assignments as a challenge rather than a burden. Because they keep seeing ways to make things better, though, they sometimes miss the moment to finish.",
  ],
  concentration:
    'In a task where they can see room to apply ideas, they stretch the time themselves and go deep. They stay absorbed in their own work even in a slightly noisy classroom, but when they feel too relaxed they can skim over the final check.',
  persistence:
    "The resilience to shake off failure and keep fixing things goes together with the determination to polish a task to the end. This type's steadiness grows stronger as they feel for themselves how their work improves over time.",
  strengths: [
    'Versatility that, once the basics are solid, finds better ways and upgrades the result',
    'The drive to treat a mistake as something to fix and get straight back to work',
  ],
  pitfalls: [
    'Seeing ever more ways to improve things, they easily miss the moment when an assignment should be finished',
    'Once confident at applying ideas, they sometimes skim over reviewing the basics or checking their work',
  ],
  strategies: [
    'For each assignment, set separate dates for ‘version 1 done’ and ‘final hand-in’, and only start polishing once version 1 is finished.',
    'When you find a new solution, write it next to the original one and mark which is safer in an exam.',
    'When you finish an exam, check in reverse starting from the questions you are most confident about, to catch slips on the ones you know first.',
  ],
  support: [
    "When they show you their work, point out what has improved first, and also give the signal that “it's good enough to hand in now.”",
    'Let them know about research competitions or project-based classes where they can put their versatility to use.',
  ],
};

export default writing;
