/**
 * Terms & Conditions (/terms) and Privacy Policy (/privacy) as structured plain text.
 * A section renders its paragraphs first, then its list (the last paragraph introduces the list).
 */
import { formatAddress, site } from '@/lib/site';
import {
  REQUEST_ANSWER_DAYS,
  dataProtectionBoard,
  grievanceOfficer,
  grievanceOfficerIntro,
  rightsPage,
} from '@/lib/content/data-rights';

export interface LegalSection {
  heading: string;
  /** A stable anchor (#id) for links from elsewhere; otherwise the section's number gives one. */
  id?: string;
  paragraphs: string[];
  list?: string[];
  /** Links shown after the section's text. */
  links?: { href: string; label: string }[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
}

export const termsAndConditions: LegalDocument = {
  title: 'Terms & Conditions',
  lastUpdated: 'April 2024',
  intro: [
    `These Terms & Conditions govern your use of the ${site.name} website and your enrolment in our courses and services, including training programmes, placement assistance, corporate training, staffing and design services. In these terms, "${site.name}", "we", "us" and "our" refer to the institute, and "you" refers to any visitor, learner, client or applicant.`,
    'Please read these terms carefully before you use the website, submit a form or pay for a programme.',
  ],
  sections: [
    {
      heading: 'Acceptance of these terms',
      paragraphs: [
        'By using this website, submitting an enquiry, booking a demo session or enrolling in any course, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the website or our services.',
        'We may revise these terms from time to time. The date at the top of this page shows the latest revision, and the version in force when you use the website or make a payment applies.',
      ],
    },
    {
      heading: 'Responsible use of the website and services',
      paragraphs: [
        `All course content, including curricula, notes, assignments, recordings, syllabus documents, logos and website text, is the intellectual property of ${site.name} or its licensors. Enrolment gives you a personal, non-transferable right to use it for your own studies during and after the course; it does not transfer ownership.`,
        'You agree to use the website, classes, study material and learning platforms only for lawful purposes and for your own learning. In particular, you agree not to:',
      ],
      list: [
        'provide false or misleading information in any enquiry, admission or job application form;',
        'copy, record, redistribute or resell course material, recorded sessions or syllabus documents without our written permission;',
        'share your class login or course access with anyone else;',
        'attempt to disrupt, probe or gain unauthorised access to the website or any system connected to it;',
        'harass, abuse or discriminate against trainers, staff or fellow learners, in class or online.',
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: [
        'Your use of the website and our services is also governed by our Privacy Policy, which explains what information we collect through our enquiry, demo booking, contact and job application forms, how we use it and how we protect it.',
        'By submitting a form, you agree that our team may contact you by phone, e-mail or messaging app about your enquiry, admissions, batch schedules and placement opportunities. You may ask us to stop such contact at any time.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'The website and its content are provided for general information. We take care to keep course details, batch dates, fees and statistics accurate and up to date, but we do not warrant that the website will always be complete, error-free or available without interruption.',
        `To the fullest extent permitted by law, ${site.name} is not liable for any indirect, incidental or consequential loss arising from your use of the website or our services, including loss of income, data or opportunity. Our total liability in connection with any course or service is limited to the fees you have paid to us for that course or service.`,
      ],
    },
    {
      heading: 'Termination',
      paragraphs: [
        'We may suspend or end your access to the website, classes, study material or placement support if you breach these terms, for example through misconduct, plagiarism in assignments or assessments, or misuse of course material. Fees paid are not refunded when access ends because of such a breach.',
        'Provisions that by their nature continue after termination, including intellectual property, limitation of liability and governing law, remain in force.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by and interpreted in accordance with the laws of India. Any dispute arising out of or in connection with these terms, the website or our services is subject to the exclusive jurisdiction of the courts at Pune, Maharashtra.',
      ],
    },
    {
      heading: 'Cancellation and refund',
      paragraphs: [
        'Once the course fee, or any instalment of it, has been paid, the enrolment cannot be cancelled and the amount paid is not refundable. This applies also when a learner discontinues the course, misses sessions or is unable to continue for personal reasons.',
        `A refund is made only if ${site.name} cancels the course or fails to perform the service it agreed to provide. In that case, the amount paid for the part of the service not delivered is refunded to the original mode of payment.`,
        'Rescheduling a batch start date or a change of trainer is not a cancellation of the course. We inform you in advance and, where a batch is rescheduled, offer you a place in the next available batch at no extra cost.',
      ],
    },
    {
      heading: 'Guarantee disclaimer',
      paragraphs: [
        'Our placement assistance, including resume building, mock interviews, interview referrals and introductions to our hiring partners, is not a guarantee of a job. Hiring decisions are made solely by employers, and outcomes depend on your skills, attendance, assessment results, interview performance and conditions in the job market.',
        'Where we speak of "100% placement assurance", we mean that we continue to provide placement support, such as referrals and interview opportunities, until you are placed, subject to the terms of your programme (for example, completing the course, assignments and assessments, and attending the interviews scheduled for you). It is not a promise of employment with a particular employer, in a particular role or at a particular salary.',
        'Figures such as the average salary, placement record and number of students placed describe the past results of our learners. They are not a forecast or promise of any individual result.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `If you have any questions about these terms, write to us at ${site.email}, call us on ${site.phone.display}, or visit our office at ${formatAddress()}.`,
      ],
    },
  ],
};

/**
 * The Privacy Policy, with the number of days after which leads are deleted (LEAD_RETENTION_DAYS, which the
 * CMS and the site's own store follow too).
 */
/**
 * The privacy policy as this deployment makes it true: how long forms are kept (LEAD_RETENTION_DAYS), and
 * whether enquirers are answered on WhatsApp too (WHATSAPP_PHONE_NUMBER_ID).
 */
/**
 * The privacy policy as this build runs: how long a lead is kept, whether WhatsApp is on, and whether a CMS
 * takes the leads (then the e-mail service carries a form only when the website could not keep it).
 */
export const privacyPolicy = (
  retentionDays: number,
  whatsapp: boolean,
  leadsToCms: boolean,
): LegalDocument => ({
  title: 'Privacy Policy',
  lastUpdated: 'November 2026',
  intro: [
    `${site.name} respects your privacy. This policy explains what information we collect when you visit our website or contact us, how we use it, how we protect it and the choices you have.`,
    'By using the website or submitting a form, you agree to the collection and use of information as described here.',
  ],
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: [
        'We collect personal information only when you choose to give it to us by filling in a form on the website. Each form has its own notice, just above its button: what the form collects and why, how long we keep it, and how to withdraw your consent or ask us to erase it.',
        'Depending on the form, the information you give us may include:',
      ],
      list: [
        'enquiries: your name, phone number, e-mail address and city;',
        'demo session bookings: your full name, e-mail address, course interest, graduation year and contact number;',
        'the contact form: your first name, last name, company name, phone number and/or e-mail address, and your reason for getting in touch;',
        'recruiter demo calls: your name, work e-mail, phone number, company name and designation;',
        'job applications: your name, e-mail address, gender, phone number, the position applied for, your preferred start date, address, cover letter and resume.',
      ],
    },
    {
      heading: 'Where your details are kept, who can read them, and for how long',
      paragraphs: [
        leadsToCms
          ? 'When you send a form, our website first checks it and keeps it in our own content management system, where our admissions, placement or recruitment team follows it up. If that system cannot be reached for a moment, the website holds your form on its own server until it can pass it on, and then deletes its copy. Only if our website itself cannot be reached is your form sent to our team by e-mail through a third-party e-mail delivery service instead, and then without any resume.'
          : 'When you send a form, our website first checks it and keeps it on its own server, where our admissions, placement or recruitment team follows it up. Our team is also told of your form by an e-mail sent through a third-party e-mail delivery service, with any resume attached.',
        whatsapp
          ? 'When you enquire about a course, book a demo session or write to us through the contact form, we confirm it to you at once: by e-mail, and by a WhatsApp message sent through Meta’s WhatsApp Business service to the phone number you gave, with the course’s syllabus, the next batch and whom to call. Writing STOP to our WhatsApp number, or withdrawing your consent, stops our messages. When you apply for a job, we confirm by e-mail at once that your application arrived, for which position, and what happens next; nothing from your resume is repeated in it.'
          : 'When you enquire about a course, book a demo session or write to us through the contact form, we confirm it to you at once by e-mail, with the course’s syllabus, the next batch and whom to call. Withdrawing your consent stops our messages. When you apply for a job, we confirm by e-mail at once that your application arrived, for which position, and what happens next; nothing from your resume is repeated in it.',
        'Only members of our team who have an account in our content management system can read the forms, and only for their work. A resume is never published at a web address: it opens only for a member of our team who is signed in, through a link that works for a few minutes.',
        `We keep each form for ${retentionDays} days from the day you send it. Our systems then delete it, together with any resume, automatically. Our team deletes any e-mail about your form on the same schedule, and when you ask us to erase your details. If you become our student or employee, the details you give us then are kept under your enrolment or employment terms instead.`,
      ],
    },
    {
      heading: 'Non-personal information',
      paragraphs: [
        'When you browse the website, our servers and hosting provider may automatically record technical information such as your browser type, device type, operating system, the pages you visit, the referring website and the date and time of your visit, together with your IP address.',
        'We use this information only in aggregate, to keep the website secure, fix problems and understand which pages are useful. It is not used to identify you personally.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'The website uses only the small amount of browser storage it needs to work. For example, it remembers for the rest of your visit that you have closed the enquiry pop-up, so it does not appear again. We do not use cookies for advertising or to track you across other websites.',
        "Embedded third-party content, such as the map of our office, loads only when you choose to open it and may then set its own cookies under that provider's privacy policy. You can block or delete cookies in your browser settings; the website continues to work without them.",
      ],
    },
    {
      heading: 'Where your enquiry came from',
      paragraphs: [
        'When you arrive on the website from an advertisement, a link in one of our campaigns or another website, your browser itself remembers where you came from, in its own storage on your device (not in a cookie, so it is not sent to us with every page): the campaign details in the link (its source, medium, campaign, keyword and content), the advertising click identifier (gclid or fbclid) if the link has one, the name of the website you came from (never the address of the page) and whether it is a search engine or a social network, the page of our website where your visit began (without anything else in its address) and when. It keeps the first and the latest such arrival.',
        'Nothing of this is sent anywhere while you browse. It goes to us only with a form you send, and is kept with that form for the same period and the same purposes, so that we know which of our advertisements and campaigns bring enquiries. Your browser keeps it for any later form you send, so that it too is credited to the campaign that brought you, and ignores and deletes it 30 days after your arrival. Visits you make directly, by typing our address or from a bookmark, are not recorded. You can delete it at any time by clearing this website’s data in your browser.',
      ],
    },
    {
      heading: 'How fast our pages load for you',
      paragraphs: [
        'To keep the website fast, your browser sends our own website a few measurements of each page you open when you leave the page or switch away from it: how long the page took to show its first and its largest content (FCP, LCP), how long our server took to answer (TTFB), how much the layout moved while loading (CLS) and how quickly the page responded to your taps, clicks and key presses (INP). With them it sends the kind of page (for example “a blog post”, never which post) and your connection’s general speed class as your browser reports it (such as 4G or 3G).',
        'No IP address, cookie, identifier or full page address is sent or kept with these measurements. Our server only adds them to daily totals for each kind of page, from which typical loading times can be read but no single visit, and deletes the totals after 35 days. They go to our own website only, never to a third party.',
      ],
    },
    {
      heading: 'How we use information',
      paragraphs: [
        `We do not sell, rent or trade your personal information. We share it only with service providers who help us operate (such as our e-mail delivery, ${whatsapp ? 'WhatsApp messaging and ' : ''}hosting providers), with hiring partners where you have agreed to it as part of placement support, or where the law requires us to.`,
        'We use the information you give us only for the purpose for which you gave it, namely to:',
      ],
      list: [
        'respond to your enquiry and advise you on the course that suits your goals;',
        'schedule demo sessions and inform you about batch dates and admissions;',
        'provide placement support, including sharing your resume with hiring partners with your agreement;',
        'respond to companies interested in hiring our learners or in corporate training;',
        'consider your application when you apply for a job with us;',
        'improve our website, courses and services.',
      ],
    },
    {
      heading: 'How we protect your information',
      paragraphs: [
        'The website is served over an encrypted connection (HTTPS), and access to the information you send us is limited to the staff who need it to respond to you. We keep personal information only for as long as it is needed for the purpose it was collected for, or as long as the law requires.',
        'No method of transmission over the internet or of electronic storage is completely secure. While we use reasonable safeguards, we cannot guarantee absolute security.',
      ],
    },
    {
      heading: 'Your rights, and how to use them',
      id: 'your-rights',
      paragraphs: [
        'You may ask us at any time to show you the personal data we hold about you, to correct or complete it, or to erase it, and you may withdraw your consent to our using it: withdrawing is as easy as giving it, and we then stop using your details and stop contacting you. Withdrawing does not affect what we did with your consent before.',
        `Make a request on our page "${rightsPage.title}", with the e-mail address or phone number you gave us. Before we show, change or delete anything, we make sure the request is yours: we e-mail a confirmation link to that address, or our admissions team calls that number. We answer every request within ${REQUEST_ANSWER_DAYS} days of receiving it.`,
        'When we erase your details, we delete every form you sent us, with any resume, from our content management system and from the website’s own store, and keep only a note that an erasure took place (its date and how many records it removed), without your details. The e-mails that already told our team of your forms (the alerts in its inboxes) are deleted by the team as part of the same erasure.',
      ],
      links: [{ href: '/privacy/your-data', label: 'Make a request about your data' }],
    },
    {
      heading: 'Grievance Officer and complaints',
      id: 'grievance',
      paragraphs: [
        `${grievanceOfficerIntro()} Write to ${grievanceOfficer.email}, call ${grievanceOfficer.phone.display}, or write to ${grievanceOfficer.address} with any question or complaint about your personal data. We answer within ${REQUEST_ANSWER_DAYS} days.`,
        dataProtectionBoard.howTo,
      ],
    },
    {
      heading: "Children's privacy",
      paragraphs: [
        'Our courses are designed for graduates and working professionals. The website is not directed at children under 13, and we do not knowingly collect personal information from children under 13.',
        `Our forms are for adults (18 or over). A parent or guardian enquires for someone under 18: the parent or guardian fills in the form with their own name and contact details and tells us about the learner, and we speak with the parent or guardian before we collect anything about the learner. If we learn that we hold personal information a person under 18 gave us without a parent or guardian, we delete it promptly. A parent or guardian who believes their child has given us information can contact us at ${site.email}.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this Privacy Policy from time to time, for example when we change how the website works or when the law changes. The "last updated" date at the top of this page shows when it was last revised.',
        'Your continued use of the website after a change means that you accept the updated policy. We encourage you to review this page from time to time.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `If you have questions about this policy, write to us at ${site.email}, call us on ${site.phone.display}, or visit our office at ${formatAddress()}. To see, correct or erase the personal information we hold about you, or to withdraw your consent, use our page "${rightsPage.title}".`,
      ],
      links: [{ href: '/privacy/your-data', label: rightsPage.title }],
    },
  ],
});
