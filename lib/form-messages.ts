/** Every message a form shows, in one place. The texts are the institute's own wording: keep them exact. */
export const formMessages = {
  enquirySent: 'Your enquiry has been sent successfully!',
  enquiryFailed: 'There was an error sending your enquiry. Please try again later.',
  demoBooked: 'Your demo session is booked successfully!',
  formSubmitted: 'Form submitted successfully!',
  certificationTitle: 'Success',
  notificationTitle: 'Notification',
  certificationSaved: 'Your certification choices are saved.',
  inquirySubmitted: 'Your inquiry has been submitted successfully!',
  applicationSubmitted: 'Application Submitted Successfully!',
  contactSent:
    'Thank you! Your message has reached our team. We will get back to you within one working day.',
  contactFailed:
    'Your message could not be sent. Please try again later, or call us. Nothing you typed was lost.',
  sendFailed: 'Your form could not be sent. Please try again later. Nothing you typed was lost.',
} as const;
