// 33 ID-C-43-SS The Intuitive Explorer
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'They enjoy trying different approaches and putting what they have learned into their own words. They might watch a video on a unit, talk it over with a friend and sum it up in a drawing, widening their understanding by moving between several paths.',
    "They sense people's feelings and the mood of a room keenly, so their thinking comes alive when they study with friends they feel comfortable with. On the other hand, sharp words or being compared to others can make them stop trying new things and pull back. Their talent for applying ideas grows most when the people close to them warmly welcome all their experiments.",
  ],
  concentration:
    'Their focus lasts longer when they switch methods with each study block. When they feel uneasy, their attention drifts easily and they may end up dabbling in this and that, so they need a little time to settle their feelings before they study.',
  persistence:
    'The fun of finding new methods with the people around them keeps this type going. But memories of criticism linger and can make them stop trying in that subject altogether, so kind feedback is essential.',
  strengths: [
    'A gift for learning the same material in several ways and explaining it in their own words',
    "The empathy to notice friends' feelings and create an atmosphere where everyone learns together",
  ],
  pitfalls: [
    'When the atmosphere feels uncomfortable, they stop trying new things and easily shrink back',
    'Moving between many methods, they may end up not finishing any of them',
  ],
  strategies: [
    'Learn each unit three ways, “video – talk it over with a friend – sum it up in a drawing,” then wrap up with a few review questions.',
    "Set aside “teach each other” time twice a week with a close friend, and explain what you've learned in your own words.",
    "Write everything new you start on a completion list, and add the date each time you finish, so you can see what you've completed.",
  ],
  support: [
    "Welcome this child's new attempts first, and mention what needs fixing gently and in private.",
    'Create chances for them to study with friends. Comfortable relationships broaden how this type learns.',
  ],
};

export default writing;
