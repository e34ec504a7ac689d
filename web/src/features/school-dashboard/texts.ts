/** Strings of the school dashboard (spec §2 School dashboard); the dashboard itself comes later. */
export const SCHOOL_DASHBOARD_TEXTS = {
  assignmentRequired: {
    title: 'School Assignment Required',
    message:
      "Your account isn't linked to a school yet. Please contact an administrator to be assigned to your school as its representative.",
    dashboard: 'Go to Dashboard',
    shop: 'Shop School Supplies',
  },
  adminTitle: 'Admin School Management',
  repTitle: 'School Dashboard',
  adminBadge: 'Admin View',
  comingSoon: "Supply lists and student orders will be managed here. This part of the dashboard is on its way.",
} as const;
