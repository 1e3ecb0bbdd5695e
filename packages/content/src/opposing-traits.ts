// Trait statements that cannot both be true of one learner, per gene. A report that says both
// sides of a pair reads as assembled from parts that were never read together (issue 15: report 32
// said it learns by changing methods and, two lines later, by repeating the method it set).
// Each side lists the phrasings the reports use for it; the content test runs every report's
// sentences through `findContradictions` and checks that every side is still recognised
// somewhere, so a pattern that stops matching cannot hide a contradiction.

export type OpposingGene = 'ACE' | 'DRD2' | 'DRD4' | '5-HTT';

export interface TraitSide {
  /** What a learner on this side is like, in a few words. */
  label: string;
  patterns: readonly RegExp[];
}

export interface OpposingTraits {
  gene: OpposingGene;
  /** Short id of the pair, for messages. */
  id: string;
  sides: readonly [TraitSide, TraitSide];
}

export const OPPOSING_TRAITS: readonly OpposingTraits[] = [
  {
    gene: 'ACE',
    id: 'start',
    sides: [
      {
        label: 'warms up slowly',
        patterns: [/예열 시간이 (조금 )?필요/, /시작이 느(려|린|리)/, /시동이 (늦게|천천히) 걸/],
      },
      {
        label: 'starts at once',
        patterns: [
          /(곧바로|바로|금세) 집중(에|이) (들어가|붙|올라)/,
          /시동이 (빨리|금세|곧바로) 걸/,
          /앉자마자 (속도|집중|불)/,
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
        patterns: [/한두 시간도 흐트러지지 않/, /몇 시간(이고|씩) (앉아|파고|이어)/],
      },
      {
        label: 'tires in long sessions',
        patterns: [
          /오래 앉아 있으면 (금세 )?(지치|집중이 흐려|힘이 빠)/,
          /(20|25|30)분을 넘기면 (집중|힘)이 (떨어|흐려|빠)/,
          /긴 시간 앉아 있기를 (힘들어|버거워)/,
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
          /한번 붙잡은 (것|과제|주제|문제)는 (쉽게 )?놓지 않/,
          /주변 소리가 들리지 않을 만큼/,
          /시간 가는 줄 모르고 (한 )?(주제|과목|문제)/,
        ],
      },
      {
        label: 'attention moves on',
        patterns: [
          /(주의가|관심이) (쉽게|금세) (다른 곳으로 )?옮겨/,
          /한 가지에 오래 머무르지 못/,
          /금세 다른 (것|일|주제)(으로|에) (눈|관심|마음)을 돌리/,
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
          /혼자(서)? (조용히 )?(공부할|파고들|할) 때 (가장 )?(잘|집중이 잘|편안|깊)/,
          /여럿이 (함께 )?(공부하면|하면) (오히려 )?(집중이 흐트|산만|지치)/,
        ],
      },
      {
        label: 'works best with others',
        patterns: [
          /(친구|친구들|여럿|모둠)(과|이|으로)? (함께 )?(공부할|할|모일) 때 (가장 )?(힘이 나|잘|집중이 잘|신이)/,
          /혼자 (공부하면|하면|앉아 있으면) (금세 )?(지루|힘이 빠|의욕이 줄)/,
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
        patterns: [/누가 시키지 않아도/, /(칭찬|보상)(이)? 없(이|어)도 (스스로|알아서)/],
      },
      {
        label: 'needs praise or reward to keep going',
        patterns: [/(칭찬|보상|인정)(이나 [가-힣]+)?(이|가) (사라지면|없으면|끊기면) 의욕/],
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
          /방법을 바꿔 가며 배울 때 (흥미|집중)/,
          /여러 방법을 시도/,
          /같은 방식(을|의) (오래 )?반복(하기보다|에는)/,
          /반복 학습을 (특히 )?(지루해|힘들어)/,
          /같은 (문제|방식|방법)만 (되풀이|반복)하면 (금세 )?(지루|흥미를 잃)/,
        ],
      },
      {
        label: 'learns by repeating a set method',
        patterns: [
          /(정해 둔|같은|익숙한) (방법|방식|순서)(을|대로) (꾸준히 )?(반복|되풀이)/,
          /반복하며 실력을 굳혀/,
          /익숙한 방식을 (묵묵히 )?지키/,
          /반복할수록 (마음이 )?(편안|안심)/,
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
          /(낯선|새로운) (환경|단원|상황|자리)에도 (금세|빠르게) (익숙|적응)/,
          /변화에 유연/,
          /계획이 바뀌어도 (금세|크게 흔들리지|곧바로)/,
        ],
      },
      {
        label: 'is thrown by change',
        patterns: [
          /갑작스러운 (변경|변화)(이|가)? ?(생기면|있으면)? ?(흐름이 끊|당황|흔들)/,
          /계획이 (갑자기 )?바뀌면 (흐름|리듬|마음)이 (끊|흐트|흔들)/,
          /낯선 (환경|상황|자리)에서는 (적응|익숙해지)/,
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
          /시험 기간에도 평소의 리듬/,
          /(시험|평가|발표) (앞에서|전에도|날에도) (크게 )?(긴장하지 않|떨지 않|담담)/,
        ],
      },
      {
        label: 'is unsettled by evaluation',
        patterns: [
          /시험 불안/,
          /(시험|평가|발표)(을|를) 앞두면 (긴장|마음이 흔들|불안)/,
          /긴장이 집중을 흩뜨/,
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
        patterns: [/(실패|실수)(해도|에도|를 해도) 금세 털고/, /마음의 회복이 빠르/],
      },
      {
        label: 'a setback stays long',
        patterns: [
          /(실패|실수|꾸중|비판|실망|지적)[^.]{0,15}오래 남/,
          /(쉽게|금세) 위축/,
          /마음 회복의 시간이 필요/,
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
          /조용하고 예측 가능한 환경/,
          /조용한 (곳|자리|환경)에서(야)? (집중이|가장) (잘|깊)/,
          /소음에 (민감|예민)/,
        ],
      },
      {
        label: 'unbothered by noise',
        patterns: [
          /(주변이|교실이) (조금 )?(소란스러워도|시끄러워도)/,
          /소음에 (크게 )?(흔들리지|개의치) 않/,
        ],
      },
    ],
  },
];

export interface Contradiction {
  pair: OpposingTraits;
  /** The sentences that say each side. */
  first: string;
  second: string;
}

const saysSide = (sentence: string, side: TraitSide) =>
  side.patterns.some((pattern) => pattern.test(sentence));

/**
 * The pairs of which `sentences` (one text, e.g. one report) say both sides. `pairs`: the
 * patterns of the text's language (the English ones are en/opposing-traits.ts).
 */
export function findContradictions(
  sentences: readonly string[],
  pairs: readonly OpposingTraits[] = OPPOSING_TRAITS,
): Contradiction[] {
  const found: Contradiction[] = [];
  for (const pair of pairs) {
    const first = sentences.find((sentence) => saysSide(sentence, pair.sides[0]));
    const second = sentences.find((sentence) => saysSide(sentence, pair.sides[1]));
    if (first && second) found.push({ pair, first, second });
  }
  return found;
}

/** Whether any of `sentences` says `side` of a pair (for checking that no pattern is dead). */
export function saysAny(sentences: readonly string[], side: TraitSide): boolean {
  return sentences.some((sentence) => saysSide(sentence, side));
}
