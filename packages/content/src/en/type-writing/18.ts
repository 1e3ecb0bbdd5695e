// 18 II-C-45-SL The Bold Voyager
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'Like a voyager setting out on a sea no one has sailed, the less familiar a field is, the more it interests them and the sooner they dive in. They seek out and learn fields beyond the school curriculum on their own, like coding, astronomy and foreign languages, widening the map of their interests.',
    "Unafraid of failure, they try several fields at once and pick the ones that suit them to go deeper. With stamina that doesn't tire they fit many activities into a day, but their urge for the new is so strong that familiar textbook units can feel boring. Making schoolwork part of the exploration is the key to protecting this type's grades.",
  ],
  concentration:
    'When they meet a new field, once warmed up they stay absorbed for a long time and hardly mind if it is noisy around them. With repetition of things they already know, though, their attention quickly moves elsewhere, so review needs a fresh format too.',
  persistence:
    'The resilience to shake off failure and look for the next challenge makes wide exploration possible. They easily set off for the next field before finishing one, though, so setting days to stop and take stock, like a ship in port, lets the exploration build into real skill.',
  strengths: [
    'A pioneering spirit that dives into unfamiliar fields first and learns on its own',
    'Broad experience and confidence built up by crossing between many fields',
  ],
  pitfalls: [
    'Caught up in new fields, they easily neglect reviewing the core units of the textbook',
    'Starting many activities at once, they can pile up things left unfinished',
  ],
  strategies: [
    'For each school unit, pick one ‘question that goes beyond the textbook’ and try researching it in place of ordinary review.',
    'Once a month, set a ‘harbor day’ to sort out the activities you have started and choose which to keep going and which to stop.',
    'For repetitive study like memorizing vocabulary or arithmetic drills, switch to a new format each time (cards, apps, quiz battles).',
  ],
  support: [
    'Rather than blocking interests outside school, look together at how those interests connect to school subjects.',
    'Agree that they will finish at least one of the activities they start, and celebrate in a big way when they complete it.',
  ],
};

export default writing;
