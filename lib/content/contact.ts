/** Texts of the contact screens: the contact page (/contactus) and the Get In Touch screen (/ourteam). */
import { site } from '@/lib/site';

export interface ContactPageCopy {
  heading: string;
  intro: string;
}

export interface OurTeamCopy {
  heading: 'Get In Touch';
  bookSession: { heading: 'Book Your Session'; text: string };
  askDoubts: { heading: 'Ask Your Doubts Away'; text: string };
  form: { title: 'BOOK A LIVE DEMO SESSION'; subtitle: 'Register to attend free live session' };
}

export const contactPage: ContactPageCopy = {
  heading: 'Contact Us',
  intro: `Whether you are choosing a course, planning corporate training for your team or looking to hire our learners, our team in ${site.address.city} is here to help. Fill in the form below, write to us at ${site.email} or call ${site.phone.display}, and we will get back to you.`,
};

export const ourTeam: OurTeamCopy = {
  heading: 'Get In Touch',
  bookSession: {
    heading: 'Book Your Session',
    text: 'Join a free live demo class with one of our trainers, see how our sessions run and get a clear picture of the course, batch timings and fees before you decide.',
  },
  askDoubts: {
    heading: 'Ask Your Doubts Away',
    text: `Not sure which course suits your background, or whether you need prior coding experience? Our counsellors answer every question. Call ${site.phone.display} or write to ${site.email}.`,
  },
  form: {
    title: 'BOOK A LIVE DEMO SESSION',
    subtitle: 'Register to attend free live session',
  },
};
