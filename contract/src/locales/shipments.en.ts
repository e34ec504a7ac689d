/** Shipments to a school (docs/decisions.md §27): the requests' refusals and the manifest's columns. */
export default {
  shipments: {
    cartonsInvalid: 'Enter a whole number of cartons, at least 1',
    cartonsReceivedInvalid: 'Enter the number of cartons that arrived: a whole number, 0 or more',
    receivedByRequired: 'Enter who received the cartons',
    ordersAtLeastOne: 'Name at least one box',
    ordersEachOnce: 'Name each box once',
    tooManyBoxes: 'A shipment holds at most {max} boxes; ship the rest in another shipment',
    csvColumns: {
      shipment: 'Shipment',
      shipDate: 'Ship date',
      school: 'School',
      cartons: 'Cartons',
      order: 'Order',
      child: 'Child',
      list: 'List',
      teacher: 'Teacher',
    },
  },
} as const;
