// The English of gene-traits.ts: what each gene variant means for learning.
import type { AceType, Drd2Type, Drd4Type, HttType } from '@genetype/domain';
import type { VariantTraits } from '../gene-traits.js';

export const ACE_TRAITS: Record<AceType, VariantTraits> = {
  II: {
    name: 'Endurance type',
    summary: 'Like a marathon runner, keeps studying at a steady pace for a long time.',
    concentration:
      'This type needs a little warm-up time before settling in, but once on track can keep going for an hour or two without losing focus.',
    persistence:
      'This type copes well with the slow way small daily study adds up to real skill. Not giving up, even when results are slow to show, is their greatest asset.',
    strengths: [
      'The stamina and patience to stay at the desk for a long time',
      'Cumulative growth: skills get more solid with every round of practice',
    ],
    pitfalls: [
      'A slow starter, so sitting a test without warming up can hide what this learner really knows',
      'Sometimes skips breaks and simply sits for hours, which costs efficiency',
    ],
    strategies: [
      'Plan the day in long blocks, such as 50 minutes of study and a 10-minute break, and put the breaks in the plan too.',
      'Start each session with about 10 minutes of easy review questions to warm up.',
    ],
    support: 'Rather than praising long hours, help keep a healthy rhythm of breaks.',
  },
  ID: {
    name: 'Pacing type',
    summary:
      'Like a middle-distance runner, speeds up and slows down to spread energy where it is needed.',
    concentration:
      'This type works in a rhythm of 30–40 minutes of focus and a short break to recharge, and knows how to stretch or shorten a session to suit the subject or task.',
    persistence:
      'This type knows how to keep going without overdoing it. When the goal is vague, though, it is easy to idle along at a slower pace, so regular check-ins protect the momentum.',
    strengths: [
      'A feel for matching speed to the kind of task',
      'A stable study rhythm that neither burns out nor rushes',
    ],
    pitfalls: ['Without a clear goal, tends to stop at "good enough"'],
    strategies: [
      'Make 40 minutes of focus and a 10-minute break the default, and put the hardest subjects early in the session.',
      'Once a week, compare progress with the goal and adjust the pace.',
    ],
    support:
      'Trust their ability to choose their own pace, and simply check the weekly goals together.',
  },
  DD: {
    name: 'Sprint type',
    summary: 'Like a sprinter, excels at pouring out intense effort in a short burst.',
    concentration:
      'This type focuses very intensely for short stretches of about 20–25 minutes, and a deadline or an exam pushes the intensity even higher.',
    persistence:
      'This type goes the distance by running many short legs rather than one long race. Reaching small goals often is what fuels their consistency.',
    strengths: [
      'Explosive focus that gets through a lot of work in a short time',
      'A strong competitive streak at key moments such as exams and presentations',
    ],
    pitfalls: [
      'Trying to finish a long assignment in one go often means running out of steam halfway',
      'Easily slips into last-minute cramming right before deadlines',
    ],
    strategies: [
      'Make 25 minutes of focus plus a 5-minute break (the Pomodoro technique) the basic unit, and keep the timer where you can see it.',
      'Break big assignments into small daily goals and tick each one off when it is done.',
    ],
    support:
      'Instead of asking them to sit for hours, agree on several short, intense sessions they can finish.',
  },
};

export const DRD2_TRAITS: Record<Drd2Type, VariantTraits> = {
  A: {
    name: 'Deep-dive type',
    summary: 'Dives deep into what they love and does not let go once they have hold of it.',
    concentration:
      'A topic that sparks their interest absorbs them so completely that they stop hearing the world around them. With subjects that leave them cold, focus takes a while to get going.',
    persistence:
      'Attachment to what they love keeps them going. Once it becomes "studying because I want to", they carry on without anyone telling them to.',
    strengths: ['The absorption to dig into a favorite field like an expert'],
    pitfalls: ['Grades in favorite and least favorite subjects can drift far apart'],
    strategies: [
      'Link a subject that bores you to a topic you love (for example, learn probability through a favorite game).',
    ],
    support:
      'Rather than breaking their focus midway, agree on a finishing time in advance and let them wrap up on their own.',
  },
  B: {
    name: 'Balanced type',
    summary:
      'Strikes a balance between attachment and flexibility, and responds evenly to praise and rewards.',
    concentration:
      'This type focuses by balancing interest and duty. A clear to-do list and a reward for finishing make focusing much easier.',
    persistence:
      'Encouragement and small rewards give this type the energy to keep going steadily, and they last especially long with a study buddy or an adult cheering them on.',
    strengths: ['Steady motivation that keeps every subject on track'],
    pitfalls: ['When praise or rewards stop, motivation can fade with them'],
    strategies: [
      "Write today's tasks as a checklist, and give yourself a small reward once everything is ticked off.",
    ],
    support:
      'Rather than rewarding results, regularly recognize the effort of keeping to what was agreed.',
  },
  C: {
    name: 'Switching type',
    summary: 'Does not get tied to one thing and moves lightly on to new interests.',
    concentration:
      'This type reacts quickly to anything new, so attention easily moves elsewhere. Focus holds better when switching between subjects or activities than when staying with one subject for a long time.',
    persistence:
      'With little urge to cling, this type bounces back quickly from failures and mistakes. Consistency, though, needs a structure that builds in change.',
    strengths: ['A lightness that does not dwell on mistakes and starts again quickly'],
    pitfalls: ['Tends to move on to something else before finishing what was started'],
    strategies: [
      'Rotate two or three subjects in 30-minute blocks, and visibly cross off each task you finish.',
    ],
    support:
      'Rather than scolding them for shifting interests, agree on a rule together: finish one thing before moving on.',
  },
};

export const DRD4_TRAITS: Record<Drd4Type, VariantTraits> = {
  '44': {
    name: 'Systematic type',
    summary: 'Feels at home building things up step by step, within a set order and clear rules.',
    concentration:
      'Focus deepens when study follows a clear sequence, and sudden changes easily break the flow.',
    persistence:
      'A familiar routine is the backbone of consistency. Studying at the same time and in the same place is a real source of strength.',
    strengths: ['Thoroughness that covers every basic concept without gaps'],
    pitfalls: ['Open-ended written questions or unfamiliar question types can be unsettling'],
    strategies: [
      'Fix the order concept → worked example → practice problems, and collect new question types to practice separately.',
    ],
    support:
      'Give advance notice when plans change, and praise the very act of trying a new approach.',
  },
  '43': {
    name: 'Adaptive type',
    summary: 'Builds on the familiar, tweaking and combining it to come up with new answers.',
    concentration:
      'This type comes alive when applying what they have learned to a new situation, and memorizing and nothing else soon gets boring.',
    persistence:
      'This type keeps interest alive by approaching the same material a little differently each time. The right amount of variety sustains consistency.',
    strengths: ['A talent for connecting the concepts they learn to new problems'],
    pitfalls: ['Eagerness to apply ideas can mean moving on before the basics are fully mastered'],
    strategies: [
      'At the end of each unit, draw a mind map of how the concepts connect, and try explaining it to someone.',
    ],
    support:
      'Grow their knack for applying ideas by asking "Is there another way?", while helping them remember to check the basic problems too.',
  },
  '45': {
    name: 'Exploring type',
    summary:
      'Seeks out novelty and stimulation, and pulls original ideas out of offbeat questions.',
    concentration:
      'Focus shoots up in front of a new and exciting task, but interest fades quickly when the same method is repeated.',
    persistence:
      'Curiosity drives their consistency. Mixing research questions and small projects into study keeps them going for a long time.',
    strengths: ['Creativity that comes up with ideas and questions no one else thought of'],
    pitfalls: ['Finds repetitive practice boring and tends to change plans on impulse'],
    strategies: [
      'Collect questions in a question notebook, and at the end of each unit pick one to research yourself.',
    ],
    support:
      'Hear out even the quirkiest questions, and bring novelty into repetition with games or beat-your-own-record challenges.',
  },
};

export const HTT_TRAITS: Record<HttType, VariantTraits> = {
  SS: {
    name: 'Sensitive type',
    summary:
      'Emotionally finely tuned, reacting strongly to the mood around them and to being evaluated.',
    concentration:
      'This type focuses best in a quiet, predictable environment. Before a test or an assessment, nerves can scatter their focus.',
    persistence:
      'This type gains confidence and keeps going when small successes come often. One big failure can linger for a long time, so they need time to recover emotionally.',
    strengths: ['Caution that spots mistakes in advance, and empathy that reads how others feel'],
    pitfalls: [
      'Test anxiety or criticism can make them shrink back, so results may fall short of their real ability',
    ],
    strategies: [
      'Before an exam, practice under mock test conditions, and build your own routine for calming nerves, such as deep breathing.',
    ],
    support:
      'Talk about the effort before the result, and on days with mistakes, look for the next step together instead of scolding.',
  },
  SL: {
    name: 'Steady type',
    summary: 'Recovers emotionally fast and stays fairly calm even under stress.',
    concentration:
      'This type keeps focusing even when it gets a little noisy around them. With too little tension, though, mistakes can slip through.',
    persistence:
      'This type shakes off a failure quickly and tries again. A mind that bounces back fast is a solid support for long-term learning.',
    strengths: ['Emotional resilience that recovers quickly from failure'],
    pitfalls: [
      'Overconfidence can lead to skipping the final check and slipping up on questions they know',
    ],
    strategies: [
      'Always keep 5 minutes to check your answers, and write one line in a mistake notebook on why each wrong answer went wrong.',
    ],
    support:
      'Set challenging goals together to create a healthy tension, and praise the habit of checking work.',
  },
};
