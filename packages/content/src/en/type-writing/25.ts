// 25 ID-B-44-SS The Methodical Coordinator
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They look after every subject evenly, but each subject has its own set order that they work through step by step. With a starting ritual for each subject, like beginning language arts by reading the passage and math by checking the concepts, they settle into a new school year or a new classroom by setting up that order first.',
    "Their care not to make mistakes means they rarely forget homework or the things to bring to class, and they take down the teacher's explanations thoroughly. Ahead of an assessment, though, their nerves rise and they may answer more cautiously than their real ability warrants. They tend to draw strength from recognition and encouragement, so studying feels much lighter when their effort reaches someone who notices it.",
  ],
  concentration:
    'They tend to keep their own beat of focus and rest, so when a break ends they move naturally on to the next subject. They focus most steadily when the to-do list is clear and the surroundings are calm, and each item they cross off gives them the energy to move on to the next task.',
  persistence:
    "Responding evenly to praise and small rewards, they have the power to keep going steadily. On a day when the results don't match their effort, though, the disappointment can linger and sap their motivation, so they really need to have their diligence recognized, apart from the results.",
  strengths: [
    'An even diligence that keeps up with every subject without missing anything',
    'A calm habit of taking down and organizing explanations thoroughly',
  ],
  pitfalls: [
    'Overly cautious when being assessed, they easily write down even answers they know without confidence',
    'Getting by well enough, they sometimes put off finding a field they truly love',
  ],
  strategies: [
    "Choose one ‘starting ritual’ for each subject (for example, skimming last lesson's notes for a minute) and keep to it every time you start studying.",
    'Before an exam, practice working in an order that starts with easy questions to build confidence, and choose a short breathing exercise to use when you feel nervous.',
    'Once a term, pick the unit you enjoyed most and write your own research report on it, as a way to discover a field you love.',
  ],
  support: [
    "Don't take their steady habit of doing every piece of homework for granted; praise it specifically now and then.",
    'For a new term or a new setting, share the schedule and rules in advance so they can set up their own order.',
  ],
};

export default writing;
