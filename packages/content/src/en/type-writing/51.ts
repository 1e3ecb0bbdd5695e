// 51 DD-C-43-SS The Big-Hearted Adventurer
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They love hands-on activities, and their learning is complete when they retell the experience in their own words. After a field trip, they eagerly explain to their family what they saw and felt, and in doing so they sort out what they learned.',
    "Doing things with friends energizes them, and they notice how their friends are feeling and brighten the mood. On the other hand, an argument or a scolding can easily make them lose interest in the activity itself. Because their interest moves from place to place, it's important to experience seeing one activity through to the end within comfortable relationships.",
  ],
  concentration:
    'With an interesting activity they slip into focus right away, but when they feel uneasy their attention drifts easily. Their focus lasts longer if they study by switching between short activities of about 20 minutes and sort out what they have learned by chatting with a friend in between.',
  persistence:
    'The joy of sharing what they have learned with friends is the fuel for their persistence. Scolding or criticism stays with them for a long time, though, and makes them hesitate to join in, so they need someone who helps them start again with kind words.',
  strengths: [
    'A gift for explaining their experiences vividly in their own words',
    "The empathy to notice friends' feelings and keep the mood bright during activities",
  ],
  pitfalls: [
    'An argument or a scolding can easily make them lose interest in both the activity and studying',
    "Their interest may jump between activities so that they don't finish any one of them",
  ],
  strategies: [
    'Hold a “teacher of the day” session every evening, spending three minutes explaining to your family what you learned.',
    "Review memorization-heavy subjects by pairing up with a friend and swapping quizzes you've made for each other.",
    "Put a sticker on a completion chart for each activity you finish, so you can see everything you've seen through to the end.",
  ],
  support: [
    'When they tell you about an experience, listen to the end, then help them sum it up by asking, “So what did you find out?”',
    'Mention what needs fixing kindly, away from other people.',
  ],
};

export default writing;
