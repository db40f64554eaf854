/** The first team (spec section 9: the home page's players block reads team_id 12). */
export const FIRST_TEAM_ID = 12;
