/** Why a box cannot leave out the items asked ("Already have it"); `min` is the smallest card charge. */
export default {
  notIndividual: '{productName} cannot be optional: only Individual products can (classroom and school-wide supplies are shared, so every box brings them)',
  notOnList: 'The product {productId} is not on this supply list',
  notOptional: '{productName} is not optional: it comes in every box',
  skippedTwice: 'Each item can be skipped only once',
  emptyBox: 'Keep at least one item in the box',
  belowMinimum: 'A box must cost at least {min}: keep more of its items in it',
} as const;
