/**
 * Types of the sandbox engine. Everything here is plain JSON data (no classes, Maps or functions)
 * because the whole GameState is stored in localStorage and in a JSON file by the mock backend.
 *
 * Money is always an integer number of 万元 (W). Rates are percentages (10 = 10 %).
 */

export * from './ruleTypes';
// Statement keys and shapes are shared with the app (src/domain), so both list the same items.
export * from '../../src/domain/statements';
export * from './stateTypes';
