// 27 ID-B-43-SS The Empathetic Coordinator
import type { TypeWriting } from '../../type-writing/writing.js';

const writing: TypeWriting = {
  learning: [
    'With a balanced attitude they keep up with many subjects, and they understand best when they put what they learned into their own words. They make ideas their own by writing out a social studies concept as if explaining it to a friend, or restating a science principle through an everyday example.',
    "Finely reading the mood around them and the feelings of others, they draw energy from studying with friends and create an atmosphere where everyone helps each other. On the other hand, they easily shrink back where relationships are uncomfortable or comparisons fly. Sharing what they learned within warm relationships is what deepens this type's understanding the most.",
  ],
  concentration:
    'Their focus deepens the moment they put what they learned into their own words. Something weighing on their mind easily scatters their focus, so a short moment before studying to settle their feelings, or to confide in someone they trust, helps.',
  persistence:
    'Friends to study with and adults who cheer them on are a big source of their steadiness. Memories of being scolded, though, linger and can dampen their motivation for a while, so it is important to raise what to fix kindly and to name what they did well clearly.',
  strengths: [
    'The versatility to put what they learn into their own words and explain it simply',
    'The empathy to read the mood in a group and build relationships where people help each other',
  ],
  pitfalls: [
    'Compared with others or scolded, they easily shrink back and may score below their real ability',
    'Spending a lot of time helping friends, they easily cut into their own review time',
  ],
  strategies: [
    'Each time you finish a unit, have a ‘buddy explanation’ session where you and a friend each explain it to the other for five minutes.',
    "In your review notes, don't copy textbook sentences as they are; rewrite each as ‘one line in my own words’.",
    'Write time for helping friends and time for your own study separately in your plan, and keep to both.',
  ],
  support: [
    'Before mentioning what to fix, first recognize the effort they made. Advice only gets through once their heart is open.',
    'When friendships seem to be weighing on them, ask how they are feeling before asking about grades.',
  ],
};

export default writing;
