// The Privacy Policy in English: a translation for information (the Korean text binds). Its own
// chunk, loaded only on the English page. Keep it in step with privacy-page.tsx.
import type { LegalText } from '../../components/legal-document/legal-document';
import { SERVICE_INFO } from '../../components/service-info';

const privacy: LegalText = {
  intro:
    'In accordance with the Personal Information Protection Act of Korea, the GeneType operating team (the "Operator") publishes this Privacy Policy to protect members\' personal information and to handle related concerns promptly.',
  articles: [
    {
      id: 'items',
      title: '1. Personal information we collect',
      table: {
        caption: 'What we collect and how',
        head: ['Category', 'Items', 'How it is collected'],
        rows: [
          [
            'Sign-up (required)',
            'User ID, email address, password (stored only as a hash that cannot be reversed)',
            'Sign-up screen',
          ],
          [
            'Using the Service (required)',
            'Nickname, mobile phone number (result of identity verification)',
            'My Page settings, identity verification',
          ],
          [
            'Test (required)',
            'Questionnaire answers, results of each part and the final result, and the name (or how you address them) of anyone you answer on behalf of',
            'Test screens',
          ],
          [
            'Social login (optional)',
            'Kakao or Google account identifier and email address',
            'Social login and account linking',
          ],
          ['Reviews (optional)', 'Review text', 'Writing a review'],
          [
            'Consent records',
            "Time of consent to the terms and this policy, whether and when you agreed to receive marketing information, whether you are under 14 and your legal guardian's consent",
            'Consent screen',
          ],
          [
            'Collected automatically',
            'Server access logs (IP address, time of access, requested path), login tokens in browser storage',
            'While you use the Service',
          ],
        ],
      },
    },
    {
      id: 'purposes',
      title: '2. Why we use personal information',
      items: [
        'Identifying members, login and account management, recovering a user ID or password',
        'Identity verification, preventing duplicate sign-ups and misuse (phone identity verification)',
        'Providing the learning gene type test, results, type reports and profile sharing',
        'Publishing reviews and providing site search',
        'Sending notices the Service needs, such as verification codes for a new email address and password reset instructions',
        'Telling members who agreed to receive marketing information about new features and events',
        'Keeping the Service stable and responding to security incidents (access logs)',
      ],
    },
    {
      id: 'retention',
      title: '3. How long we keep it',
      items: [
        "Member information and test results are kept until the member's account is closed.",
        'After a closure request you can cancel it for 14 days; once the 14 days have passed and the account is closed, the information is destroyed without delay.',
        'Consent to marketing information is kept until you withdraw it or close your account.',
        'Server access logs are kept for 3 months under the Protection of Communications Secrets Act and then destroyed.',
        'Where a law requires information to be preserved, it is stored separately for the period that law sets.',
      ],
    },
    {
      id: 'destruction',
      title: '4. How we destroy personal information',
      items: [
        'Personal information whose retention period has ended, or whose purpose has been achieved, is destroyed without delay.',
        'Information in electronic files is deleted in a way that cannot be recovered, and login tokens are invalidated immediately.',
        "Account closures are completed by a regularly scheduled clean-up job, which also deletes the member's reviews and the results they answered on behalf of others.",
      ],
    },
    {
      id: 'third-parties',
      title: '5. Sharing with third parties',
      paragraphs: [
        "The Operator does not provide members' personal information to third parties, except where an investigative authority or similar body requests it through due legal process.",
        'If a member shares a profile link, whoever receives it can see the public part of that profile (nickname and a summary of the test result). The link is encrypted and expires after a set period.',
      ],
    },
    {
      id: 'processors',
      title: '6. Outsourced processing',
      table: {
        caption: 'Processors and the work entrusted to them',
        head: ['Processor', 'Work entrusted', 'Retention period'],
        rows: [
          [
            'Identity verification agency (a provider of phone identity verification, such as NICE Information Service)',
            'Phone identity verification',
            'Until the contract ends, or for the period required by law',
          ],
          [
            'Email delivery provider (SMTP service provider)',
            'Sending service emails such as verification codes and password resets',
            'Destroyed without delay once sent',
          ],
        ],
      },
      after: [
        'If you log in with Kakao or Google, we receive the information you agreed to share with that provider (account identifier, email). The Operator sets out data protection obligations in its contracts with processors and supervises how safely they handle the information.',
      ],
    },
    {
      id: 'children',
      title: '7. Personal information of children under 14',
      items: [
        'The test is available to people aged 11 or older.',
        'Personal information of children under 14 is processed with the consent of a legal guardian, as Article 22-2 of the Personal Information Protection Act requires.',
        "A legal guardian may ask to see, correct, delete or stop the processing of the child's personal information.",
      ],
    },
    {
      id: 'rights',
      title: '8. Your rights and how to exercise them',
      items: [
        'Members may at any time ask to see, correct or delete their personal information, stop its processing or withdraw consent.',
        'Nickname, email, password, phone number, linked social accounts and marketing consent can be changed directly in My Page settings, where you can also request to close your account.',
        `For anything else, email the privacy officer (${SERVICE_INFO.privacyEmail}) and we will tell you the outcome within 10 days.`,
        'You can also exercise your rights through a legal guardian or an authorized representative.',
      ],
    },
    {
      id: 'security',
      title: '9. How we keep personal information safe',
      items: [
        'Passwords are stored only as one-way argon2id hashes; not even the Operator can know the original password.',
        'Refresh tokens that keep you logged in are stored only as hashes and are revoked at once if reuse is detected.',
        'All communication is encrypted (HTTPS), and the number of login attempts is limited.',
        'Access to personal information is limited to as few people as possible, and access records are kept.',
      ],
    },
    {
      id: 'storage',
      title: '10. Use of browser storage',
      paragraphs: [
        "The Service uses your browser's local storage (localStorage) to keep you logged in and to remember recent searches, and uses no advertising tracking cookies. Logging out clears everything stored, and you can delete it yourself at any time in your browser settings.",
      ],
    },
    {
      id: 'officer',
      title: '11. Privacy officer',
      items: [
        'Privacy officer: GeneType operating team',
        `Email: ${SERVICE_INFO.privacyEmail}`,
        `General inquiries: ${SERVICE_INFO.supportEmail} (weekdays 10 am – 6 pm Korea time)`,
      ],
    },
    {
      id: 'remedies',
      title: '12. Remedies for infringement',
      paragraphs: [
        'For advice on or to report an infringement of personal information, you can also contact the following Korean organizations.',
      ],
      items: [
        'Personal Information Dispute Mediation Committee: 1833-6972 (in Korea), www.kopico.go.kr',
        'Personal Information Infringement Report Center: 118 (in Korea), privacy.kisa.or.kr',
        "Supreme Prosecutors' Office: 1301 (in Korea), www.spo.go.kr",
        'Korean National Police Agency: 182 (in Korea), ecrm.police.go.kr',
      ],
    },
    {
      id: 'changes',
      title: '13. Changes to this policy',
      paragraphs: [
        'Changes to this policy are announced on the Service from 7 days before they take effect. Important changes, such as new items collected or new purposes, are announced 30 days in advance, and consent is asked for again where needed.',
      ],
    },
  ],
};

export default privacy;
