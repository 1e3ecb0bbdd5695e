// 8 II-B-44-SL The Steady Planner
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They quietly follow the plan they have made, building their skills by repeating things steadily in a set order. Previewing and reviewing are such a habit that they hardly think about them, so when exam season comes they are ready without having to study much more than usual.',
    'Their feelings rarely waver, so they keep their usual rhythm even at exam time and, whether the results are good or bad, calmly carry on with the next plan. They tend to get energy from studying with friends, and in a study group they often naturally take on the role of sorting out the schedule and the workload. When the plan runs too comfortably, though, they can miss the chance to take on a harder goal.',
  ],
  concentration:
    "Once warmed up, they hold the same pace for a long time and get through the planned amount whether in the library or the classroom, even if it is a little noisy. For this type a commitment drives focus more than interest does, so they settle in most steadily when today's tasks are clearly written down.",
  persistence:
    "They balance what they have to do with what they want to do, keeping up even with subjects they don't like. They shake off failure quickly and make a new plan, but staying at the same level too long bores them, so adding one new goal each term is a good idea.",
  strengths: [
    'The stability to keep their usual study habits even in exam season without wavering',
    'The coordinating skill, in group projects, to sort out the schedule and roles so friends finish on time',
  ],
  pitfalls: [
    'When the plan runs comfortably, they easily settle for their current level and stop taking on harder problems',
    'Calm as they are, they can be loose about checking and let a slip on a problem they know go by',
  ],
  strategies: [
    'Once a month, add a ‘challenge box’ to your plan with a workbook or an extension task one step harder than usual.',
    'Set up a weekly study group with two or three friends and take turns explaining the hardest problem each of you solved.',
    'When you get a test paper, always keep the last five minutes for checking, and write the cause of each slip in one line in your error log.',
  ],
  support: [
    'They are sticking to the plan well, so step back a little, but at the start of each term decide together: “What challenge should we take on this time?”',
    "Don't take their diligence for granted; now and then, put into words your recognition of the habits they have kept up. The quieter the child, the longer that one remark stays with them.",
  ],
};

export default writing;
