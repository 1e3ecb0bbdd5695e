// 39 DD-A-43-SS The Sharp Challenger
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'When they have a goal, they dive in with a focus that burns bright in short bursts, and they make what they learn their own by applying it to other situations. For example, after memorizing English words they immediately write a short diary entry with them, learning and using things within the same short stretch.',
    'They are emotionally sensitive, so their spark burns even brighter when someone is cheering them on, and it can go out quickly at a cold remark. In a subject taught by a teacher they like, they go looking for challenges without anyone telling them to. Because they want so much to do well, they tend to get nervous before tests, so relationships that help settle their feelings matter a great deal.',
  ],
  concentration:
    'The moment they open a book they slip into focus and stay deeply absorbed for about 20 minutes, and their focus deepens further when they try applying what they have learned. But when something is bothering them, that spark flickers easily, so a short moment to sort out their feelings before studying helps.',
  persistence:
    "Their attachment to subjects they love and the presence of people who cheer them on turn short bursts of focus into lasting persistence. Scolding or comparisons, though, stay with them for a long time and weaken the spark, so it's best for them to hear what needs fixing kindly.",
  strengths: [
    'Quick absorption that learns something in a short time and tries applying it right away',
    'A passion that responds strongly to encouragement and produces remarkable results in favorite subjects',
  ],
  pitfalls: [
    'Cold words or comparisons can quickly put out the spark of their focus',
    "The gap in study time between subjects they like and those they don't can grow very wide",
  ],
  strategies: [
    "At the end of each 20-minute block, add a “five minutes of using it”: write a short sentence or example with the new words or concepts you've just learned.",
    'Slot less favorite subjects in between blocks of favorite ones, and get them done while the good mood lasts.',
    'On the night before a test, settle your nerves by spending three minutes explaining what you studied today to someone who supports you.',
  ],
  support: [
    "When pointing out mistakes, don't compare them with others; first mention how they've improved since yesterday.",
    'Celebrate their achievements in favorite subjects warmly, and help that passion spread to other subjects.',
  ],
};

export default writing;
