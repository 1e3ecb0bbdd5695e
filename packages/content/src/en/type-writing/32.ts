// 32 ID-C-44-SL The Level-Headed Explorer
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They try new things without fuss, and once they find a method they like, they quietly stick with it at their own pace. After trying video lessons, summary notes and workbooks, they pick the combination that works best for each subject and turn it into a habit.',
    "Their feelings don't swing much, so even in an unfamiliar classroom or a test format they have never seen, they calmly show what they can do. They keep their usual rhythm during exam periods, and if a result disappoints them, they quietly look for the next approach. But because they adapt to anything so easily, the persistence to dig all the way into something is a skill they will need to build on purpose.",
  ],
  concentration:
    "They move comfortably between focus and rest, and they keep their own rhythm even when it's a little noisy around them. They switch subjects smoothly, so they can cover several subjects evenly in a single day.",
  persistence:
    'Thanks to the flexibility to shake off a failure and set off down another path, their studying rarely stalls. But since their interest moves on easily, it takes a commitment to finish one thing for their steady effort to turn into real skill.',
  strengths: [
    'A steadiness that lets them adapt calmly to unfamiliar places and new test formats',
    'A knack for finding the right mix of study methods for each subject and turning it into a habit',
  ],
  pitfalls: [
    'Because they adapt so quickly, they may lack the depth that comes from digging all the way into one thing',
    'Without much nervousness, they may skip checking and make mistakes on questions they know',
  ],
  strategies: [
    "Each semester, choose “one thing to dig into all the way” (one workbook, one book), and don't swap it for anything else until you've finished it.",
    'Write the study-method mix you chose for each subject on one sheet, stick it above your desk, and keep to it during exam periods too.',
    'After you finish all the questions, always save five minutes just for rechecking your answers.',
  ],
  support: [
    "Rather than relaxing because this child adapts well, ask often about things they've dug into all the way.",
    'Give big recognition to anything they see through to the end, whatever the result. The joy of finishing is what builds depth in this type.',
  ],
};

export default writing;
