// 38 DD-A-44-SL The Unshakable Challenger
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'Their power to focus in short, intense bursts comes with an unshakable calm. They set up a study routine of their own and build their skills by repeating short blocks of focus at the same time every day.',
    "They keep their usual rhythm through exam periods, and the bigger the test, the more calmly they show what they can do. A goal lights up their competitive streak, yet they don't get swept away by their feelings, so they keep their own pace right to the last moment. On days with no pressure at all, though, the spark is slow to catch and they may put off getting started.",
  ],
  concentration:
    'Once their routine begins, they focus right away and stay intensely absorbed for 20 to 25 minutes, unbothered by a bit of noise around them. On days when their goal feels fuzzy, they are slow to get going, so it helps to first decide on a record to beat or an amount to finish today.',
  persistence:
    'They have both the resilience to shrug off failure and race on to the next stretch and the determination not to let go of a goal. Keeping the same routine every day is itself the foundation of their persistence, so short bursts of focus add up to long-term results.',
  strengths: [
    'A competitive sense that stays steady in big exams and pours out their skills in a short time',
    'The strength of a routine that keeps short focus blocks at the same time every day',
  ],
  pitfalls: [
    "On ordinary days with no pressure, the spark doesn't catch and they tend to put off starting",
    'With confidence to spare, they may skip checking and make mistakes on questions they know',
  ],
  strategies: [
    'Set an alarm to start your “first block” at the same time every day, and put the easiest task in that block to get yourself going.',
    'Even on ordinary days, wake up your competitive side with a small record goal, like “one more problem than yesterday.”',
    'Make it a rule to spend half of whatever time is left after the last question on checking, and start keeping it in your practice exams.',
  ],
  support: [
    'When their goals seem fuzzy, set a small record goal together for the time until the next test.',
    "Behind that calm exterior is a wish to be recognized too. Now and then, praise out loud the routine they've kept up.",
  ],
};

export default writing;
