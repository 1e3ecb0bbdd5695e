// 52 DD-C-43-SL The Versatile Adventurer
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'A quick-witted, active learner, they take what they have learned by doing and immediately apply it to new situations. They broaden their learning by, say, redoing a science experiment at home with different materials, or turning a math concept into the rules of a game.',
    "Getting things wrong doesn't bother them much, so they are first to raise a hand for new activities and enjoy learning the tricks through trial and error. Working with friends excites them, and they pour out ideas in group activities. But chasing fun can make them skip the dull finishing touches or review, so they need a quick wrap-up habit.",
  ],
  concentration:
    "Once an activity begins, their focus catches fire the moment they sit down and they stay actively absorbed for 20 to 25 minutes. Noise around them doesn't shake them, but long stretches of just sitting and listening let their attention wander, so it helps to add hands-on activities every so often.",
  persistence:
    'The lightness to shrug off mistakes and try another way keeps this type steady. But their interest moves on easily, so they need a rule: finish one activity they have started before moving on to the next.',
  strengths: [
    'The wit to apply principles they have learned by turning them into games and experiments',
    'The energy to pour out ideas and lead the mood in group activities',
  ],
  pitfalls: [
    'They tend to skip the dull finishing touches or review',
    'Confidence can get ahead of them, so they may not read the conditions of an experiment or assignment carefully',
  ],
  strategies: [
    "Turn one concept you've learned into a game or quiz you can play with your family, and review as if you were playing.",
    "Before you start an assignment, highlight its conditions, and check them off one by one when you're done.",
    "After each 20-minute activity, build the wrap-up habit of spending three minutes writing “today's discovery” in one line.",
  ],
  support: [
    'Join in the games or experiments they make up, and ask about the principles behind them.',
    'After a fun activity, take a short moment together to wrap up what they learned.',
  ],
};

export default writing;
