/** The admin's school dialogs (docs/product.md §2 Add New School; the edit dialog), with the ordering window's fields; loaded with them. */
export default {
  createDialog: {
    title: 'Add New School',
    name: 'School Name',
    address: 'Address',
    cancel: 'Cancel',
    submit: 'Create School',
    /** Titles the server's refusal (409). */
    failed: 'Creating the school',
  },
  editDialog: {
    title: 'Edit {name}',
    name: 'School Name',
    address: 'Address',
    /** A school stored before schools had addresses as their parts: the line it kept, read into the fields or not. */
    addressRead: 'This school’s address was kept as one line, “{fullAddress}”: check the fields read from it, then save.',
    addressAsked: 'This school’s address was kept as one line, “{fullAddress}”, that could not be read: enter it in the fields below.',
    note: 'School Note',
    notePlaceholder: 'Shown to parents when they choose this school',
    cancel: 'Cancel',
    submit: 'Save School',
    /** Titles the server's refusal (409). */
    failed: 'Saving the school',
  },
  /** How boxes reach families, asked in both dialogs. */
  delivery: {
    deliverToSchool: 'Deliver boxes to the school',
    deliverToSchoolHint: 'Off: boxes ship to each family’s home address.',
    /** The school's delivery (docs/decisions.md §27): families see the date; the contact and instructions are for staff. */
    legend: 'Delivery',
    date: 'Delivered by',
    dateHint: 'Families see this date. When it moves, the families of the paid boxes are e-mailed the new one.',
    contactName: 'Contact at the school',
    contactPhone: 'Contact phone',
    instructions: 'Delivery instructions',
    instructionsPlaceholder: 'Where the boxes go: a door, a room, the hours',
  },
  /** The ordering window's fields, in both dialogs. */
  window: {
    legend: 'Ordering window',
    hint: 'Families can order from the first day through the last, in the school’s time zone. Leave both dates empty to take orders all year.',
    opensOn: 'Ordering opens on',
    closesOn: 'Ordering closes on',
    timeZone: 'Time zone',
    timeZonePlaceholder: 'Search time zones',
    noZoneFound: 'No time zone by that name',
    /** The picker's first group: the zones of the state the address is in. */
    zonesOfState: 'Time zones in {state}',
    otherZones: 'Other time zones',
    /** Under the picker when the zone shown is the one of the address's state, to be confirmed. */
    zoneOfState: 'From the address: the time zone of {state}.',
    zoneOfSeveral: 'From the address: {state} has several time zones, and most of its people live in this one. Check that it is the school’s.',
  },
  /** Late orders after the window (docs/decisions.md §28), under the window's fields. */
  late: {
    take: 'Take late orders after the window',
    hint: 'Families can still order once ordering has closed; late boxes are delivered after the first day of school.',
    fee: 'Late fee per box',
    homeDeliveryOnly: 'Deliver late orders to homes only',
  },
  /** The school's share of each box (docs/decisions.md §25), in both dialogs. */
  share: {
    legend: 'School’s share',
    hint: 'What the school earns of each paid box: a percent of its item price (after items a family already has, before discounts, tax and shipping), or an amount per box.',
    kind: 'Share',
    none: 'None',
    percent: 'Percent',
    perBox: 'Per box',
    percentLabel: 'Percent of each box',
    perBoxLabel: 'Amount per box',
  },
} as const;
