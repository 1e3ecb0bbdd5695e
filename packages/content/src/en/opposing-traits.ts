// The English of opposing-traits.ts: the same pairs of statements that cannot both be true of one
// learner, with the phrasings the English reports use. The content test runs every English
// report through `findContradictions(sentences, OPPOSING_TRAITS)` once all 54 are written.
import type { OpposingTraits } from '../opposing-traits.js';

export const OPPOSING_TRAITS: readonly OpposingTraits[] = [
  {
    gene: 'ACE',
    id: 'start',
    sides: [
      {
        label: 'warms up slowly',
        patterns: [
          /needs? (a little |some )?warm-up time/i,
          /\bslow (starter|to get going|to start)/i,
          /takes? (a while|some time) to (get going|settle in|warm up)/i,
        ],
      },
      {
        label: 'starts at once',
        patterns: [
          /(focus|concentrat\w+) (kicks in|starts) (at once|immediately|right away|straight away)/i,
          /gets? going (at once|immediately|right away|straight away)/i,
          /the moment (they|he|she|you) sits? down/i,
        ],
      },
    ],
  },
  {
    gene: 'ACE',
    id: 'session-length',
    sides: [
      {
        label: 'holds long sessions',
        patterns: [
          /an hour or two without losing focus/i,
          /\b(sit|study|work|dig in|keep going)s? for hours\b/i,
        ],
      },
      {
        label: 'tires in long sessions',
        patterns: [
          /(tires?|flags?|fades?|drifts?|loses? focus) (after|past|beyond) (20|25|30) minutes/i,
          /long sessions? (wears?|tires?|drains?) (them|him|her|you) out/i,
          /(sitting|staying seated) for (a )?long (time )?(is hard|wears|tires)/i,
        ],
      },
    ],
  },
  {
    gene: 'DRD2',
    id: 'hold-or-move',
    sides: [
      {
        label: 'stays with one subject',
        patterns: [
          /(does not|doesn't|never) let go once/i,
          /stop hearing (the world|what is going on) around/i,
          /lose track of time (on|over|with) (one|a single) (topic|subject|problem)/i,
        ],
      },
      {
        label: 'attention moves on',
        patterns: [
          /attention (easily |quickly |soon )?(moves|drifts|wanders) (elsewhere|away|on)/i,
          /(can't|cannot) stay with one (thing|topic|subject) for long/i,
          /(quickly|soon) turns? (their|his|her|your) (attention|eyes|interest) to something else/i,
        ],
      },
    ],
  },
  {
    gene: 'DRD2',
    id: 'alone-or-together',
    sides: [
      {
        label: 'works best alone',
        patterns: [
          /(works?|stud(y|ies)|learns?|focus(es)?) (best|most deeply) (alone|on (their|his|her|your) own|by (themselves|himself|herself|yourself))/i,
          /studying (in a group|with others) (actually )?(scatters|distracts|tires)/i,
        ],
      },
      {
        label: 'works best with others',
        patterns: [
          /(works?|stud(y|ies)|learns?|focus(es)?) best (with|alongside|among) (others|friends|a group|classmates)/i,
          /studying alone (quickly |soon )?(gets boring|drains|saps)/i,
        ],
      },
    ],
  },
  {
    gene: 'DRD2',
    id: 'drive',
    sides: [
      {
        label: 'drives itself',
        patterns: [
          /without anyone telling (them|you)/i,
          /even without (praise|rewards?),? (they|he|she|you)/i,
        ],
      },
      {
        label: 'needs praise or reward to keep going',
        patterns: [
          /when (the )?(praise|rewards?|recognition)( or [a-z]+)? (stops?|disappears?|dries up)[^.]*motivation/i,
        ],
      },
    ],
  },
  {
    gene: 'DRD4',
    id: 'variety-or-repetition',
    sides: [
      {
        label: 'learns by varying the method',
        patterns: [
          /(changing|varying|switching) (up )?(the |their |his |her |your )?methods? (keeps|brings|sparks)/i,
          /tr(y|ies) (out )?many methods/i,
          /(finds?|finding) repetitive practice (boring|especially hard)/i,
          /repeating the same (method|problems?|approach)[^.]*(boring|interest fades|loses? interest)/i,
        ],
      },
      {
        label: 'learns by repeating a set method',
        patterns: [
          /repeat(s|ing)? (the same|a set|a familiar|their chosen) (method|routine|approach|steps)/i,
          /(sticks?|sticking) (to|with) (the |a )?(familiar|same|set|chosen) (method|way|routine)/i,
          /repetition (feels|is) (comforting|reassuring|calming)/i,
        ],
      },
    ],
  },
  {
    gene: 'DRD4',
    id: 'change',
    sides: [
      {
        label: 'adapts to change quickly',
        patterns: [
          /settles? (in|into) (new|unfamiliar) \w+ (quickly|in no time)/i,
          /flexible with change/i,
          /(even )?when (the )?plans? changes?,? (they|he|she|you) (quickly|soon|barely)/i,
        ],
      },
      {
        label: 'is thrown by change',
        patterns: [
          /sudden (changes?|switch\w*)[^.]{0,25}(break|upset|throw|unsettl)/i,
          /when (the )?plans? (suddenly )?changes?,? (the |their |his |her |your )?(flow|rhythm|mood)/i,
          /(unfamiliar|new) (surroundings|settings?|places?)[^.]{0,20}take time to (adjust|get used)/i,
        ],
      },
    ],
  },
  {
    gene: '5-HTT',
    id: 'pressure',
    sides: [
      {
        label: 'stays level under evaluation',
        patterns: [
          /keeps? (to )?(their|his|her|your) (usual|normal) rhythm (even )?(during|in) (the )?exam/i,
          /(calm|composed|unfazed|unruffled) (before|during|in|on) (the day of )?(an? )?(exams?|tests?|assessments?|presentations?)/i,
        ],
      },
      {
        label: 'is unsettled by evaluation',
        patterns: [
          /test anxiety/i,
          /before (a |an )?(test|exam|assessment|presentation),? (nerves|anxiety|worry)/i,
          /nerves (can )?scatter/i,
        ],
      },
    ],
  },
  {
    gene: '5-HTT',
    id: 'recovery',
    sides: [
      {
        label: 'shakes off a setback quickly',
        patterns: [
          /shakes? off (a |the |any )?(failure|mistake|setback)s? (quickly|at once|in no time)/i,
          /recovers? emotionally (fast|quickly)/i,
        ],
      },
      {
        label: 'a setback stays long',
        patterns: [
          /(failure|mistake|criticism|disappointment|scolding|telling-off)[^.]{0,40}\b(linger|stays? with (them|him|her|you))/i,
          /shrinks? back/i,
          /time to recover emotionally/i,
        ],
      },
    ],
  },
  {
    gene: '5-HTT',
    id: 'surroundings',
    sides: [
      {
        label: 'needs quiet surroundings',
        patterns: [
          /quiet,? predictable (environment|place|surroundings)/i,
          /focus(es)? (best|most deeply) in (a )?quiet/i,
          /sensitive to noise/i,
        ],
      },
      {
        label: 'unbothered by noise',
        patterns: [
          /even when (it gets |the room gets |the classroom gets )?(a little |a bit )?noisy/i,
          /noise (doesn't|does not) (bother|throw|distract)/i,
        ],
      },
    ],
  },
];
