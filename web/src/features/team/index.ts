// The team feature's public face: who may see the live team (for the navigation) and the screen.
export { useCanSeeTeam } from './team-api';

/** The live team screen, loaded only when someone opens it. */
export const loadTeamScreen = () => import('./team-screen');
