// 53 DD-C-45-SS The Whimsical Adventurer
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    "They overflow with both imagination and energy, so they are happiest learning by stepping into the shoes of a story's hero or acting out roles. They play historical figures and express scientific principles in songs or dances, remembering with their whole body.",
    "They feel things deeply, so their energy blooms when the atmosphere is warm and comfortable, and a cold remark quickly leaves them downcast. Because their interest moves from place to place, they are always on the lookout for new activities, but without enough experience of finishing things, their studying can become a string of beginnings. It's important to plant the joy of small completions inside fun activities.",
  ],
  concentration:
    'When an activity sparks their imagination, they slip into focus right away and throw themselves into it completely for 20 minutes or so. Repetition in the same format quickly loses their interest, so it helps to study by switching between short activities, with time to move their body in between.',
  persistence:
    'The joy of imagining and expressing new things is the fuel for their persistence. But a cold reaction in front of friends stays with them for a long time and makes them hesitate to join in next time, so warm encouragement is essential.',
  strengths: [
    'The creativity to express what they have learned with their whole body through role-play, songs and drawings',
    'A warm energy that reads the feelings of those around them and brightens the mood',
  ],
  pitfalls: [
    'Cold words or comparisons can make them shrink back and stop joining in activities',
    'Moving on to new activities often, they tend to leave what they started unfinished',
  ],
  strategies: [
    'Turn what you need to memorize into a role-play script or song lyrics, and review by performing it for your family.',
    'Choose one small piece to complete each week, and promise to show it to your family on Friday.',
    'After each 20-minute activity, take a break by moving to music you like, then go on to the next activity.',
  ],
  support: [
    'Enjoy their performances and creations first, then pick just one thing to improve and mention it kindly.',
    'On the day they finish a role-play or song and perform it, have the whole family be the audience and celebrate in a big way.',
  ],
};

export default writing;
