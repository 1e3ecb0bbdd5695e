// How two friends learn best together, one note per gene for each pairing of their variants
// (issue 38): content, in Korean and English side by side, keyed by the two variants in the gene's
// own order ('II+DD', never 'DD+II'). {{a}} names the one with the first variant of the key, {{b}}
// the other; a pairing of the same variant speaks to both at once. Kept beside the compare page:
// only it reads these, so they travel in its chunk and not in the app's start-up catalogue.
import type { GeneKey } from '@genetype/domain';

export interface PairingNote {
  ko: string;
  en: string;
}

/** Each gene's variants in order: a pairing's key puts the earlier one first. */
export const VARIANT_ORDER: Readonly<Record<GeneKey, readonly string[]>> = {
  ace: ['II', 'ID', 'DD'],
  drd2: ['A', 'B', 'C'],
  drd4: ['44', '43', '45'],
  htt: ['SS', 'SL'],
};

export const STUDY_PAIRINGS: Readonly<Record<GeneKey, Readonly<Record<string, PairingNote>>>> = {
  ace: {
    'II+II': {
      ko: '두 사람 모두 오래 앉아 꾸준히 하는 힘이 있어요. 한 번에 두세 시간짜리 공부 계획을 함께 세우고, 중간에 같은 시간에 쉬어 보세요.',
      en: 'You both have the stamina to keep going for a long time. Plan two- or three-hour sessions together and take your breaks at the same time.',
    },
    'II+ID': {
      ko: '{{a}}님은 긴 호흡으로, {{b}}님은 그날 컨디션에 맞춰 속도를 바꿔요. 큰 계획은 {{a}}님이 잡고, 오늘 분량은 {{b}}님이 조절해 보세요.',
      en: '{{a}} works in long stretches, while {{b}} changes pace with the day. Let {{a}} set the big plan and {{b}} adjust how much to cover today.',
    },
    'II+DD': {
      ko: '{{a}}님은 길게, {{b}}님은 짧고 굵게 집중해요. 50분 공부에 억지로 맞추기보다, {{b}}님이 25분마다 쉬는 동안 {{a}}님은 이어서 하도록 따로 정해 주세요.',
      en: '{{a}} focuses for long stretches and {{b}} in short, intense bursts. Instead of forcing one 50-minute block, let {{b}} break every 25 minutes while {{a}} keeps going.',
    },
    'ID+ID': {
      ko: '두 사람 모두 상황에 맞춰 속도를 조절해요. 시작할 때 "오늘은 길게, 아니면 짧게?"를 함께 정하면 서로 리듬이 잘 맞아요.',
      en: 'You both adjust your pace to the situation. Agree at the start whether today is a long or a short session, and your rhythms will match.',
    },
    'ID+DD': {
      ko: '{{b}}님은 짧게 몰아서, {{a}}님은 필요하면 길게도 집중해요. 짧은 집중을 여러 번 하는 틀로 시작하고, 마무리 복습은 {{a}}님이 이끌어 주세요.',
      en: '{{b}} focuses in short bursts, and {{a}} can go longer when needed. Start with several short rounds, and let {{a}} lead the final review.',
    },
    'DD+DD': {
      ko: '두 사람 모두 짧고 굵게 집중해요. 20~30분씩 타이머를 맞춰 함께 달리고, 쉬는 시간에는 자리에서 일어나 몸을 움직여 보세요.',
      en: 'You both focus in short, intense bursts. Run 20–30 minute timers together, and get up and move during the breaks.',
    },
  },
  drd2: {
    'A+A': {
      ko: '두 사람 모두 좋아하는 것에 깊이 빠져요. 서로의 관심 주제를 하나씩 골라 함께 파고들면 오래 즐겁게 공부할 수 있어요.',
      en: 'You both dive deep into what you love. Pick one topic each of you cares about and dig into it together; it keeps you going for a long time.',
    },
    'A+B': {
      ko: '{{a}}님은 재미에서, {{b}}님은 칭찬과 보상에서 힘을 얻어요. 목표를 이루면 {{b}}님에게는 작은 보상을, {{a}}님에게는 더 깊이 파고들 시간을 주세요.',
      en: '{{a}} is driven by interest, {{b}} by praise and rewards. When you reach a goal, give {{b}} a small reward and {{a}} time to go deeper.',
    },
    'A+C': {
      ko: '{{a}}님은 한 주제에 오래 머물고, {{b}}님은 새 주제로 금방 옮겨 가요. {{a}}님이 깊이를, {{b}}님이 넓이를 맡아 서로 알게 된 것을 설명해 주세요.',
      en: '{{a}} stays with one topic for a long time, while {{b}} soon moves on to new ones. Let {{a}} go deep and {{b}} go wide, then explain what you found to each other.',
    },
    'B+B': {
      ko: '두 사람 모두 인정과 보상에서 힘을 얻어요. 함께 목표를 정하고, 이룰 때마다 서로 칭찬해 주는 것만으로도 큰 힘이 돼요.',
      en: 'You both draw energy from recognition and rewards. Set goals together and praise each other every time you reach one; it goes a long way.',
    },
    'B+C': {
      ko: '{{a}}님은 보상이 보일 때, {{b}}님은 새로울 때 힘이 나요. 공부를 짧은 미션으로 나누고, 미션마다 방식을 조금씩 바꿔 보세요.',
      en: '{{a}} gets going when a reward is in sight, {{b}} when something is new. Break the work into short missions and vary the format from one mission to the next.',
    },
    'C+C': {
      ko: '두 사람 모두 새로운 관심사로 가볍게 옮겨 가요. 한 과목을 오래 붙잡기보다 과목을 번갈아 하며, 끝낸 것을 함께 체크해 보세요.',
      en: 'You both move lightly between interests. Rather than staying with one subject for long, alternate subjects and tick off what you finish together.',
    },
  },
  drd4: {
    '44+44': {
      ko: '두 사람 모두 정해진 순서대로 차근차근 쌓아요. 같은 교재를 같은 진도로 나가고, 주말에 함께 정리해 보세요.',
      en: 'You both build up step by step in a set order. Work through the same book at the same pace and review together at the weekend.',
    },
    '44+43': {
      ko: '{{a}}님은 순서를 지키고, {{b}}님은 익숙한 방법을 살짝 바꿔 봐요. {{a}}님이 기본 순서를 잡으면 {{b}}님이 응용 문제로 넓혀 주세요.',
      en: '{{a}} sticks to the order, while {{b}} tweaks familiar methods. Let {{a}} lay out the basic sequence and {{b}} stretch it with applied problems.',
    },
    '44+45': {
      ko: '{{a}}님은 정해진 길을, {{b}}님은 새로운 길을 좋아해요. 개념은 {{a}}님의 순서대로 익히고, 풀이 방법은 {{b}}님이 새로 찾아 서로 가르쳐 주세요.',
      en: '{{a}} likes a set path, {{b}} a new one. Learn the concepts in {{a}}’s order, and let {{b}} find new ways to solve problems and teach them to each other.',
    },
    '43+43': {
      ko: '두 사람 모두 익숙한 방법을 조금씩 바꿔 응용해요. 같은 문제를 각자 다른 방법으로 풀어 보고 비교해 보세요.',
      en: 'You both adapt familiar methods little by little. Solve the same problem in two different ways and compare.',
    },
    '43+45': {
      ko: '{{a}}님은 아는 방법을 응용하고, {{b}}님은 낯선 방법을 찾아 나서요. {{b}}님이 새 아이디어를 내면 {{a}}님이 실제로 해 볼 방법으로 다듬어 주세요.',
      en: '{{a}} adapts known methods and {{b}} seeks out unfamiliar ones. When {{b}} comes up with a new idea, let {{a}} shape it into something you can actually try.',
    },
    '45+45': {
      ko: '두 사람 모두 새롭고 낯선 방법을 좋아해요. 프로젝트나 실험처럼 직접 만들어 보는 공부가 잘 맞고, 마지막에 기본 개념을 함께 확인해 주세요.',
      en: 'You both love new and unfamiliar approaches. Hands-on projects and experiments suit you; check the basic concepts together at the end.',
    },
  },
  htt: {
    'SS+SS': {
      ko: '두 사람 모두 감정이 섬세해요. 점수를 견주기보다 "어제보다 나아진 점"을 서로 말해 주고, 시험 전에는 편하게 이야기할 시간을 가져 보세요.',
      en: 'You are both emotionally sensitive. Instead of comparing scores, tell each other what got better since yesterday, and make time to talk before a test.',
    },
    'SS+SL': {
      ko: '{{a}}님은 평가에 민감하고, {{b}}님은 긴장을 잘 다스려요. 퀴즈 대결은 {{a}}님이 원할 때만 하고, {{b}}님이 먼저 실수를 편하게 이야기해 주세요.',
      en: '{{a}} is sensitive to being judged, while {{b}} handles pressure well. Hold quiz battles only when {{a}} wants to, and let {{b}} be the first to talk openly about mistakes.',
    },
    'SL+SL': {
      ko: '두 사람 모두 긴장을 잘 다스려요. 시간 재기나 퀴즈 대결처럼 가볍게 겨루는 공부가 서로에게 좋은 자극이 돼요.',
      en: 'You both handle pressure well. Light competition, like timed rounds or quiz battles, spurs you both on.',
    },
  },
};

export interface Person {
  name: string;
  variant: string;
}

/** The note for two people on one gene, their names in place ({{a}} = the earlier variant). */
export function pairingNote(gene: GeneKey, x: Person, y: Person, language: 'ko' | 'en'): string {
  const order = VARIANT_ORDER[gene];
  const [first, second] = order.indexOf(x.variant) <= order.indexOf(y.variant) ? [x, y] : [y, x];
  const note = STUDY_PAIRINGS[gene][`${first.variant}+${second.variant}`];
  if (!note) return '';
  return note[language].replace(/\{\{a\}\}/g, first.name).replace(/\{\{b\}\}/g, second.name);
}
