// 24 ID-A-45-SL The Experimental Artisan
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They are drawn to making things in ways no one has tried, and they also have the grit to see through whatever they start. They enjoy new experiments, like building their own equipment for a science project or preparing a presentation as a video or a model.',
    "Unafraid of failure, they raise the quality of their work by building and breaking it down again and again. They seek out challenges on their own without being asked, but ordinary homework for subjects they don't care about holds no interest, so it easily gets put off. This type's determination shines brightest in assignments that leave room for trying something new.",
  ],
  concentration:
    'In a task that involves trying something new, they lose all track of time. They tend to get lost in their own work even when it is noisy around them, but their focus thins during repetitive problem practice, so add a challenge like timing themselves.',
  persistence:
    'The boldness to shake off failure and build it again another way goes hand in hand with a determination to finish, so the harder the task, the more likely they are to see it through. They easily leave a task they have lost interest in sitting unfinished, though, so deadlines and checkpoints are a must.',
  strengths: [
    'Creative follow-through that tries making things in new ways',
    'The grit to rebuild again and again, despite many failures, until the work is complete',
  ],
  pitfalls: [
    'Ordinary homework they find dull easily gets put off to the very end',
    "Eager to try something new, they sometimes miss an assignment's basic requirements or expected length",
  ],
  strategies: [
    'Turn ordinary homework into a game of setting a ‘fastest finish’ record, and knock it out before your challenge projects.',
    'When making an assignment in a new way, copy the required conditions from the assignment sheet into a checklist and tick them off one by one.',
    'Keep a record, with photos, of failed experiments and builds, and use the process as well as the result in your presentation.',
  ],
  support: [
    'Provide materials and space for trying new things, but agree on an order in which ordinary homework gets done first.',
    'Even after an attempt fails, ask: “What did you find out?” Talking about failure as learning makes the next attempt stronger.',
  ],
};

export default writing;
