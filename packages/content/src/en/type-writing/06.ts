// 6 II-A-45-SL The Pioneering Seeker
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'The less anyone can tell them the answer, the more a question draws them in, and they find answers by experimenting and researching on their own. They shine especially in tasks where they choose the topic, like a science fair or an open-topic report, and once they pick a topic they dig into it to the end.',
    'Fearless about failure and built to last, they are a tenacious researcher who redesigns the experiment even after getting it wrong many times. They love reading material a step ahead of the textbook and sometimes ask their teacher unexpected questions. On the other hand, homework that repeats what they already know tends to get a half-hearted effort.',
  ],
  concentration:
    'Given a new topic to investigate, once warmed up they stay absorbed for a long time without wavering, hardly bothered by noise around them. But during mechanical repetition of the same kind of problem their focus becomes noticeably shallower, so add a small challenge, like beating their own record, to study that needs repetition.',
  persistence:
    "The resilience to shake off failure quickly and try again another way underpins this type's long investigations. A strong attachment to a topic keeps them going tirelessly on projects that last weeks, but finishing a task they have lost interest in takes an agreed deadline.",
  strengths: [
    'The inquiring mind to find answers to open questions through their own experiments and research',
    'The boldness to change approach and try again after failing many times',
  ],
  pitfalls: [
    'Bored by the basic arithmetic or vocabulary memorizing that needs repeated practice, they easily skip it',
    'Confident as they are, they often miss details such as the format of a lab report or the conditions for handing it in',
  ],
  strategies: [
    "Turn study that needs repetition, like English vocabulary or arithmetic drills, into a timed game of beating yesterday's record, and do it for ten minutes every day.",
    'When you start a research task, make a five-column notebook (‘question – prediction – experiment – result – new question’) and record every step of the process.',
    'Before handing anything in, copy the conditions from the assignment sheet into a checklist and do a final check, crossing them off one by one.',
  ],
  support: [
    'When they ask an unexpected question, rather than shutting it down with “Later,” point them to a book or an experiment where you can look for the answer together.',
    'For a big research project, set a date for a progress presentation. Once a deadline is in sight, their scattered curiosity comes together into one finished piece.',
  ],
};

export default writing;
