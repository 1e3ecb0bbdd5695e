// 7 II-B-44-SS The Thorough Planner
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'A month before an exam they already have a plan for every subject, with the amount to do written under each date and crossed off one by one. Cycling through the textbook, class notes and workbook in a set order and filling every gap is how this type studies.',
    "They worry less about giving a wrong answer than about taking an exam underprepared, so their nerves can grow as an exam approaches. That is why the reassurance of “I've done this much, so I'll be fine” matters more than anything, and the crossed-off boxes on their plan provide it. A word of recognition from a teacher or parent also gives them strength, and they study most steadily when someone goes over their progress with them.",
  ],
  concentration:
    "Once warmed up, they keep their focus for a long time, following the order on their plan. But a sudden change easily breaks their rhythm, so on a day when an after-school academy class or an assignment turns up without warning, they may feel the whole day's study has gone wrong.",
  persistence:
    "The diligence of getting through the set amount every day adds up, so by the end of the term their grades are more even than anyone's. If praise and check-ins stop, though, their motivation can sink with them, so leafing through the week's plan together every weekend and counting the boxes they finished gives them real strength.",
  strengths: [
    'The planning and follow-through to split the exam scope by date and finish all of it',
    'Careful self-management that never misses homework or the things to bring to class',
  ],
  pitfalls: [
    'Focused on crossing off boxes, they sometimes skip the step of checking whether they really understood',
    'As an exam draws near and the worry grows, they tend to hold on to their books late into the night and cut back on sleep',
  ],
  strategies: [
    'Next to every ‘read’ box on your plan, add an ‘explain it’ box, and cross it off only once you have checked that you understand.',
    'A week before the exam, take a practice exam following the real exam schedule, and practice in advance a deep-breathing routine to use when nerves kick in.',
    "Make a list of 30-minute ‘backup plans’ ahead of time for days when the schedule changes, so a plan gone wrong doesn't leave you with an empty day.",
  ],
  support: [
    'Rather than looking over the plan as if inspecting it, count the crossed-off boxes together and recognize their steadiness: “Look how much you got done.”',
    "The night before an exam, instead of telling them to study more, tell them it's fine to go to bed early. Believing they have prepared enough is what best eases this type's nerves.",
  ],
};

export default writing;
