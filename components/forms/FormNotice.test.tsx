import { render, screen, within } from '@testing-library/react';
import { enquiryNotice } from '@/lib/leads/notices/enquiry';
import { applicationNotice } from '@/lib/leads/notices/application';
import { FormNotice } from './FormNotice';

describe('FormNotice', () => {
  it('says in one line what the details are for and how long they are kept, with the full notice a click away', () => {
    const { container } = render(<FormNotice notice={enquiryNotice} />);
    const line = container.querySelector('p')!;
    expect(line).toHaveTextContent(
      'We use these details only to answer your enquiry: at once by e-mail, then by a call. We keep them 180 days, then delete them. Privacy Policy.',
    );
    expect(within(line).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('itemises the data, the rights and the complaint behind a disclosure that needs no script', () => {
    const { container } = render(<FormNotice notice={applicationNotice} />);
    const details = container.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details.querySelector('summary')).toHaveTextContent('What we collect, why, and your rights');
    expect(
      within(details)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(applicationNotice.collects.map((item) => `${item.data}: ${item.why}.`));
    expect(
      within(details).getByRole('link', { name: 'your data and your rights', hidden: true }),
    ).toHaveAttribute('href', '/privacy/your-data');
    expect(details).toHaveTextContent('withdraw your consent');
    expect(details).toHaveTextContent('erase');
    expect(details).toHaveTextContent('Data Protection Board of India');
    expect(details).toHaveTextContent('parent or guardian');
  });

  it('sends the version the person saw with the form', () => {
    render(
      <form aria-label="f">
        <FormNotice notice={enquiryNotice} />
      </form>,
    );
    const data = new FormData(screen.getByRole('form'));
    expect(data.get('_notice')).toBe(enquiryNotice.version);
  });
});
