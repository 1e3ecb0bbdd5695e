// The English of learning-gene-sections.ts: the four sections of /learningGene, with the same
// figures (TEST_FACTS).
import { TEST_FACTS } from '../learning-gene-sections.js';
import type { LearningGeneSection } from '../types.js';

export const learningGeneSections: readonly LearningGeneSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    heading: 'What is a learning gene?',
    lead: 'Students in the same classroom, hearing the same lesson, still learn in their own ways. Learning genes are one key to understanding where those differences come from.',
    blocks: [
      {
        heading: 'Natural learning tendencies',
        paragraphs: [
          'Learning genes look at the natural tendencies that shape how we study through four genes. They help explain why people differ in how long they focus, what they get absorbed in, how they take in new things and how they handle tension and stress.',
          'A tendency is not a measure of ability. The message GeneType wants to share is that anyone can grow at their own pace once they find the way that works for them.',
        ],
        bullets: [],
      },
      {
        heading: 'The four genes',
        paragraphs: ['These are the genes GeneType looks at, and their types:'],
        bullets: [
          'Endurance gene (ACE): types II, ID and DD — how long and how intensely you focus',
          'Attachment gene (DRD2): types A, B and C — what you get absorbed in, and how deeply',
          'Creativity gene (DRD4): types 44, 43 and 45 — how much you seek novelty and how you apply ideas',
          'Emotion gene (5-HTT): types SS and SL — how sensitively you feel tension and stress',
        ],
      },
      {
        heading: `${TEST_FACTS.typeCount} types`,
        paragraphs: [
          `Combining the types of the four genes gives 3 × 3 × 3 × 2 = ${TEST_FACTS.typeCount} learning types. Endurance and attachment together form ${TEST_FACTS.groupCount} main groups, and each group has 6 types depending on creativity and emotion.`,
        ],
        bullets: [],
      },
    ],
  },
  {
    id: 'research',
    title: 'Origins and research',
    heading: 'How GeneType came about',
    lead: 'GeneType began as an attempt to put a long-standing classroom lesson, that every child needs a different way of studying, into the language of genetics and education.',
    blocks: [
      {
        heading: 'Where the research started',
        paragraphs: [
          'Studies have reported links between the ACE gene, widely researched for athletic ability, and endurance; between the dopamine receptor genes DRD2 and DRD4, involved in reward and motivation, and absorption and novelty seeking; and between the serotonin transporter gene 5-HTT, involved in regulating emotion, and the response to stress.',
          'Building on this research, GeneType interpreted the four genes for learning situations and, adding observations and counseling experience from schools, described the learning traits of each type.',
        ],
        bullets: [],
      },
      {
        heading: 'Half from each parent',
        paragraphs: [
          'We inherit each gene half from each parent: one copy from our mother and one from our father. That is why family members often share study habits, and why brothers and sisters with the same parents can still turn out to be completely different types.',
        ],
        bullets: [],
      },
      {
        heading: 'Nature and environment',
        paragraphs: [
          'Genes are a starting point, not the end of the story. Even within the same type, the right environment and support can make strengths grow and weaknesses be well compensated for.',
        ],
        bullets: [],
      },
    ],
  },
  {
    id: 'principle',
    title: 'The science behind it',
    heading: 'How do genes affect studying?',
    lead: 'Each of the four genes is involved in a different system of the brain and body. Here is how those differences show up in the way we study.',
    blocks: [
      {
        heading: 'Endurance — ACE',
        paragraphs: [
          'The ACE gene is linked to the way blood vessels and muscles use energy. The more I variants, the more the tendency leans towards long-distance endurance; the more D variants, the more it leans towards short, powerful bursts, and that shapes the rhythm of studying too.',
        ],
        bullets: [],
      },
      {
        heading: 'Attachment — DRD2',
        paragraphs: [
          'The DRD2 gene is linked to the dopamine D2 receptor. Because people respond to reward differently, some get deeply absorbed in one thing while others move quickly on to new stimulation.',
        ],
        bullets: [],
      },
      {
        heading: 'Creativity — DRD4',
        paragraphs: [
          'In the DRD4 gene, the number of times a certain section repeats differs from person to person. More repeats are known to go with a stronger tendency to seek novelty, and GeneType treats 5 to 7 repeats as the variant type.',
        ],
        bullets: [],
      },
      {
        heading: 'Emotion — 5-HTT',
        paragraphs: [
          'The 5-HTT gene is linked to the transporter that takes serotonin back up. The short form (S) tends to react sensitively to emotional stimuli, while the long form (L) tends to recover quickly. GeneType counts type LL as type SL.',
        ],
        bullets: [],
      },
    ],
  },
  {
    id: 'test-method',
    title: 'Testing and results',
    heading: 'Two ways to test',
    lead: 'GeneType can tell you your type from the questionnaire alone, and adding a sample test confirms it far more accurately.',
    blocks: [
      {
        heading: 'The questionnaire',
        paragraphs: [
          `You answer yes/no questions prepared for each of the four genes. About ${TEST_FACTS.minutesPerType} minutes per gene is enough, and anyone aged ${TEST_FACTS.minimumAge} or older can take part.`,
        ],
        bullets: [
          `Accuracy with the questionnaire alone: about ${TEST_FACTS.questionnaireAccuracy}%`,
          `Accuracy when the family takes it together: about ${TEST_FACTS.familyAccuracy}%`,
        ],
      },
      {
        heading: 'The sample test',
        paragraphs: [
          'Adding a genetic sample test to the questionnaire lets you confirm the types of all four genes directly.',
        ],
        bullets: [`Accuracy with the sample test as well: ${TEST_FACTS.sampleTestAccuracy}%`],
      },
      {
        heading: 'Why it helps to test as a family',
        paragraphs: [
          "Because we inherit our genes half from each parent, looking at the family's results together lets you estimate each other's types more accurately. Above all, it is a chance for a family to understand how each of them studies and feels.",
        ],
        bullets: [],
      },
      {
        heading: 'What the results mean',
        paragraphs: [
          'Your result is not a right answer or a grade: it is a map for understanding yourself. Use the strengths and strategies in your type report to change your study habits one step at a time.',
        ],
        bullets: [],
      },
    ],
  },
];
