// 54 DD-C-45-SL The Unstoppable Adventurer
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'A true adventurer, they dive into anything new and learn by throwing themselves into it. From experiments they have never seen to unfamiliar sports and new apps, they try everything without fear and quickly learn the tricks from their failures.',
    "Thanks to boldness that doesn't fear failure, they gather more experiences than anyone, and their bright energy gets their friends moving too. They are most excited when they are with friends, so they often lead the way in group work and field trips. But studying that means sitting still and repeating the same material is especially hard for them, so turning review into games and challenges is the key to their grades.",
  ],
  concentration:
    'Faced with a new activity, their focus catches fire the moment they sit down and they stay intensely absorbed for about 20 minutes, but sitting for long tires them out quickly. Alternating short activities with breaks where they move around keeps their energy channeled into their studying.',
  persistence:
    'The resilience to shake off failure and try again makes their tireless adventures possible. But their interest moves on easily, so they need a habit of recording and celebrating what they have finished for their experiences to build into real skill.',
  strengths: [
    'The get-up-and-go to dive fearlessly into things they have never seen before',
    'The leadership to gather friends with their bright energy and lead activities',
  ],
  pitfalls: [
    'Finding it hard to review the same material again and again, they risk shaky foundations',
    'Jumping quickly to new activities, they may leave tasks they started unfinished',
  ],
  strategies: [
    'Turn review into a quiz battle with friends or family, and play it like a game for ten minutes every day.',
    'Make a “finish, then start” rule: before beginning a new activity, check whether you completed the last one.',
    'After a field trip or experiment, note down three things you learned along with one photo, and look at them again when you study for tests.',
  ],
  support: [
    'Rather than holding back new challenges, let them try freely within safe limits, and agree together on a promise to finish.',
    'Instead of keeping them seated for long periods, alternate short study sessions with time to move around.',
  ],
};

export default writing;
