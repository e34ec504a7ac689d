export default {
  heading: 'Coming Soon',
  text: "We're putting the finishing touches on something new. Join the waitlist and we'll let you know as soon as it's ready.",
  joinWaitlist: 'Join the Waitlist',
} as const;
