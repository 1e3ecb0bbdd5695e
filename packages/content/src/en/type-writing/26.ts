// 26 ID-B-44-SL The Calm Coordinator
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    "A balance that doesn't lean one way, plus a calm temperament, lets them build skills in any subject by steadily repeating a set method. Rather than suddenly studying more because it is exam season, this type's way is to keep previewing and reviewing at their usual rhythm.",
    "Keeping their usual rhythm even at exam time, their results don't swing up and down, and when studying with friends they are the one who steadies the mood. In group activities too, when opinions split, they calmly sort them out and lead the group to a conclusion. But precisely because they do everything reasonably well, if they can't find their own reason to aim higher, their skills stay where they are.",
  ],
  concentration:
    'They keep that beat going all day without wavering, holding to their own rhythm even when it is a little noisy around them. Stretching and shortening their focus time to suit the task also comes naturally, so they mix long and short homework in a single day with no strain.',
  persistence:
    'The resilience to shake off failure and return to their usual rhythm is the basis of their steadiness. With a friend to study with or an adult cheering them on, that steadiness lasts even longer, and a concrete goal makes them shift up a gear.',
  strengths: [
    'The stability to keep their usual study rhythm in any situation',
    'The coordinating skill to calmly sort out opinions in group work and lead to a conclusion',
  ],
  pitfalls: [
    'Without a clear goal, they easily settle for their current level and go no further',
    'Not much bothered by mistakes, they sometimes repeat the same kind of slip',
  ],
  strategies: [
    'At the start of the term, write one goal for each subject that is ‘one step above last term’, and check on it every month.',
    'Set up a study group with two or three friends, take charge of running it, and each week work through one problem each of you got wrong.',
    'In your error log, sort the cause of each mistake into three kinds (‘gap in a concept / slip / out of time’) to find the kinds of mistakes that come up most.',
  ],
  support: [
    'Rather than feeling reassured by solid-enough grades, suggest books or hands-on activities in fields they have shown interest in, to help them find a goal.',
    'Ask often about times they coordinated their friends in group work, and recognize it. For this type, that is the root of their confidence.',
  ],
};

export default writing;
