/** The header's zone (SPEC 9): notification times are shown there. */
export const DISPLAY_ZONE = 'America/Los_Angeles';
