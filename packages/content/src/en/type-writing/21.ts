// 21 ID-A-43-SS The Perceptive Artisan
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    "They enjoy the process of remaking what they learned in their own way, and they put great care into polishing the result to the end. Writing a science report, they lovingly lay out the experiment in pictures and tables; in a book report, they explain a character's feelings by comparing them with their own experience.",
    "Finely attuned to other people's reactions, they are just as sensitive to how their own work is judged. Praise makes them put in even more care, but sharp criticism hurts deeply, all the more for a task they labored over. Their best work comes when they show a draft to someone they trust and hear warm advice.",
  ],
  concentration:
    'Within that rhythm, they put their whole heart into tasks they love and dig in deep. When the atmosphere is calm and quiet their focus reaches right to their fingertips, but overhearing comparisons around them can bring their work to a halt.',
  persistence:
    "Attachment to tasks they love and the fun of creating in their own way carry them through to completion. If work they labored over isn't recognized, though, they easily lose heart for the whole subject, so they last longest with someone beside them who notices the process.",
  strengths: [
    'The care to remake what they learn, lovingly, in their own expression',
    'The empathy to read the feelings of characters and situations deeply and bring them into writing and presentations',
  ],
  pitfalls: [
    'They take criticism of work they labored over as criticism of themselves, and easily shrink back',
    'Pouring their heart into polishing their work, they sometimes cut into time for basics like memorizing and problem solving',
  ],
  strategies: [
    'For long assignments, set a day halfway through to show your work to an adult you trust and get advice.',
    'Split each day half and half between polishing your work and solving problems, and write that into your plan.',
    'When you finish a unit, turn what you learned into a one-page picture note, keeping to the rule that five key terms must be in it.',
  ],
  support: [
    'When giving advice, start with “This part is really good” and follow with “It would be even better if you did this here.”',
    'Ask first about the thinking behind their work. When they feel understood, they put even more of themselves into the next piece.',
  ],
};

export default writing;
