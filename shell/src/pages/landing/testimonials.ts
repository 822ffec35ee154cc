export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** Quotes in the voice of the organisers Groupmap is made for (the section says they are illustrative). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Our pantry list used to live in a spreadsheet nobody could find. Now volunteers add a new drop-off point from their phones and everyone sees it straight away.',
    name: 'Priya',
    role: 'Volunteer coordinator, community food network',
  },
  {
    quote:
      'Stages, first aid and water points on one map, with the QR code printed on the programme. Far fewer people stopped us to ask where things were.',
    name: 'Marcus',
    role: 'Organiser, weekend music festival',
  },
  {
    quote:
      'Several teams could update the same map of open shelters at once, and the password kept it to our responders until we were ready to share it.',
    name: 'Helen',
    role: 'Coordinator, volunteer emergency response team',
  },
];
