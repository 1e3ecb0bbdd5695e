// 28 ID-B-43-SL The Savvy Coordinator
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They have a sharp sense for picking the right study method for each subject and situation, and they are good at applying what they have learned to new problems. They make up their own questions for memorization-heavy subjects and sort math problems by type to get ready for applied questions, finding the most efficient approach for each subject on their own.',
    "Getting things wrong doesn't shake them much, so they try new methods without fuss, and if one doesn't fit they switch to another right away. They light up when working with friends, and in group work they keep track of both the ideas and who does what. The catch is that hopping between methods can leave too little time to master any one of them.",
  ],
  concentration:
    "They change how they focus from subject to subject to get the most out of their time. A bit of background noise doesn't throw them, but on tasks that feel too familiar their checking tends to get sloppy.",
  persistence:
    'Flexibility is what keeps this type steady: when they slip up, they shake it off, change their approach and try again. Praise and small rewards both work well for them, so with reward rules they have set for themselves they can keep going through a long exam period without strain.',
  strengths: [
    'A strategic sense for finding and choosing the study method that suits each subject best',
    'The drive to keep both the ideas and the division of roles on track in group work',
  ],
  pitfalls: [
    'Moving from method to method, they may never master any one of them properly',
    'Once they feel confident, they may skip checking the basic questions and lose marks on ones they know',
  ],
  strategies: [
    'Use a new study method in just one subject for at least two weeks, write down how well it works, and only then decide whether to switch.',
    "For memorization-heavy subjects, write your own quiz questions, swap them with a friend and review by solving each other's.",
    'When you get the test paper, do the basic questions first, and spend the last five minutes rechecking only those.',
  ],
  support: [
    'Show interest when they bring home a new study method, but guide them to use one properly before moving on to the next.',
    'When they handle their role in group work well, praise them for exactly what they did.',
  ],
};

export default writing;
