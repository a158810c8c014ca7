export const legalDocuments = {
  lastUpdated: 'Last updated: {{date}}',
  contactHeading: 'Contact',
  contact: 'Please send any questions about this document to <mail>{{email}}</mail>.',
  privacy: {
    title: 'Privacy policy',
    intro:
      'This policy explains which personal data we process in the Forest Challenge panel and app, why, how long we keep it and what your rights are.',
    sections: [
      {
        heading: 'Data controller',
        paragraphs: [
          'The controller of your personal data is the organiser of the Forest Challenge (the "Organiser"). For anything concerning your personal data, write to us at {{email}}.',
        ],
      },
      {
        heading: 'What data we process',
        items: [
          'your full name (or nickname) and email address given at sign-up;',
          'the company whose event you take part in, and your team if you belong to one;',
          'your logged activities: date, type, distance and the resulting number of trees;',
          'Strava data, if you connect your account: athlete id, access tokens and imported activities;',
          'files from your watch or app, if you upload them: we keep only their summary (file name, start, duration, distance, sport, device and a hash of the file) and delete the file and its track as soon as it is read, since a track shows where you go;',
          'technical data: security logs such as IP address and sign-in time.',
        ],
        paragraphs: [
          'Data obtained from Strava is shown to you only. Other participants and your company administrator see only our own record of an activity (date, type, distance and trees), never its Strava title, map or details. Strava tokens are stored encrypted and deleted when you disconnect.',
        ],
      },
      {
        heading: 'Purposes and legal bases',
        items: [
          'running the event: your account, logging activities, the ranking, the company summary, diplomas and certificates (Art. 6(1)(b) GDPR – performance of a contract);',
          'importing activities from Strava, only after you connect your account (Art. 6(1)(a) GDPR – consent, which you withdraw by disconnecting);',
          'account messages such as a password link or your diploma (Art. 6(1)(b) GDPR);',
          'security of the service and establishing or pursuing claims (Art. 6(1)(f) GDPR – the Organiser\'s legitimate interest);',
          'legal obligations such as tax and accounting (Art. 6(1)(c) GDPR).',
        ],
      },
      {
        heading: 'Who can see the data',
        paragraphs: [
          'The event administrator at your company sees your name, email address and activities in order to run the event. Other participants from your company see your name, distance and trees in the ranking.',
          'Hosting and email providers process data on our behalf and only on our instructions. We do not sell data or use it for advertising.',
        ],
      },
      {
        heading: 'How long we keep data',
        paragraphs: [
          'Account and activity data is kept while the account exists. After the account is deleted, data that the law requires us to keep is kept for up to 5 years, security logs for up to 3 years and backups for up to 90 days.',
        ],
      },
      {
        heading: 'Your rights',
        items: [
          'access to your data and a copy of it;',
          'rectification – you can also change your name yourself in the panel;',
          'erasure of your data and account;',
          'restriction of processing and data portability;',
          "objection to processing based on legitimate interest;",
          'withdrawing consent to the Strava import at any time;',
          'a complaint to the President of the Personal Data Protection Office (UODO).',
        ],
        paragraphs: ['How to delete your account is described on the "Account deletion" page.'],
      },
      {
        heading: 'Browser storage',
        paragraphs: [
          'The panel uses no cookies for tracking or advertising. Your browser stores your session token (permanently only when you tick "Remember me") and your chosen language.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of service',
    intro:
      'These terms set out the rules of the Forest Challenge panel, in which company employees log sports activities and the kilometres covered are converted into trees to be planted.',
    sections: [
      {
        heading: 'Who the service is for',
        items: [
          'The service is for businesses only (B2B). The party to the agreement with the Organiser is the company that runs the event for its employees and associates.',
          "Participants use the panel as part of their company's event.",
        ],
      },
      {
        heading: 'Registration and account',
        items: [
          'Registration is free of charge.',
          'A participant creates an account through the invitation link received from their company and accepts these terms and the privacy policy.',
          'Sign-in details are confidential; do not share them with anyone.',
          'An account can be deleted at any time, as described on the "Account deletion" page.',
        ],
      },
      {
        heading: 'How the event works',
        items: [
          'The event runs from its start date until its end date or until the tree limit is reached, according to the settings chosen by the company.',
          'Activities can be logged by hand or imported from Strava. Kilometres are converted into trees by the ratio set for the event.',
          'Participants log only activities they really did. The company administrator may require entries to be approved and may remove entries flagged as suspicious.',
        ],
      },
      {
        heading: "The company's commitment",
        paragraphs: [
          'The number of trees declared at the end of the event binds the company to buy that number of trees for planting, on the terms agreed with the Organiser.',
        ],
      },
      {
        heading: 'Promotion',
        paragraphs: [
          "The Organiser may publicly show the company's name, logo and the number of trees planted thanks to the event, for example on its website and social media. Participants' personal data is not published.",
        ],
      },
      {
        heading: 'Liability',
        items: [
          'Participants take part in sports activities at their own risk and adjust their effort to their health.',
          'The Organiser keeps the panel running but may limit access for a time because of maintenance.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'Changes to these terms are announced in the panel in advance. They do not apply to events already under way unless the law requires it.',
        ],
      },
    ],
  },
  deletion: {
    title: 'Account deletion',
    intro:
      'This page explains how to delete your account in the Forest Challenge panel and mobile app, and what happens to your data.',
    sections: [
      {
        heading: 'How to request deletion',
        items: [
          'Signed in: on My results choose "Delete account" and confirm.',
          'Without signing in: enter your account’s e-mail address below and confirm with the link we send to it.',
          'You can also write to {{email}} from the email address of your account, with the subject "Account deletion".',
        ],
      },
      {
        heading: 'Deadlines',
        items: [
          'We confirm your request by e-mail at once; from then on the account cannot be signed in to and its name leaves the rankings.',
          'We delete the personal data within 30 calendar days of receiving the request.',
        ],
      },
      {
        heading: 'What we delete',
        paragraphs: [
          'We delete your name, email address, password, your Strava connection with its access tokens, your diplomas and your survey comments. Your logged results stay without a name (as "Anonymous user"), because they count towards the trees your company plants.',
        ],
      },
      {
        heading: 'What we keep longer',
        items: [
          'data that the law requires us to keep – up to 5 years;',
          'security logs – up to 3 years;',
          'backups – up to 90 days, after which they are overwritten.',
        ],
      },
      {
        heading: 'Please note',
        paragraphs: [
          'Deleting an account cannot be undone. To take part in an event again, you will need to create a new account.',
        ],
      },
    ],
  },
};
