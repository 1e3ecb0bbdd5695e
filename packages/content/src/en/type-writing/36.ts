// 36 ID-C-45-SL The Brave Explorer
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    "A born explorer, they jump right in and try anything unfamiliar. They aren't afraid of question types they have never seen or of brand-new subjects, and they learn the tricks quickly from their failures.",
    "Boldness that doesn't fear failure meets curiosity that chases the new, so they rack up a wide range of experiences faster than anyone. They shine most in hands-on activities like experiments, making things and field trips, but reviewing the same material again and again can easily bore them. Their challenge is to balance trying new things with finishing what they start.",
  ],
  concentration:
    "The newer and more challenging the task, the more sharply their focus rises. Noise around them doesn't bother them, but with familiar tasks their interest drifts easily, so it helps to set a short goal.",
  persistence:
    'The resilience to shake off failure and look for the next attempt makes all kinds of challenges possible for this type. But they tend to set off for something new before finishing the last thing, so a completion list helps make their persistence visible.',
  strengths: [
    'A daring spirit that dives fearlessly into new problems and subjects',
    'A learning speed that quickly turns lessons from failure into the next attempt',
  ],
  pitfalls: [
    'Finding repeated review boring, they risk a shaky foundation',
    'Moving on to new things often, they may leave tasks they started unfinished',
  ],
  strategies: [
    'Review in a different way each time (making a quiz, explaining it to your family, racing the clock).',
    'Make it a rule that before starting a new task, you first write the completion date of the last one on your completion list.',
    'After an experiment or hands-on activity, jot down “three things I learned” right away, and look at them again when you study for tests.',
  ],
  support: [
    "Instead of blocking new challenges, agree with them on one thing they'll see through to the end.",
    'Find hands-on activities they can try for themselves, and afterwards have them tell you what they learned.',
  ],
};

export default writing;
