// 2 II-A-44-SL The Dogged Seeker
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'Once they have settled on a way of studying, they rarely change it, digging down one unit at a time in the same way. In favorite subjects they look for books beyond the textbook, steadily widening a background knowledge that is all their own.',
    "Few emotional ups and downs mean they hardly change their usual rhythm even in exam season, and that is this type's solid foundation. While others are busy cramming, they quietly get through the amount they planned, and in the exam room they bring out exactly what they can do on an ordinary day. Subjects they care less about, though, they pass by without much thought, and sometimes only notice the gap when the report card arrives.",
  ],
  concentration:
    "Even if it gets a little noisy around them, once warmed up they stay steady and keep their own pace. In favorite subjects this focus can last for hours, but with subjects that don't interest them they may not even want to start warming up.",
  persistence:
    'A mind that shakes off failure and returns to the same spot, joined to an attachment that keeps hold of one topic: the longer the project, the more this type shows what it can do. Once satisfied, though, they tend to stay put, so setting a goal one step higher together now and then turns steadiness into growth.',
  strengths: [
    'A composure that lets them show everything they studied, even in a tense exam',
    'In a field they love, the depth to extend their own learning well beyond the curriculum',
  ],
  pitfalls: [
    'Content with familiar methods, they may not switch even when there is a better way to study',
    "Homework for subjects they don't care about tends to get put off to the very end and then piles up all at once",
  ],
  strategies: [
    'Plan your study schedule as ‘favorite subject → less favorite subject → favorite subject’, so the subjects you care less about slip into the flow.',
    'Once a month, redo an old test paper and check for yourself whether your current method still works.',
    'In a reading journal, give each book a page for its key points and what you newly learned, and get into the habit of putting what you read deeply into writing.',
  ],
  support: [
    'They manage so well on their own that it is easy to step back, but each time a report card comes out, take time to look together at the subjects they care less about.',
    'Even behind that calm, they need new challenges. Suggest a step-up task in a field they love, such as a competition or a research report.',
  ],
};

export default writing;
