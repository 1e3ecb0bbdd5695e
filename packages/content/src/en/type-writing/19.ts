// 19 ID-A-44-SS The Precise Artisan
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They like to polish their work by following set steps one at a time, and they only feel at ease once they have finished notes with every working step neatly laid out. Even for a single math problem they write out every line of working, and only after noting beside each mistake why it was wrong do they move on to the next problem.',
    "So keen not to miss even a small slip, they check again and again before an assessment, and their nerves can run high. They have the determination to polish their work to their own standard without anyone asking, but when that standard is too high they can't let go until the moment it is due. They tend to focus best working quietly on their own, so in group projects they are the dependable member who brings in their share done perfectly.",
  ],
  concentration:
    'They focus on a task for 30 to 40 minutes at a time, working through the steps one by one, and even during breaks they go over the part they just did in their head. Unplanned changes easily fluster them, so when the conditions of an assignment change, they only feel settled once they have redrawn the plan from scratch.',
  persistence:
    "Once they take hold of a task they don't easily let go, and they have the grit to keep polishing it until it is complete. But when results fall short of their hopes the disappointment lingers and makes the next task hard to start, so it is important to often acknowledge the experience of seeing things through, apart from how polished the result is.",
  strengths: [
    'Precision that polishes both the working and the final product without gaps',
    'The determination to dig in all the way toward a standard they set themselves',
  ],
  pitfalls: [
    'Busy perfecting their work, they easily end up just missing a deadline',
    'A slip on one question in an exam can play on their mind and unsettle how they tackle the next ones',
  ],
  strategies: [
    'When you start an assignment, write down both a ‘standard for finished’ and a ‘practice hand-in the day before the deadline’, so polishing time has an end.',
    'Use practice exams to rehearse this ahead of time: when you get stuck on a question, just star it, move on, and come back to it at the end.',
    "Set up your error log in three columns (‘why it was wrong – corrected working – one similar problem’) so you don't meet the same mistake again.",
  ],
  support: [
    "The day before a deadline, tell them: “It's already really good as it is.” Permission to stop is what lightens this type's load.",
    'When an assessment result is disappointing, point out, one by one, the care they put into the process rather than the score.',
  ],
};

export default writing;
