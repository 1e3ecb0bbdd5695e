// 31 ID-C-44-SS The Mindful Explorer
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    "A careful explorer, they test out different study methods, but before choosing one they compare and weigh them closely. They might alternate between two workbooks for a few days each, pick the one that suits them, and from then on follow that book's order step by step.",
    'When things change, like a new school year or a new unit, they soon find their footing, but inside that new setting they are very careful not to make mistakes. So before a test they can get tense and check things they already know over and over, leaving themselves short of time. The more often they trust a method they chose and see it through to the end, the more this carefulness becomes a dependable strength.',
  ],
  concentration:
    "Once they have settled on a method, they focus calmly and follow it in order. Their focus holds best when it's quiet and the task is clear, and during breaks they get ready to switch by thinking ahead to what comes next.",
  persistence:
    'The flexibility to look for another way when they are stuck keeps their studying from grinding to a halt. But criticism from a test can stay with them and make them doubt the method they chose, so it helps when someone encourages them to use one method fully before judging it.',
  strengths: [
    'The judgment to compare methods carefully and pick the study approach that suits them',
    'Carefulness that keeps mistakes down while they quickly settle into new surroundings',
  ],
  pitfalls: [
    'Before a test, they may run short of time from checking what they already know again and again',
    'Even small criticism can make them doubt their chosen method and switch too often',
  ],
  strategies: [
    "When choosing a new study method, follow the steps “use it for two weeks – compare scores or records – decide,” and once you've decided, stick with it for the whole semester.",
    'When you get the test paper, skim the whole thing once and start with the easy questions, so your checking time is saved up for the end.',
    "Keep every workbook you've finished on one shelf, so you can see how many you've completed.",
  ],
  support: [
    "Trust the method this child has chosen, and give them enough time to use it properly even if results don't show right away.",
    'When talking about test results, rather than blaming the method, point out just one thing that went well and one thing to change next time.',
  ],
};

export default writing;
