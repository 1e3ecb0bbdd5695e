// mf-content's English texts: their own chunk, fetched only when English is chosen.
import type { Catalogue } from './ko';

const en: Catalogue = {
  titles: {
    home: 'GeneType',
    typeReportList: 'Type reports',
    typeReport: 'Full type report',
    geneType: 'Gene types',
    learningGene: 'What is a learning gene?',
    contact: 'Contact us',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
  },
  genes: {
    ace: 'Endurance',
    drd2: 'Attachment',
    drd4: 'Creativity',
    htt: 'Emotion',
  },
  overview: {
    line1: 'How do you learn',
    line2: 'at your very best?',
    line3: 'A study style of your own, from your genes',
    lead: '54 learning types, found through four gene types. Each part of the test takes about 8 minutes.',
    start: 'Start the test',
    continue: 'Continue the test',
    result: 'See my result',
  },
  home: {
    tagline: 'Discover your learning type through your genes',
    myTypeTitle: 'My type',
    noType:
      "You don't have a type yet. Finish all four parts of the test and your own type card will appear here.",
    typeNumber: 'Type {{id}}',
    characterImage: '{{character}} character',
    myReport: 'Read my type report',
    geneTypesTitle: 'Explore the gene types',
    allTypesTitle: 'All 54 types',
    allTypesText: 'See the 9 groups and 54 types the four genes create, all at a glance.',
    geneCard: '{{name}} gene',
    learningTitle: 'What is a learning gene?',
    learningText:
      'Even in the same lesson, everyone learns differently. Understand how you study through four genes: endurance, attachment, creativity and emotion.',
    learningLink: 'Learn about learning genes',
    charactersTitle: 'Meet the GeneType characters',
    more: 'Learn more',
    moreAbout: 'Learn more about the {{group}} group',
    carryOnTitle: 'Pick up your test where you left off',
    carryOnWhere: 'Part {{letter}} · {{name}}, page {{page}} of {{pages}}',
    carryOnProgress: 'Test progress',
    carryOnPercent: "You've done {{percent}}% of the whole test",
    carryOnLink: 'Continue Part {{letter}} from page {{page}}',
  },
  typeList: {
    lead: 'Read the reports of all 54 types: 9 groups formed by endurance and attachment, each divided by creativity and emotion.',
  },
  report: {
    characterImage: '{{character}} character',
    genes: 'Gene makeup',
    contents: 'Report contents',
    otherTypes: 'Other types',
    previous: '← Type {{id}}',
    next: 'Type {{id}} →',
    all: 'All types',
    partner: 'Type {{id}} · {{name}}',
  },
  geneType: {
    brand: 'GeneType',
    lead: 'Meet GeneType: your own learning type, shaped by four genes.',
    sections: 'Gene type sections',
    details: 'Read more',
    detail: 'More on the {{title}}',
    allReports: 'See all 54 type reports',
    figure: 'Illustration of the {{title}}',
    caption: '{{symbol}} gene',
  },
  learningGene: {
    sections: 'Learning gene sections',
    lead: 'Endurance, attachment, creativity and emotion: understand how you study through four genes.',
    resultLead:
      'Now that you have finished the test, take another look at the four genes behind your type.',
    illustration: 'A double helix linking the four genes',
    parcelFailed: "This part couldn't be loaded. Please refresh the page in a moment.",
  },
  contact: {
    lead: 'Questions or problems while using GeneType? Let us know any time. We read every message carefully and will get back to you.',
    channels: 'How to reach us',
    email: 'Email',
    hours: 'Response hours',
    supportHours: 'Weekdays 10 am – 6 pm Korea time (closed weekends and Korean public holidays)',
    privacy: 'Privacy questions',
    hint: 'To help us help you faster, include your user ID (or sign-up email), the screen where the problem happened and the time. Never send us your password.',
    faq: 'Frequently asked questions',
    faqAge: 'How old do you need to be to take the test?',
    faqAgeAnswer:
      'Anyone aged 11 or older can take the test. Children under 14 need the consent of a parent or legal guardian to sign up.',
    faqTime: 'How long does the test take?',
    faqTimeAnswer:
      'About 8 minutes for each of the four parts (A–D). You can stop at any point and pick up where you left off.',
    faqAccuracy: 'How accurate are the results?',
    faqAccuracyAnswer:
      'About 85% with the questionnaire alone, about 95% when the family takes it together, and 99.9% with a sample test as well.',
    faqAccuracyLink: 'How the test works',
    faqAccount: 'I forgot my user ID or password.',
    faqAccountAnswer:
      'Use "Find user ID" or "Reset password" in the login window to recover them by phone verification or email.',
    faqWithdrawal: 'Is my account deleted as soon as I close it?',
    faqWithdrawalAnswer:
      'You can cancel a closure request for 14 days. After 14 days the account is closed and your personal information is destroyed without delay.',
    faqWithdrawalLink: 'Read the Privacy Policy',
  },
  legal: {
    effective: 'Effective date: {{date}}',
    contents: '{{title}}: contents',
    translation:
      'This English version is a translation provided for information only. The Korean version is the legally binding text.',
  },
};

export default en;
