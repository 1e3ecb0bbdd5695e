// 50 DD-C-44-SL The Reliable Adventurer
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'An active learner who learns by doing, they still keep their own pace calmly rather than getting carried away. On field trips or in experiments, even when their friends are all excited, they go through what needs doing one step at a time and make sure they get results.',
    "Their moods don't swing much, so they keep their usual rhythm during exam periods and take any result in stride. Working with friends gives them energy, and in groups they often steady the mood and see the job through to the end. But with too little pressure, they tend to skim over wrapping up and reviewing after an activity.",
  ],
  concentration:
    'Once an activity starts, they slip into focus right away and stay absorbed for 20 to 25 minutes, concentrating on their own work even if the classroom is a bit noisy. Lessons where they sit and listen for a long time can drain their energy, though, so note-taking that keeps their hands busy, or summing things up in drawings, helps.',
  persistence:
    "The lightness to shrug off failure and move on to the next activity gives them tireless energy. But without a habit of wrapping things up after an activity, the experience doesn't turn into skill, so a short wrap-up routine completes their persistence.",
  strengths: [
    'A steadiness that calmly takes care of what needs doing, even when everyone around them is excited',
    'The responsibility to steady the mood in group work and see the job through',
  ],
  pitfalls: [
    'Satisfied with the activity itself, they may skip wrapping up and reviewing afterwards',
    'Without much pressure, they may rush through checking on tests',
  ],
  strategies: [
    "Within five minutes of finishing a hands-on activity or experiment, write three lines: “what I did – what I learned – what I'm curious about.”",
    'In lessons where you mostly listen, keep your hands busy with picture notes, so studying feels like being on the move.',
    "On tests, set aside the last five minutes for checking, right down to your name and how you've marked your answers.",
  ],
  support: [
    'After an activity, create a chance for them to wrap up by asking, “What did you find out today?”',
    'Praise specifically the responsibility they showed in finishing the job in their group.',
  ],
};

export default writing;
