import { Link } from 'react-router-dom';
import type { LegalSection } from '../legal-section';
import { OperatorEmail } from '../operator-details';
import { TERMS } from './terms-constants';

/** Terms sections 6-9: content and licensing, privacy, payment and availability. */
export const TERMS_CONTENT_AND_PAYMENT: readonly LegalSection[] = [
  {
    id: 'content-ownership-and-licensing',
    title: 'Content ownership and licensing',
    content: (
      <>
        <p>
          You keep ownership of what you add to Groupmap: maps, locations, descriptions, custom field values
          and logos. You grant us a worldwide, non-exclusive, royalty-free licence to host, store, copy,
          display and maintain that content, as far as we need to run Groupmap and show your content to the
          people who can view the map.
        </p>
        <p>
          Contributions are permanent. A location you add to a map stays there until you delete it or the map
          is deleted, and it remains after you delete your account, without the link to your account. Other
          users may build on contributions: view them, search them, share them and add their own locations
          beside them.
        </p>
        <p>
          If you believe content on Groupmap infringes your rights or is unlawful, send a takedown request to{' '}
          <OperatorEmail /> with the map&apos;s link and the content concerned. We process takedown requests
          within {TERMS.takedownBusinessHours} business hours.
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    content: (
      <p>
        Our <Link to="/privacy">Privacy Policy</Link> explains what personal information we collect and how we
        use it, and our <Link to="/cookies">Cookie Policy</Link> lists the cookies Groupmap sets. Both form
        part of these terms.
      </p>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    content: (
      <>
        <p>
          Paid plans are billed yearly in advance. Prices are in pounds sterling (GBP) and exclude VAT, which
          is added at the applicable rate. We accept payment by credit or debit card and by bank transfer.
          Subscriptions renew automatically at the end of each year unless you cancel them; if a payment
          fails, we may suspend your paid features until it is made.
        </p>
        <ul>
          <li>
            <strong>Money-back guarantee:</strong> if you are not happy with a new subscription, ask for a
            refund within {TERMS.moneyBackDays} days of buying it and we will refund it in full.
          </li>
          <li>
            <strong>No refunds for partial months:</strong> apart from that guarantee, we do not refund part
            of a month or the unused part of a subscription period.
          </li>
          <li>
            <strong>Refund timing:</strong> refunds are made to the original payment method within{' '}
            {TERMS.refundBusinessDays} business days.
          </li>
          <li>
            <strong>Cancelling:</strong> you can cancel at any time from the Subscription page; your plan
            stays active until the end of the period you have paid for. We give you{' '}
            {TERMS.cancellationNoticeDays} days&apos; notice before we cancel a subscription for any reason
            other than a breach of these terms.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Availability',
    content: (
      <p>
        We aim to keep Groupmap available {TERMS.uptimeTarget} of the time, but this is a target, not a
        guarantee. The service may be interrupted for maintenance, updates or reasons beyond our control, and
        we will try to announce planned maintenance in advance. Please keep your own copy of information that
        you cannot do without, and do not rely on a map as the only source of information in an emergency.
        Questions about an outage can go to <OperatorEmail />.
      </p>
    ),
  },
];
