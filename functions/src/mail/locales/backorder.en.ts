/** The family's word that an item of its box is on backorder, and the choices the FTC's rule gives them. */
export default {
  subject: 'An item of {child}’s box is delayed: please choose',
  heading: 'An item is delayed',
  intro: '{item} (× {quantity}) for {child}’s box is on backorder. We now expect it by {date}.',
  introAgain: '{item} (× {quantity}) for {child}’s box is delayed again. We now expect it by {date}.',
  choices: 'You may wait for it, {substitute}remove it with a refund of {remove}, or cancel the box with a refund of {cancel}.',
  substituteChoice: 'take {substitute} instead (at no extra cost), ',
  next: 'If you do not answer by {date}, we keep the box waiting for the item.',
  nextAgain: 'If you do not choose to wait again by {date}, the box is cancelled and refunded in full.',
  choose: 'Choose what to do',
  chooseLine: 'Choose what to do: {url}',
  footer: 'You receive this because you ordered a box from School Supply Box.',
} as const;
