/** The school dashboard's Fulfilment tab: the pick list, the packing slips (on screen and on paper), the handover checklist and the exports. */
export default {
  views: { label: 'Fulfilment view', pickList: 'Pick List', packingSlips: 'Packing Slips', handover: 'Handover', deliveries: 'Deliveries' },
  print: 'Print',
  exportOrders: 'Export orders (CSV)',
  exportPickList: 'Export pick list (CSV)',
  exportFailed: 'The export did not download. Please try again.',
  loading: 'Loading...',
  loadFailed: 'Could not load the boxes.',
  retry: 'Try again',
  nothingToPack: 'No paid orders are waiting to be packed.',
  /** On paper: the day it was printed. */
  printedOn: 'Printed {date}',

  pickList: {
    title: 'Pick List: {schoolName}',
    summary: '{boxes, plural, one {# box} other {# boxes}} paid and not yet handed out. Quantities come from each order as it was placed.',
    productsLabel: 'Products to pick',
    /** A product's tick, on the table and on its phone card: kept on this device for the school's day. */
    pickedLabel: '{product} picked',
    allPicked: 'All picked',
    product: 'Product',
    type: 'Type',
    quantity: 'Total quantity',
    boxes: 'Boxes',
    listsLabel: 'Boxes per supply list',
    list: 'Supply list',
    /** Backorders: the boxes whose item was substituted or removed, a line per change. */
    changesLabel: 'Sent otherwise than ordered',
    /** `line`: "Substituted: {item} → {substitute}" or "Removed: {item} (refunded $x.xx)", the refunds of every such box. */
    changeBoxes: '{line} — {boxes, plural, one {# box} other {# boxes}}',
    /** The switch between the school's totals and one section per teacher (on paper too). */
    grouping: { label: 'Group the pick list', all: 'All', byTeacher: 'By teacher' },
    teacherSection: '{teacher} · {boxes, plural, one {# box} other {# boxes}}',
  },

  packingSlips: {
    summary: '{count, plural, one {# packing slip} other {# packing slips}}, one page each when printed.',
    slipLabel: 'Packing slip {orderNumber}',
    student: 'Student',
    school: 'School',
    list: 'Supply list',
    delivery: 'Delivery',
    toSchool: 'To the school: {address}',
    toHome: 'Home: {address}',
    itemsLabel: 'Items {orderNumber}',
    item: 'Item',
    quantity: 'Qty',
    packed: 'Packed',
    /** Under the items: what the family already has, left out of this box, so nobody packs it. */
    notPacked: 'Already at home — do not pack',
    notPackedItem: '{quantity} × {name}',
    printOne: 'Print this slip',
    printOneLabel: 'Print packing slip {orderNumber}',
  },

  handover: {
    search: 'Search by student name',
    searchPlaceholder: 'Type a first or last name',
    listLabel: 'Boxes to hand out',
    remaining: '{left} of {total} still to hand out',
    noMatch: 'No box for that name.',
    /** A box the administrator made ready (Completed): its family was e-mailed and may come for it. */
    readyForPickup: 'Ready for pickup',
    /** Ticked: its family has it. */
    pickedUp: 'Picked up',
    failed: "Could not mark {student}'s box as handed over. Please try again.",
    /** The toast after each tick, with Undo. */
    handedOverToast: "{student}'s box handed over.",
    undo: 'Undo',
    undoLabel: "Undo handing over {student}'s box",
    undoFailed: "Could not undo the hand-over of {student}'s box. Please try again.",
    /** The boxes ticked off since the start of the school's day, each of which may still be undone. */
    today: 'Handed out today',
    todayEmpty: 'No boxes handed out yet today.',
    handedOverAt: '{list} · {orderNumber} · {time}',
  },

  /** Boxes sorted by class: the school's teachers, its class lists as CSV, the label sheet. */
  classes: {
    view: 'Classes',
    exportLabels: 'Label sheet (PDF)',
    teachersTitle: 'Teachers',
    noTeachers: 'No teachers yet. Add the school’s teachers so families can pick their child’s.',
    teacherName: 'Teacher name',
    grade: 'Grade',
    addTeacher: 'Add teacher',
    teacherAdded: '{name} added',
    teacherLine: '{name} · {grade}',
    classListsTitle: 'Class lists',
    classListsHint: 'Upload a CSV with the columns first_name, last_name and teacher. Each child’s box goes to the teacher named.',
    classListsFile: 'Class lists (CSV)',
    assign: 'Assign boxes',
    assigned: '{count, plural, one {# box assigned} other {# boxes assigned}}',
    unassignedTitle: 'Rows not assigned',
    unassignedLine: 'Line {line}: {child} ({teacher}): {reason}',
    reasons: {
      noBox: 'no box for this child',
      severalBoxes: 'more than one box for this child',
      noTeacher: 'no single teacher of this name',
    },
    teacherLabel: 'Teacher',
    teacher: 'Teacher: {name}',
    notKnownYet: 'Not known yet',
  },
} as const;
