// mf-questionnaire's English texts: their own chunk, fetched only when English is chosen.
import type { Catalogue } from './ko';

const en: Catalogue = {
  common: {
    loadingQuestions: 'Loading the questions…',
    checkingMember: 'Checking your account…',
    loadingResult: 'Loading your results…',
    memberFallback: 'Member',
    printOrSave: 'Print / Save as PDF',
    seeFinalResult: 'See your final result',
    learningGeneAgain: 'Revisit my learning genes',
  },
  sectionNames: {
    A: 'Endurance',
    B: 'Attachment',
    C: 'Creativity',
    D: 'Emotion',
  },
  questions: {
    defaultTitle: 'Gene Type Test',
    sectionTitle: 'Part {{letter}} · {{name}}',
    demoLead:
      'These are sample questions. Log in to take the full four-part test and discover your own learning gene type.',
    onBehalfLead: "You're answering on behalf of {{name}}.",
    loadFailed: "We couldn't load the questions. Please try again in a moment.",
    submitFailed: "We couldn't calculate your result. Please try again in a moment.",
    reload: 'Try again',
    pageInfo: 'Page {{page}} of {{pages}} · {{answered}}/{{total}} answered',
    pageLabel: 'Questions on page {{page}}',
    yes: 'Yes',
    no: 'No',
    previous: 'Back',
    next: 'Next',
    seeResult: 'See my results',
  },
  tips: {
    label: 'About the test',
    timeTitle: 'About 8 minutes per part',
    timeText:
      "Each part takes about 8 minutes. Don't overthink it: go with the answer that comes to mind first.",
    honestTitle: 'Answer honestly',
    honestText:
      "Even if you don't love a question, pick the answer closest to how you usually are. The more honest you are, the more accurate your result.",
    stepsTitle: 'Four parts, A to D',
    stepsText:
      "You'll answer four parts in turn: Endurance (A), Attachment (B), Creativity (C) and Emotion (D).",
  },
  tracker: {
    label: 'Test progress',
    step: '{{letter}} {{name}}',
    done: 'Done',
    progress: 'Test progress',
  },
  character: {
    typed: '{{type}} type character',
    default: 'Default character',
  },
  notices: {
    duplicateTitle: 'About repeated questions',
    duplicate:
      "You may see similar or identical questions again. Don't worry about your earlier answer: answer thoughtfully with what feels right now.",
    ok: 'OK',
    verificationTitle: 'Phone verification and a nickname needed',
    verification:
      'To continue the test, please verify your phone number and set a nickname. You can do both in Settings on My Page.',
    later: 'Later',
    goToSettings: 'Go to Settings',
    onBehalfTitle: "Let's start {{name}}'s test",
    onBehalf:
      "You'll now answer on behalf of {{name}}. Think about how {{name}} usually is, and pick the answer they would choose themselves.",
    start: 'Start the test',
    analysingTitle: 'Analyzing your answers',
    analysing: "We're analyzing {{nickname}}'s answers. This will only take a moment.",
  },
  result: {
    titleOther: "{{name}}'s results",
    titleFinal: 'Your final result',
    titleInterim: 'Part {{letter}} results',
    loadFailedTitle: "We couldn't load the results",
    loadFailed: "We couldn't load the results. Please try again in a moment.",
    notReady:
      "You haven't finished Part {{letter}} yet. Once you do, your results will appear here.",
    continueTest: 'Continue the test',
    continueOther: "Continue {{name}}'s test",
    nextSection: 'Continue to Part {{letter}} ({{name}})',
  },
  outcome: {
    heading: 'Part {{letter}} · {{name}} ({{symbol}})',
    meaning: 'What this means for learning',
    strategies: 'Ways to study',
    scale: 'Where you fall',
    consistent: 'You answered all {{checked}} repeated questions consistently.',
    inconsistentOne:
      'You answered {{count}} of the {{checked}} repeated questions differently the second time ({{pairs}}). If the result doesn’t feel like you, try taking the test again.',
    inconsistentMany:
      'You answered {{count}} of the {{checked}} repeated questions differently the second time ({{pairs}}). If the result doesn’t feel like you, try taking the test again.',
    pair: 'questions {{first}} and {{second}}',
    pairSeparator: '; ',
  },
  scale: {
    share: '{{name}} ({{pole}}) {{percent}}%',
    separator: '; ',
    sentence: '{{shares}} — on the {{type}} side',
    explainTitle: 'How are these shares worked out?',
    explainShares:
      'For each gene we add up the weights of the questions you answered “yes”, pole by pole, and show each pole’s share of that total. “No” answers and the repeated questions add nothing.',
    explainZones:
      'Endurance and emotion are a point between their two poles. For endurance, I above 60% is II, below 40% is DD and anything between is ID; for emotion, more S than L is SS, otherwise SL.',
    explainThree:
      'Attachment and creativity are shown as the shares of their three poles. The largest share is your type.',
  },
  poles: {
    A: { I: 'Steady staying power', D: 'Short, intense bursts' },
    B: { A: 'Deep attachment', B: 'Balance of focus and switching', C: 'Letting go and moving on' },
    C: {
      '44': 'Care for proven methods',
      '43': 'Flexibility that blends the familiar with the new',
      '45': 'A spirit of adventure',
    },
    D: { S: 'Emotional sensitivity', L: 'Steady calm' },
  },
  final: {
    eyebrowOwn: 'My learning gene type',
    eyebrowOther: "{{name}}'s learning gene type",
    typeNumber: 'Type {{id}}',
    reportLink: 'Read the full report for type {{id}}',
    byGene: 'Results by gene',
    finished: "You've finished the test",
    character: '{{character}} character',
  },
  parcels: {
    reviewFailed: "We couldn't load the review button. Please refresh the page in a moment.",
    shareFailed: "We couldn't load the share button. Please refresh the page in a moment.",
  },
  thankYou: {
    finishedTitle: 'Test complete',
    done: "You've finished all four parts of the test. Thank you for answering so carefully!",
    doneNamed:
      "{{nickname}}, you've finished all four parts of the test. Thank you for answering so carefully!",
    unfinishedTitle: "You're still taking the test",
    notStarted:
      "You haven't started the test yet. Finish all four parts and we'll tell you your learning gene type.",
    inProgress:
      "You've finished {{done}} of the four parts. Finish the remaining {{left}} and we'll tell you your learning gene type.",
    start: 'Start the test',
    resume: 'Continue the test',
  },
  welcome: {
    title: 'About the test',
    greeting: 'Welcome, {{nickname}}! ',
    summary:
      'The GeneType test looks at four genetic tendencies in four parts, A to D. Each part has 44 questions and takes about 8 minutes. Your answers are saved as you go, so you can stop and pick up where you left off at any time.',
    section: 'Part {{letter}} · {{name}}',
    notes: {
      A: 'Are you more about staying power, or about short, intense bursts?',
      B: 'How deeply you get absorbed in what you love, and how easily you let go.',
      C: 'How you approach new things, and how you turn ideas into action.',
      D: 'How finely you feel emotions, and how quickly you bounce back.',
    },
  },
  mainAction: {
    start: 'Start the test',
    checkInterim: 'See my progress',
    viewResult: 'See my results',
  },
  retake: {
    button: 'Retake the test',
    confirm: 'If you retake the test, your previous results will be deleted. Continue?',
    deleting: 'Deleting your previous results…',
    cancel: 'Cancel',
    failed: "We couldn't delete your results. Please try again in a moment.",
  },
  other: {
    title: 'Take the test for someone else',
    text: "You can answer on behalf of someone who can't easily take the test themselves, like your child or a parent. Their results are saved separately.",
    nameLabel: 'Their name',
    relationLabel: 'Your relationship',
    relationPlaceholder: 'Choose a relationship',
    namePlaceholder: 'e.g. Alex Kim',
    submit: 'Start their test',
    busy: 'Getting ready…',
    failed: "We couldn't create the test. Please try again in a moment.",
    relations: {
      child: 'Child',
      parent: 'Parent',
      spouse: 'Spouse',
      sibling: 'Sibling',
      other: 'Other',
    },
  },
  print: {
    loadFailed: "We couldn't load the report. Please try again in a moment.",
    title: 'Print your report',
    note: 'The report is laid out for A4 paper. To save it as a file, choose ‘Save as PDF’ in the print window.',
    back: 'Back to results',
    preparing: 'Preparing your report…',
    brand: 'GeneType Learning Gene Report',
    metaOther: '{{name}}, answered by {{nickname}}',
    metaOwn: '{{nickname}}',
    printedOn: 'Printed {{date}}',
    eyebrow: "{{name}}'s learning gene type",
    typeName: 'Type {{id}} {{name}}',
    notFinished: "The test isn't finished yet",
    group: ' · {{name}} group',
    sections: 'Your genes and where you fall',
    report: '{{heading}} report',
    family: 'Family',
    me: 'Me',
    typeOf: 'Type {{id}} · {{code}}',
    inProgress: 'Test in progress ({{done}}/4)',
    inheritance: 'Could this come half from each parent?',
    consistent: 'A combination that can be inherited',
    inconsistent: "A combination this can't explain (review the answers)",
    unknown: 'No results to compare',
    surveyNote:
      'This compares types found through a questionnaire. It is not a genetic test result.',
  },
};

export default en;
