// 20 ID-A-44-SL The Unhurried Artisan
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They are artisan learners, pushing a familiar method all the way to raise the quality of their work. They rarely change a way of solving or organizing once learned, and go over it in a set order, refining it until it becomes second nature.',
    "With few emotional ups and downs, they don't get very nervous on exam or presentation days and calmly show what they prepared. In favorite subjects they look for material beyond the textbook without being asked, organizing it to add depth. Familiar methods are so comfortable, though, that they can be slow to get started on a new type of problem or an assignment format they have never seen.",
  ],
  concentration:
    'The more practiced the task, the steadier their rhythm, and they stay absorbed in their own work even when it is a little noisy. In tasks they love they get so deeply absorbed that they forget to take breaks, so an alarm to signal break time is a good idea.',
  persistence:
    'A steadiness that shakes off mistakes and goes straight back to refining supports long work toward quality. But once they reach a level they are satisfied with, they tend to stop there, so now and then offering a standard one step higher takes their determination further.',
  strengths: [
    'The composure to calmly show the skills they prepared, even in exams and presentations',
    'The mastery that comes from refining a method until it is second nature, cutting down mistakes',
  ],
  pitfalls: [
    'Relying on familiar methods, they easily get too little practice in handling new types of problems',
    'Once satisfied with their work, they may stay put without setting higher goals',
  ],
  strategies: [
    'Alongside your familiar workbook, collect three ‘never seen before’ problems every week to solve, and add the new methods you learn to your notes.',
    'After finishing a performance assessment (graded class project), compare it with the top-grade description on the rubric and polish just one more part.',
    'Keep deep study of your favorite subject to two hours on the weekend, and share weekday time with other subjects.',
  ],
  support: [
    'When things are going well, lightly suggest a new approach: “How about changing this one thing this time?”',
    'Give them chances to present their finished work to the family. Explaining their own work, they set the next standard for themselves.',
  ],
};

export default writing;
