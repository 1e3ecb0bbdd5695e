// The Terms of Service in English: a translation for information (the Korean text binds). Its own
// chunk, loaded only on the English page.
import type { LegalText } from '../../components/legal-document/legal-document';
import { SERVICE_INFO } from '../../components/service-info';

const terms: LegalText = {
  intro:
    'Thank you for using GeneType. Please read these terms carefully before you use the service.',
  articles: [
    {
      id: 'purpose',
      title: 'Article 1 (Purpose)',
      paragraphs: [
        'These terms set out the rights, obligations and responsibilities of the GeneType operating team (the "Operator") and its members in connection with the use of the GeneType service (the "Service") that the Operator provides.',
      ],
    },
    {
      id: 'definitions',
      title: 'Article 2 (Definitions)',
      items: [
        '"Service" means every feature the Operator provides through the website, including the learning gene type test (questionnaire), test results and type reports, search, reviews and profile sharing.',
        '"Member" means a person who has agreed to these terms and the Privacy Policy and created an account.',
        '"Visitor" means a person who uses the information pages and the demo questions without signing up.',
        '"Test result" means the endurance, attachment, creativity and emotion types, and the one of 54 types, that a member obtains by answering the four-part (A–D) questionnaire.',
        '"Post" means writing, such as a review, that a member leaves on the Service.',
      ],
    },
    {
      id: 'posting',
      title: 'Article 3 (Publication and amendment of the terms)',
      items: [
        'The Operator publishes these terms so that anyone can read them through the "Terms of Service" link at the bottom of the Service.',
        'The Operator may amend the terms without violating applicable law, and announces the changes and their effective date on the Service from 7 days before that date (30 days for changes unfavorable to members).',
        'A member who does not agree to amended terms may terminate the agreement (close their account). A member who has not objected by the effective date is deemed to have agreed to the changes.',
      ],
    },
    {
      id: 'membership',
      title: 'Article 4 (Membership and age)',
      items: [
        'Sign-up is complete once a person enters a user ID, email address and password, or logs in with a Kakao or Google account, and agrees to these terms and the Privacy Policy.',
        'The test is available to people aged 11 or older.',
        'Children under 14 may sign up only with the consent of a legal guardian (such as a parent), and the Operator may verify that consent.',
        "The Operator may refuse a sign-up or restrict use when someone else's information has been used or false information has been entered.",
        'Starting the test requires phone identity verification and a nickname.',
      ],
    },
    {
      id: 'service',
      title: 'Article 5 (What the Service offers)',
      items: [
        'Learning gene information pages, the 54 type reports and demo questions',
        'The four-part questionnaire for members, with results for each part and a final result',
        'Managing results answered on behalf of another person, such as a family member',
        "Site search, writing reviews, sharing a profile link and viewing other members' public profiles",
        'Other services that the Operator determines and announces',
      ],
      after: [
        'The Service is free of charge. If paid services are introduced, their conditions will be announced in advance and separate consent will be obtained.',
      ],
    },
    {
      id: 'nature-of-results',
      title: 'Article 6 (Nature of the test results)',
      items: [
        'Test results and type reports are reference material to help understand learning tendencies; they do not replace a medical diagnosis or a genetic test.',
        'Results obtained from the questionnaire alone are about 85% accurate, and may vary with how the questions are answered and with circumstances.',
        'Members use their results at their own discretion, and are advised to seek professional advice as well for important decisions such as schooling and careers.',
      ],
    },
    {
      id: 'member-duties',
      title: 'Article 7 (Obligations of members)',
      items: [
        'Members manage their own account information and must not share their password with anyone.',
        "Members must not collect or use other people's personal information without permission, or answer the test while impersonating someone else. When answering on behalf of another person, members must obtain that person's consent (or, for a child under 14, the legal guardian's consent).",
        'Members must not use automated access, reverse engineering or excessive requests that interfere with the normal operation of the Service.',
        'Members must comply with the law, these terms and the notices shown on the Service.',
      ],
    },
    {
      id: 'posts',
      title: 'Article 8 (Posts)',
      items: [
        'Copyright in a review belongs to the member who wrote it. The member permits the Operator to use it to the extent needed to display the review on the Service and show it in search.',
        "Posts containing profanity, discriminatory or hateful expressions, personal information, advertising or anything that infringes other people's rights may be hidden or deleted without prior notice.",
        'Each member may write one review of up to 500 characters and edit it at any time.',
      ],
    },
    {
      id: 'withdrawal',
      title: 'Article 9 (Closing an account and restrictions on use)',
      items: [
        'Members may request to close their account at any time in the settings of My Page.',
        'For 14 days after the request, a member who changes their mind can cancel it. After 14 days the account is closed automatically and personal information is destroyed in accordance with the Privacy Policy.',
        'If a member breaches Article 7, the Operator may restrict use by a warning, a temporary suspension and termination of the agreement, in that order, and will tell the member why.',
      ],
    },
    {
      id: 'changes',
      title: 'Article 10 (Changes to and suspension of the Service)',
      items: [
        'The Operator may change features to improve the Service, and announces important changes in advance.',
        'The Service may be suspended temporarily for unavoidable reasons such as maintenance, outages or natural disasters. Where possible this is announced in advance, and otherwise the reason is announced afterwards.',
      ],
    },
    {
      id: 'liability',
      title: 'Article 11 (Limitation of liability)',
      items: [
        "The Operator is not liable for damage arising from causes that involve no intent or negligence on its part, such as natural disasters, the member's own fault or unlawful acts of third parties.",
        "The Operator is not liable for members' decisions based on test results or for their consequences, except for damage caused by the Operator's intent or gross negligence.",
      ],
    },
    {
      id: 'disputes',
      title: 'Article 12 (Dispute resolution and governing law)',
      items: [
        `Questions and complaints about the Service can be sent to ${SERVICE_INFO.supportEmail}, and the Operator replies within 7 days of receipt.`,
        'Disputes about these terms and the use of the Service are governed by the laws of the Republic of Korea, and lawsuits are filed with the court having jurisdiction under the Civil Procedure Act.',
      ],
    },
  ],
};

export default terms;
