import type { Answer, Row } from '@/services/contract';

/** The team's state as GET team/state answers it (the engine's teamView plus the seat and options). */
export type TeamState = Answer<'team.state'>;

/** A development (market, product, qualification): its progress towards the rounds it needs. */
export type Dev = Row<TeamState['markets']>;
