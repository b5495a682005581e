import type { LegalTexts } from './types';

/** Terms of Use and Privacy Policy of Clubhouse, English text. The Korean text in ko.ts has the same structure and facts. */
export const legal: LegalTexts = {
  terms: {
    title: 'Terms of Use',
    effectiveDate: '2022-07-26',
    intro: [
      'Welcome to Clubhouse. These Terms of Use set out the rules for using the Clubhouse member portal and the services offered through it. Please read them carefully before you create an account. By agreeing to these Terms at sign-up, or by using the Service, you enter into an agreement with the Company on the terms below.',
      'How we handle your personal information is explained separately in our Privacy Policy.',
    ],
    sections: [
      {
        heading: 'Article 1. Purpose',
        paragraphs: [
          'These Terms set out the rights, obligations and responsibilities of the company that operates Clubhouse (the “Company”) and of its members and visitors, and the procedures for using the Clubhouse website and related online services (together, the “Service”) that the Company provides for players of its golf simulator venues.',
        ],
      },
      {
        heading: 'Article 2. Definitions',
        paragraphs: ['In these Terms, the following words have the meanings given below. Other words have the meanings given by applicable law and general commercial practice.'],
        items: [
          '“Service” means the Clubhouse website and every service the Company provides through it, on any device.',
          '“Member” means a person who has agreed to these Terms, registered with the Company and confirmed their e-mail address; “Visitor” means a person who uses the public pages without logging in.',
          '“Member ID” and “Password” mean the identifier a Member chooses to log in and the secret characters that confirm it is theirs.',
          '“Social Login” means logging in with a Google or Apple account instead of a Member ID and Password.',
          '“Venue” means a golf simulator store, corporate-owned or franchised, where Members play on the Company’s simulators; a Member’s “Favourite Venue” is the Venue chosen as their home store.',
          '“Tournament” means a competition held on the Company’s simulators under conditions published in the Service, and “Mini-game Event” means a challenge held for a set period, such as a hole-in-one or nearest-to-the-pin event.',
          '“Netizen Lesson” means a swing video recorded on the Company’s simulators and published with coaching comments, on which Members may comment.',
          '“Entry Fee” means the amount paid by card to enter a Tournament that charges one.',
          '“User Content” means text, images, video or other material a Member posts or has published in the Service, including swing videos and comments.',
        ],
      },
      {
        heading: 'Article 3. Publication, Effect and Changes of These Terms',
        paragraphs: [
          'The Company shows these Terms on the sign-up screen and through the link at the foot of every page of the Service. They take effect for a Member when the Member agrees to them at sign-up, and for a Visitor when the Visitor uses the Service.',
          'The Company may amend these Terms to the extent permitted by law. It announces the amended Terms, their effective date and the reasons for the change on the notice board of the Service at least 7 days before the effective date. Where a change is unfavourable to Members, it announces it at least 30 days in advance and also informs each Member individually by e-mail or by a message shown at login.',
          'A Member who does not accept the amended Terms may withdraw their membership as described in Article 20. A Member who continues to use the Service after the effective date without objecting, having been told in the announcement that this would count as acceptance, is treated as having accepted the amended Terms.',
        ],
      },
      {
        heading: 'Article 4. Matters Not Covered and Operating Policies',
        paragraphs: [
          'Matters not covered by these Terms, and the interpretation of these Terms, are governed by applicable law and by general commercial practice.',
          'The Company may publish operating policies and guides for individual services, such as the conditions of a particular Tournament, the rules of a Mini-game Event or the point rules on the Point Info page. Such policies form part of these Terms. Where they conflict with these Terms, the more specific policy applies to that service, provided it does not put Members in a worse position than these Terms or the law allows.',
        ],
      },
      {
        heading: 'Article 5. Membership and Sign-up',
        paragraphs: [
          'A person who wishes to become a Member fills in the sign-up form, agrees to these Terms and to the collection and use of personal information described in the Privacy Policy, and passes the automatic-registration (captcha) check. Agreement to receive promotional e-mail is optional and does not affect membership.',
          'The Service is open to persons aged 14 or over. Applicants confirm at sign-up that they are 14 or over, and a person under 14 may not create an account. If the Company learns that an account was created by a person under 14, it will close the account and delete the related information.',
          'Before the form is submitted, the Company checks that the Member ID, nickname and e-mail address are not already in use. After submission, the Company sends a verification e-mail to the address given. The membership contract is formed, and the account can be used, only once the applicant has confirmed their e-mail address through the link in that message. If the message does not arrive, the applicant may ask for it to be sent again.',
          'The Company may refuse an application, or later cancel a membership, if it finds that:',
        ],
        items: [
          'the applicant has used another person’s name, e-mail address or other details, or has given false or incomplete information;',
          'the applicant previously lost their membership under Article 21, unless the Company has agreed to a new registration;',
          'the applicant is under 14 years of age;',
          'the application was made by automated means or in breach of these Terms or the law; or',
          'the Company cannot accept the application for technical reasons, in which case it may postpone acceptance until the reason has been removed.',
        ],
      },
      {
        heading: 'Article 6. Member Information and Changes',
        paragraphs: [
          'Members can view and edit their profile in MyZone under My Account; the Member ID cannot be changed. Some details, such as gender, handedness, tee height and units, are used by the simulators, so the Company may ask you to complete your profile before you can log in at a Venue.',
          'Please keep your details, in particular your e-mail address, up to date. The Company is not responsible for any disadvantage caused by outdated details, such as a notice that does not reach you.',
          'A Member may change their Favourite Venue in MyZone. Because location points are counted per Venue, the change resets the location points gathered at the previous Venue; the Service asks you to confirm this first.',
        ],
      },
      {
        heading: 'Article 7. Member ID and Password',
        paragraphs: [
          'Each Member is responsible for keeping their Member ID and Password safe and must not let anyone else use them. The Password must follow the rules shown on the sign-up screen and should not be used for any other service.',
          'If a Member learns that their Member ID or Password has been stolen or used by someone else, they must change their Password at once, tell the Company through the inquiry form and follow the Company’s guidance. The Company is not responsible for losses caused by a Member’s failure to do so, unless the Company is itself at fault.',
          'The Company may ask a Member to confirm their Password again before changing account settings or processing a withdrawal. A Member who has forgotten their Member ID or Password can recover them through the Find ID/Password page using their registered e-mail address. The Company never asks for a Password by e-mail or telephone.',
        ],
      },
      {
        heading: 'Article 8. Social Login',
        paragraphs: [
          'Members may log in with a Google or Apple account. On first use, the provider passes to the Company, within the limits you allow, the identifier of your account with that provider, your e-mail address and your name; if no Clubhouse account is linked to it, you are asked to complete sign-up and agree to these Terms. The Company never receives your Google or Apple password.',
          'The provider’s own terms govern your account with it. If that account becomes inaccessible, contact the Company through the inquiry form to regain access to your Clubhouse account after confirming your identity.',
        ],
      },
      {
        heading: 'Article 9. Notices to Members',
        paragraphs: [
          'The Company sends notices to an individual Member to the e-mail address registered in their account, or shows them in the Service when the Member logs in.',
          'Notices addressed to all Members, such as changes to the Service, may instead be posted on the notice board of the Service for at least 7 days. Notices that have a significant effect on a Member’s rights or obligations, such as an unfavourable change to these Terms, are also sent individually.',
          'Promotional messages are sent only to Members who have agreed to receive them, and Members can withdraw that agreement at any time in their profile or through the link in each message.',
        ],
      },
      {
        heading: 'Article 10. The Service',
        paragraphs: [
          'The Company provides the following services through Clubhouse. Some are open to Visitors; others require a Member to log in.',
        ],
        items: [
          'Tournaments: schedules, conditions, entry, rankings and results of network-wide and Venue tournaments.',
          'Mini-game Events: challenges with rankings, winners and prizes.',
          'Netizen Lessons: swing videos with stage-by-stage coaching, on which logged-in Members can comment.',
          'Points, X-Handicap and Badges, with leaderboards and statistics in the hall of fame.',
          'Venue finder and golf course information, including the choice of a Favourite Venue.',
          'MyZone: your records of rounds, Tournaments, events, points and swings, your scorecards, profile and account settings.',
          'Support: notices, downloadable resources and an inquiry form.',
        ],
      },
      {
        heading: 'Article 11. Tournaments and Mini-game Events',
        paragraphs: [
          'Each Tournament’s page sets out its conditions, including its type (public, invitational or private), level, course, format, ranking method, entry period, entry limits, Entry Fee if any and prizes. By entering, a Member agrees to those conditions. Invitational and private Tournaments are open only to the Members invited or to the members of the organising Venue.',
          'A Tournament may limit the total number of entrants and the number of attempts each Member may submit, and each Member may hold one entry per Tournament. When a limit has been reached, no further entry is accepted and the Member is invited to join another Tournament.',
          'Scores are recorded automatically by the simulator and are final once a round is completed, subject to the correction of obvious system errors. Ties are decided by countback over the last 9, 6, 3 and 1 holes unless the Tournament conditions say otherwise. Mini-game Events run for the period shown on their page, and their winners are decided by the published rules.',
          'Prizes are described on each Tournament or event page and are provided by the Company or the organising Venue, which may contact winners using the details in their account. A prize cannot be exchanged for cash unless the rules say so. Where the law requires tax on a prize to be withheld or reported, the winner must provide the information needed.',
          'The Company may disqualify an entry, withhold a prize or adjust rankings where it finds, after checking the facts, that a result was obtained by conduct prohibited by Article 19.',
        ],
      },
      {
        heading: 'Article 12. Points, X-Handicap and Badges',
        paragraphs: [
          'Points are awarded for Tournament results under the rules on the Point Info page. Under the current rules a winner receives 25 standard points, every qualifying finisher receives at least 3 points, and first place in a major Tournament receives up to 50 points. Points are counted by season and shown on the leaderboards.',
          'The X-Handicap is the average of the lowest five of a Member’s most recent eight nine-hole scores on the Company’s simulators. An 18-hole round counts as two nine-hole scores, and for 18-hole competitions ranked by net score the handicap is doubled. It is recalculated each time a round is recorded.',
          'Badges are awarded automatically when the published criteria are met, for example a drive of 250 metres or more, twelve or more greens in regulation in a round, five Tournaments played, at least three putts of 10 metres or more holed in a round, or a win in a handicap or stroke Tournament.',
          'Points, the X-Handicap and Badges have no monetary value and cannot be sold, transferred or exchanged for cash. The Company may correct them where they were awarded or calculated in error, and may change the rules for the future after announcing the change as described in Article 3.',
        ],
      },
      {
        heading: 'Article 13. Provision, Change and Interruption of the Service',
        paragraphs: [
          'The Service is in principle available 24 hours a day, all year round. The Company may suspend all or part of it temporarily for maintenance, replacement of equipment, network failure, a sudden surge in traffic or force majeure. Planned interruptions are announced in advance on the notice board; others are announced as soon as possible afterwards.',
          'The Company may change or end free services for operational or technical reasons after announcing it as described in Article 9. Where a change affects a Tournament for which Entry Fees have been paid, Article 15 applies. Opening hours and on-site services are decided by each Venue, so please confirm them with the Venue before visiting.',
        ],
      },
      {
        heading: 'Article 14. Paid Tournament Entry',
        paragraphs: [
          'Some Tournaments charge an Entry Fee. The amount and currency are shown on the Tournament page before you enter. The Entry Fee is paid by credit or debit card through the payment service provider the Company uses. Card details are entered directly into the payment provider’s secure payment screen; the Company does not receive or store your full card number.',
          'An entry for which a fee is charged awaits payment until the payment provider confirms the payment to the Company. If the payment fails, no amount is charged, the entry keeps awaiting payment, the Service shows the error, code and reason given by the payment provider, and you may try again. Where the Service has no online card payment, the Entry Fee is paid at the Venue before your first attempt. A receipt is sent to your registered e-mail address for every payment and refund, and your entries and payments can be seen in MyZone under My Tournaments.',
          'Before you pay, you must check the Tournament’s conditions, schedule and Entry Fee. The entry limits in Article 11 apply to paid Tournaments in the same way: if the number of entrants has been reached, the payment will not be taken.',
          'Members under the age of majority in their country should obtain the consent of a parent or guardian before paying an Entry Fee. Where the law allows a payment made by a minor without that consent to be cancelled, the Company will refund it on request.',
        ],
      },
      {
        heading: 'Article 15. Cancellation and Refunds of Entry Fees',
        paragraphs: [
          'You can withdraw an entry from the Tournament page or in MyZone, or by contacting the Company through the inquiry form.',
          'These rules do not limit any right you have under the consumer protection laws that apply to you. Entry Fees are refunded as follows:',
        ],
        statement: 'refundPolicy',
      },
      {
        heading: 'Article 16. User Content',
        paragraphs: [
          'Members may comment on Netizen Lessons, and a swing video recorded on the Company’s simulators may be published as a Netizen Lesson when the Member submits it or agrees to its publication. The Member keeps the copyright in their User Content and is responsible for it.',
          'By posting User Content, the Member grants the Company a non-exclusive, royalty-free, worldwide licence, for as long as the content stays in the Service, to store, reproduce, display and distribute it within the Service and to adapt it as far as needed for that purpose, for example by converting a video’s format, creating thumbnails or adding coaching comments. The Company will not use User Content in advertising outside the Service without the Member’s separate consent.',
          'A Member may delete their own comments at any time and may ask the Company to take down a swing video of theirs. The licence ends when the content is deleted, apart from backup copies kept for the limited period stated in the Privacy Policy.',
          'The Company may hide or delete, without prior notice, User Content that it reasonably judges to infringe the rights of others, to be obscene, abusive or defamatory, to be unauthorised advertising, or otherwise to breach these Terms or the law. Anyone whose rights are infringed by User Content may ask for its removal through the inquiry form, and the Company will take the measures the law requires, including blocking access while the matter is examined.',
        ],
      },
      {
        heading: 'Article 17. Obligations of the Company',
        paragraphs: [
          'The Company will not act against the law or these Terms, will do its best to provide the Service continuously and reliably, and will protect Members’ personal information in accordance with the Privacy Policy. It deals promptly with justified opinions and complaints raised through the inquiry form, and where it cannot do so promptly, it tells the Member why and when to expect an answer.',
        ],
      },
      {
        heading: 'Article 18. Obligations of Members',
        paragraphs: [
          'Members must comply with these Terms, the operating policies published in the Service, the notices of the Company and the law, and must not interfere with the Company’s business. Members must also follow the rules of the Venues where they play, including rules for the safe use of simulators and equipment.',
        ],
      },
      {
        heading: 'Article 19. Prohibited Conduct',
        paragraphs: ['Members and Visitors must not:'],
        items: [
          'give false information at sign-up or when changing their details, or use another person’s name, e-mail address, account or payment card;',
          'lend, sell or transfer their account, or let another person play under it;',
          'play, or have another person play, under an account other than their own in order to obtain scores, rankings, points, Badges or prizes;',
          'manipulate scores or results by tampering with simulators, sensors or software, by exploiting a bug or error, or by collusion;',
          'access the Service by automated means (such as bots, scrapers or crawlers) without the Company’s permission, or attempt to bypass the captcha check or other security measures;',
          'interfere with the operation of the Service, overload it, or attempt to gain access to systems or information they are not entitled to;',
          'post content that is obscene, violent, hateful, discriminatory, defamatory or harassing, or that infringes copyright, trade marks, portrait rights or other rights of others;',
          'collect, store or disclose personal information of other Members without their consent;',
          'post advertising, spam or commercial solicitations without the Company’s permission;',
          'impersonate the Company, a Venue, staff or another Member; or',
          'engage in any other conduct that breaches the law or these Terms.',
        ],
      },
      {
        heading: 'Article 20. Withdrawal of Membership',
        paragraphs: [
          'A Member may withdraw their membership at any time in MyZone under My Account, after confirming their Password. Members who use Social Login confirm their identity with the provider instead. Before withdrawing, please check any pending Tournament entries: a Member with a paid entry in a Tournament that has not yet started should cancel it first so that the Entry Fee can be refunded under Article 15.',
          'When a Member withdraws, the account is deactivated at once: every logged-in session ends, the Member can no longer log in to the Service or at Venues, and their profile, swing videos and comments are no longer shown to other users. The Member’s data is then kept for one year from the date of withdrawal. During that year the Member may cancel the withdrawal by contacting the Company through the inquiry form or by e-mail and confirming their identity; the account, records, points and Badges are then restored as they were.',
          'One year after withdrawal, the account and the personal information linked to it are deleted permanently and can no longer be restored, except for the records that the law requires the Company to keep for longer, which are kept separately for the periods set out in the Privacy Policy and used only for the purpose for which they are kept. In the rankings of past Tournaments and events, the results of a deleted account remain so that other players’ places are not affected, but they are no longer linked to any person and are shown as those of a withdrawn member.',
          'The Member ID, nickname and e-mail address of a withdrawn account remain reserved during the one-year period and become available again after deletion.',
        ],
      },
      {
        heading: 'Article 21. Restriction and Suspension of Use',
        paragraphs: [
          'If a Member breaches these Terms, the Company may, depending on the seriousness and frequency of the breach, give a warning, restrict certain features (such as commenting or entering Tournaments), suspend the account for a period, or terminate the membership.',
          'Before taking a measure, the Company informs the Member of the reason, the measure and its duration by e-mail or in the Service. For serious breaches, such as use of another person’s identity or payment card or tampering with results, it may act first and inform the Member immediately afterwards.',
          'A Member may object to a measure through the inquiry form within 7 days of being informed of it, and the Company lifts the measure at once if the objection is justified. Entry Fees for Tournaments a Member can no longer play because of a measure taken for their own breach are not refunded, except where the law requires it.',
        ],
      },
      {
        heading: 'Article 22. Disclaimers',
        paragraphs: [
          'The Company is not liable where it cannot provide the Service because of natural disaster, war, epidemic, power failure, failure of telecommunications networks operated by others or other force majeure, or because of problems with the Member’s own device, browser or internet connection.',
          'The Company does not guarantee the accuracy of User Content or of information posted by Members, and is not liable for disputes between Members, or between Members and third parties, arising from it, unless the Company is at fault.',
          'Simulator measurements such as distances and speeds are estimates made by the equipment and may differ from play on a real course. The X-Handicap is not an official handicap of any golf association.',
        ],
      },
      {
        heading: 'Article 23. Limitation of Liability',
        paragraphs: [
          'If the Company causes damage to a Member intentionally or through negligence in connection with the Service, it compensates the Member for that damage in accordance with the law. If a Member causes damage to the Company by breaching these Terms or the law, the Member must compensate the Company for that damage.',
          'For free services, the Company is not liable for damage unless it was caused intentionally or through gross negligence on the part of the Company, to the extent permitted by law. For paid Tournament entry, the Company’s liability for ordinary negligence is limited to the Entry Fee paid, except for damage to life or health and to the extent that the law does not permit such a limit.',
          'Nothing in these Terms excludes or limits liability that cannot be excluded or limited under the law that applies to you.',
        ],
      },
      {
        heading: 'Article 24. Governing Law and Jurisdiction',
        paragraphs: [
          'These Terms and the use of the Service are governed by the laws of the Republic of Korea. If a dispute arises between the Company and a Member, both will first try to resolve it in good faith through discussion.',
          'If the dispute cannot be resolved in this way, it is brought before the court having jurisdiction under the Civil Procedure Act of the Republic of Korea. For a Member who has no address or residence in Korea, the Seoul Central District Court has jurisdiction at first instance.',
          'If you use the Service as a consumer in another country, this choice of law and court does not deprive you of the protection of the mandatory consumer protection rules of your country of residence or of your right to bring proceedings in its courts.',
        ],
      },
      {
        heading: 'Article 25. Language and Contact',
        paragraphs: [
          'These Terms are published in Korean and English. Both versions have the same content; if they are ever found to differ, the Korean version prevails to the extent permitted by the law that applies to you.',
          'Questions about these Terms can be sent through the inquiry form on the Support page of the Service. Questions about personal information can be sent to the privacy contact given in the Privacy Policy.',
        ],
      },
      {
        heading: 'Addendum',
        paragraphs: ['These Terms take effect on 26 July 2022.'],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    effectiveDate: '2022-07-26',
    intro: [
      'The company that operates Clubhouse (the “Company”, “we”, “us”) respects your privacy. This Privacy Policy explains what personal information we collect through the Clubhouse member portal and our golf simulators, why we collect it, how long we keep it, whom we share it with, and what rights you have. It applies to everyone who uses the Clubhouse website and related services (the “Service”), whether as a member or as a visitor.',
      'We process personal information in accordance with the Personal Information Protection Act of the Republic of Korea and the other data protection laws that apply to us and to you. If anything in this policy is unclear, please contact us using the details in Section 17.',
    ],
    sections: [
      {
        heading: '1. Personal Information We Collect at Sign-up',
        paragraphs: [
          'During sign-up we check that your Member ID, nickname and e-mail address are not already in use, and we run an automatic-registration (captcha) check to protect the Service from automated sign-ups. For this check, a token generated in your browser and your IP address are sent to the captcha provider, which returns an assessment to us. You may also add a profile image later in MyZone; this is optional.',
          'When you create an account with a Member ID and password, we ask for the following information. Items marked optional may be left out; everything else is needed to create your account and to set up the simulators for you.',
        ],
        items: [
          'Member ID (player ID), which you choose and use to log in.',
          'Password. We never store the password itself, only a one-way hash of it created with argon2id, so that nobody, including our staff, can read it.',
          'E-mail address, used to verify your account, send notices and reset your password.',
          'Nickname, shown publicly in rankings, leaderboards and member information.',
          'First name and last name.',
          'Time zone, country and state or region, so that dates and times are shown correctly and you appear in the right regional rankings.',
          'Favourite Venue (your home store).',
          'Gender, used for the separate men’s and women’s rankings and for the default tees in Tournaments.',
          'Handedness, tee height and preferred units for distance on the field and on the green and for speed, used to set up the simulators when you play.',
          'Whether you agree to receive promotional e-mail (optional).',
          'The dates and times at which you agreed to the Terms of Use and to this Privacy Policy.',
        ],
      },
      {
        heading: '2. Personal Information We Receive Through Social Login',
        paragraphs: [
          'If you choose to log in with Google or Apple, the provider sends us, with your permission, the unique identifier of your account with that provider (the “subject”), your e-mail address and your name. If you use Apple’s option to hide your e-mail address, we receive a relay address created by Apple instead of your real address, and messages we send to it are forwarded to you by Apple.',
          'We use this information to link your provider account to your Clubhouse account and to log you in. We do not receive your Google or Apple password. To complete your Clubhouse profile we will ask you for the remaining sign-up details listed in Section 1 that the simulators need. You can stop using Social Login at any time by removing Clubhouse from the connected apps in your Google or Apple account settings; you will then need to set a Member ID and password, or contact us, to keep using your account.',
        ],
      },
      {
        heading: '3. Information Collected While You Use the Service and Play',
        paragraphs: [
          'When you play at a Venue while logged in to our simulators, and when you use the website, we collect the following information:',
        ],
        items: [
          'Rounds: the Venue, course, date and time, number of holes, tees and the settings you played with.',
          'Scorecards: strokes, pars, putts and other figures for every hole you play.',
          'Shot statistics: for example driver distances, fairways hit, greens in regulation, par saves, the length of putts holed and the other figures the simulator measures, from which we derive averages, records, your X-Handicap and Badges.',
          'Tournament and event records: your entries, attempts, scores, rankings, points, prizes and the payment status of any Entry Fee.',
          'Swing videos: videos of your swing recorded by the simulator’s cameras, and, where a video is published as a Netizen Lesson, the coaching comments attached to it. Swing videos can show your appearance and movement.',
          'Comments you post on Netizen Lessons, and inquiries you send us through the inquiry form, which ask for your name, e-mail address, an optional telephone number, a title and your message.',
          'Technical information: the IP address, browser type (user agent) and time of each login session, access logs of the pages and functions used, and error logs. We use these to keep your account secure, to detect misuse and to fix problems.',
          'Location: we do not collect the precise location of your device through the website. The venue finder works from the country, region and name you search for, and the only location recorded with your play is the Venue where it took place.',
        ],
      },
      {
        heading: '4. Cookies and Browser Storage',
        paragraphs: [
          'We keep the use of cookies and similar technologies to a minimum. When you log in, the Service stores a session token in a session cookie and in your browser’s session storage. It is kept only for the duration of your browser session and is removed when you log out or close the browser. It is strictly necessary to keep you logged in, and the Service cannot be used as a member without it.',
          'If, and only if, you tick “Remember ID” on the login screen, your Member ID (not your password) is saved in your browser’s local storage so that it is filled in next time. It stays on your device until you log in without ticking the box, or until you clear your browser data. It is never sent to us except when you log in.',
          'We do not use advertising cookies or third-party tracking cookies. The captcha check used at sign-up is provided by a third party, which may itself use cookies under its own policy while the check is running. You can block or delete cookies in your browser settings, but if you block the session cookie you will not be able to log in.',
        ],
      },
      {
        heading: '5. How We Use Personal Information',
        paragraphs: ['We use personal information only for the following purposes, and we ask for your consent again before using it for any other purpose unless the law allows it.'],
        items: [
          'Managing membership: identifying you, verifying your e-mail address, preventing duplicate and automated registrations, confirming the age requirement, handling withdrawal and its cancellation, and sending notices.',
          'Providing the Service: setting up the simulators for you, recording your rounds, scorecards and statistics, showing your records in MyZone, calculating your X-Handicap, points and Badges, and showing time and date in your time zone.',
          'Running Tournaments and events: handling entries and entry limits, calculating rankings, checking eligibility, announcing winners and delivering prizes.',
          'Payments: taking Entry Fees, issuing confirmations, processing refunds and keeping the records the law requires.',
          'Community features: publishing Netizen Lessons and comments, and showing your nickname and basic information to other users as described in Section 6.',
          'Support: answering your inquiries and handling complaints and disputes.',
          'Security and integrity: protecting accounts, detecting and preventing misuse, fraud and breaches of the Terms of Use, and keeping records of that.',
          'Improving the Service: producing statistics that do not identify you, in order to understand how the Service is used and to improve it.',
          'Marketing: sending news about Tournaments, events and promotions by e-mail, only if you have agreed to it. You can withdraw this agreement at any time in your profile or through the link in each message, and doing so does not affect your membership.',
        ],
      },
      {
        heading: '6. Information Shown to Other Users',
        paragraphs: [
          'Some information is visible to other users as part of the Service. Your nickname appears in Tournament and event rankings, leaderboards and the hall of fame, and next to comments you post. Anyone who clicks your nickname sees a member information window showing your nickname, gender, Favourite Venue, the date you joined and a summary of your rounds (average putt distance, total rounds, average driver distance, fairway hit rate, greens in regulation rate, par save rate, average strokes and best strokes). Published Netizen Lessons show the swing video and the nickname of the member who recorded it.',
          'Your Member ID, name, e-mail address, time zone and account settings are never shown to other users.',
        ],
      },
      {
        heading: '7. Sharing Personal Information with Third Parties',
        paragraphs: [
          'We do not sell your personal information and we do not share it with third parties except as described here, with your consent, or where the law requires it (for example in response to a lawful request from a court or investigative authority).',
          'Venues where you play. Our Venues are run by the Company or by franchisees. When you play at a Venue, enter a Tournament or event organised by a Venue, or choose a Venue as your Favourite Venue, we share with that Venue your nickname, name, gender, handedness and the records of your play, entries, results and prizes at that Venue. The Venue uses this information to run your simulator sessions, to organise its Tournaments and events, to hand over prizes and to answer your questions, and keeps it for as long as it needs it for those purposes or until you withdraw your membership, unless the law requires it to be kept longer. Because we operate Venues in several countries, a Venue you play at may be located outside your country.',
          'Payment processor. When you pay an Entry Fee, the payment service provider receives the order number, the Tournament name, the amount and currency and your e-mail address, and you give your card details directly to it. The payment provider uses this information to process the payment and any refund, to prevent fraud and to meet its legal obligations, and keeps it for the periods the law requires of it. We receive from it only the result of the payment, a transaction reference, the type of card and a masked card number.',
        ],
      },
      {
        heading: '8. Processors',
        paragraphs: [
          'We use service providers to process personal information on our behalf. They may use it only to provide their services to us, under contracts that require them to keep it secure and confidential, not to use it for any other purpose and to delete or return it when the service ends. We supervise how they handle it, and we will announce on the notice board of the Service any change in the categories of processors we use. You can ask the privacy officer for the names of our processors and the countries in which they process data. We currently use the following categories of processors:',
        ],
        items: [
          'Cloud infrastructure provider: hosting of the Service, the member database and backups.',
          'Cloud storage provider: storage and delivery of swing videos, images and downloadable files.',
          'E-mail delivery provider: sending verification, password reset, payment confirmation and notice e-mails, and promotional e-mails to members who have agreed to receive them.',
          'Captcha provider: the automatic-registration check at sign-up.',
          'Payment service provider: processing card payments and refunds of Entry Fees.',
        ],
      },
      {
        heading: '9. International Transfer of Personal Information',
        paragraphs: [
          'Clubhouse is used by members and Venues in many countries. Our member database is hosted on servers in the Republic of Korea. Swing videos and images are stored in cloud storage and may be delivered to your browser through servers located around the world. Some of our processors may process data in other countries, including the United States.',
          'Personal information is therefore transferred across borders: from your device to our servers, from our servers to our processors, and to the Venues you play at, which may be in another country. These transfers take place over encrypted connections at the time you use the Service or play, for the purposes and retention periods described in this policy. We take the steps the law requires to make sure your information stays protected wherever it is processed, including contractual safeguards with our processors and Venues.',
          'Transfers that are needed to provide the Service to you are made on the basis of your agreement to the Terms of Use and this policy. If you do not want your information transferred abroad, you may refuse, but you will not be able to use the Service, because the simulators, rankings and Venues depend on it.',
        ],
      },
      {
        heading: '10. How Long We Keep Personal Information',
        paragraphs: [
          'We keep personal information only for as long as we need it for the purposes for which it was collected. Your account data is kept while you are a member. When you withdraw, your account is deactivated at once, and your data is kept for one year so that you can cancel the withdrawal; after that year it is permanently deleted. Personal information collected for a specific purpose, such as an inquiry, is deleted once that purpose has been fulfilled and the retention period below, if any, has ended.',
          'Where the law requires us to keep certain records for longer, we keep them, separately from other information and with restricted access, for the following periods, and use them only for the purpose for which they are kept:',
        ],
        table: [
          ['Record', 'Retention period', 'Legal basis'],
          ['Records of contracts and withdrawal of offers', '5 years', 'Act on the Consumer Protection in Electronic Commerce'],
          ['Records of payment and supply of goods or services', '5 years', 'Act on the Consumer Protection in Electronic Commerce'],
          ['Records of consumer complaints and dispute resolution', '3 years', 'Act on the Consumer Protection in Electronic Commerce'],
          ['Records of misuse (fraudulent or prohibited use of the Service)', '1 year', 'Company policy, to prevent repeated misuse'],
          ['Records of the use and provision of location information', '1 year', 'Act on the Protection, Use, etc. of Location Information'],
          ['Records of labelling and advertising', '6 months', 'Act on the Consumer Protection in Electronic Commerce'],
          ['Records of identity verification', '6 months', 'Act on Promotion of Information and Communications Network Utilization and Information Protection'],
          ['Website visit logs', '3 months', 'Protection of Communications Secrets Act'],
        ],
      },
      {
        heading: '11. How We Delete Personal Information',
        paragraphs: [
          'When the retention period ends or the purpose has been fulfilled, we delete personal information without delay. Electronic records are deleted in a way that cannot be reversed, and paper records, if any, are shredded. Backups are overwritten on a rolling cycle, so deleted information disappears from backups within 30 days of being deleted from our live systems.',
          'In the rankings of past Tournaments and events, results linked to a deleted account are kept so that other players’ places do not change, but they are no longer linked to any person and are shown as those of a withdrawn member. Statistics that cannot identify you may also be kept.',
        ],
      },
      {
        heading: '12. Your Rights',
        paragraphs: [
          'Whether you are a member or a visitor, you have the following rights over your personal information, within the limits set by law:',
        ],
        items: [
          'Access: to ask what personal information we hold about you and how we use it, and to receive a copy.',
          'Correction: to have inaccurate or incomplete information corrected. You can change most of your profile yourself in MyZone.',
          'Deletion: to have your personal information deleted, for example by withdrawing your membership, subject to the retention periods in Section 10.',
          'Objection and restriction: to object to, or ask us to suspend, the processing of your personal information.',
          'Withdrawal of consent: to withdraw a consent you have given, such as consent to promotional e-mail, at any time, without affecting processing carried out before the withdrawal.',
        ],
      },
      {
        heading: '13. How to Exercise Your Rights',
        paragraphs: [
          'You can exercise the rights listed in Section 12 in MyZone, through the inquiry form, or by writing to the privacy officer named in Section 17. A legal representative or a person you have authorised may also exercise them on your behalf, with a written authorisation. We may ask you to confirm your identity before acting on a request, so that we do not disclose or change information at the request of someone else.',
          'We respond to requests within 10 days. If we cannot fully grant a request, for example because the law requires us to keep certain records, or because granting it would harm the rights of another person, we will tell you the reason and how you can challenge our decision. If we cannot correct or delete information while you are a member, we stop using it for any purpose other than the one the law allows.',
        ],
      },
      {
        heading: '14. Children',
        paragraphs: [
          'The Service is intended for persons aged 14 and over, and we do not knowingly collect personal information from children under 14. Applicants confirm their age at sign-up. If we learn that we have collected personal information from a child under 14, we close the account and delete the information without delay. If you believe that a child under 14 has created an account, please let us know using the contact details in Section 17.',
        ],
      },
      {
        heading: '15. Security Measures',
        paragraphs: ['We take the following technical, administrative and physical measures to protect personal information from loss, theft, leakage, alteration and damage:'],
        items: [
          'Passwords are never stored in readable form: we keep only a one-way hash made with argon2id, a password hashing algorithm designed to resist guessing attacks. Login session tokens are also stored only as hashes, and sessions expire after a period of inactivity and are ended on every device when you change your password or withdraw.',
          'All data travelling between your browser and our servers, and between our servers and our processors, is protected by encrypted transport (TLS).',
          'Access control: access to personal information is limited to the staff who need it for their work, is granted with the least privileges required, is protected by individual accounts and strong authentication, and is reviewed regularly. Access is logged, and the logs are kept and checked for misuse.',
          'Our systems are protected by firewalls and are kept up to date with security patches. Card details are handled only by the payment service provider and never pass through our servers.',
          'Staff who handle personal information sign confidentiality undertakings and receive regular privacy and security training, and we have an internal management plan for personal information that we review every year.',
          'Our servers are located in data centres with physical access control.',
        ],
      },
      {
        heading: '16. Personal Information Breaches',
        paragraphs: [
          'No method of transmission or storage is perfectly secure. If a breach of personal information occurs, we will inform the affected members and the competent authorities without delay, as the law requires, and take steps to limit the harm. Please help protect your account by choosing a strong password that you do not use elsewhere, and by logging out when you use a shared computer.',
        ],
      },
      {
        heading: '17. Privacy Officer and Contact',
        paragraphs: [
          'We have appointed a privacy officer who is responsible for the protection of personal information and for dealing with complaints and requests about it. Please contact the privacy officer for any question about this policy or about your personal information, and we will answer promptly:',
        ],
        items: [
          'Privacy officer: Head of the Member Data Protection Team',
          'Department: Member Data Protection Team',
          'E-mail: privacy@clubhouse.example',
          'Post: to the Member Data Protection Team at the Company’s address shown at the foot of every page of the Service',
        ],
      },
      {
        heading: '18. Other Places to Seek Help',
        paragraphs: [
          'If you are not satisfied with our answer to a privacy complaint, or need further help, you can also contact the following bodies in Korea, or the data protection authority of the country where you live:',
        ],
        items: [
          'Personal Information Infringement Report Center (Korea Internet & Security Agency): privacy.kisa.or.kr, telephone 118',
          'Personal Information Dispute Mediation Committee: www.kopico.go.kr, telephone 1833-6972',
          'Supreme Prosecutors’ Office: www.spo.go.kr, telephone 1301',
          'Korean National Police Agency: ecrm.police.go.kr, telephone 182',
        ],
      },
      {
        heading: '19. Changes to This Policy',
        paragraphs: [
          'We may update this Privacy Policy when the Service, our practices or the law change. We will announce any change, with its effective date and the reasons for it, on the notice board of the Service at least 7 days before it takes effect. Where a change significantly affects your rights, for example if we collect new categories of personal information or use it for new purposes, we will also inform you by e-mail and, where the law requires it, ask for your consent again.',
          'Previous versions of this policy are available on request from the privacy officer.',
        ],
      },
      {
        heading: '20. Effective Date',
        paragraphs: ['This Privacy Policy takes effect on 26 July 2022.'],
      },
    ],
  },
};
